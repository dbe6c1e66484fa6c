import type { Db } from '../../db/client';
import { hashPassword } from '../../kernel/passwords';
import { insertUser, type NewUserRow } from './account-users.queries';

/** The user name of the administrator the host and each tenant start with. */
export const hostAdminUserName = 'admin';

export type NewUser = Omit<NewUserRow, 'passwordHash'> & { password: string };

/** Every new user, whoever creates them: the password is stored only as its hash. */
export async function addUser(db: Db, user: NewUser): Promise<number> {
  const { password, ...fields } = user;
  return insertUser(db, { ...fields, passwordHash: await hashPassword(password) });
}
