import { hashPassword } from '../../kernel/passwords';
import type { Db } from '../client';
import { userRoles, users } from '../schema';

export interface NewUser {
  tenantId: number | null;
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  password: string;
  isActive?: boolean;
  isEmailConfirmed?: boolean;
  userTypeId?: number | null;
  statusId?: number;
  language?: string;
  dateOfBirth?: string | null;
  country?: string | null;
  countryCode?: string | null;
  customerNumber?: string | null;
  roleIds?: number[];
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const { password, roleIds = [], ...fields } = user;
  const [row] = await db
    .insert(users)
    .values({ ...fields, emailAddress: fields.emailAddress.toLowerCase(), passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
  return row.id;
}
