import { and, eq, sql } from 'drizzle-orm';
import { StaticRole } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';

/**
 * The id of the tenant's static Admin role when this user is its only active holder, else null:
 * what a change must leave in place (decision 0027). The database refuses at commit what this
 * misses (migration 0020); asking here first gives the caller a clear error.
 */
export async function lastAdministratorRoleOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ roleId: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(roles.isStatic, true),
        eq(roles.name, StaticRole.Admin),
        sql`not exists (select 1 from ${userRoles} other join ${users} u on u.id = other.user_id
                         where other.role_id = ${roles.id} and u.id <> ${userId} and u.is_active and not u.is_deleted)`,
      ),
    );
  return row?.roleId ?? null;
}
