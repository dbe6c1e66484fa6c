import { normalizedRoleName } from '../../../shared/contracts/roles';
import type { UserDto } from '../../../shared/contracts/users';
import type { Database } from '../../db/client';
import { notifiedCacheOf } from '../../kernel/notified-cache';
import { readRoleNames, roleNamesOf, type RoleNames, type UsersPageItem } from './users.queries';

/**
 * A role renamed or removed: the `actors` notification (migrations 0004 and 0012). A new role is
 * not announced; a page that meets a role its kept names lack reads them again (below).
 */
const forgetsOnRoles = (payload: string) => (payload === 'actors' ? 'all' : undefined);

const roleNamesCacheOf = (database: Database) =>
  notifiedCacheOf<number | null, RoleNames>(database.pool, 'role-names', forgetsOnRoles, { lifetimeMs: 5 * 60_000, maxEntries: 10_000 });

/** The role ids of one person as their names, in the order of names; undefined if one of them is not in `names`. */
function named(roleIds: number[], names: RoleNames): string[] | undefined {
  const roles = [];
  for (const id of roleIds) {
    const role = names.get(id);
    if (!role) return undefined;
    roles.push(role);
  }
  return roles.sort((a, b) => a.place - b.place).map((role) => role.name);
}

/**
 * A users page's items with their role names, as `User/Get` names them (`roleNamesOf`), from a
 * tenant's role names kept in memory until the database says a role changed: a page names the
 * roles of ten people, and the roles change a few times a year. A role made since the names were
 * read sends this page to the database for its people's names, and the next to read them again.
 */
export async function withRoleNames(database: Database, tenantId: number | null, items: UsersPageItem[]): Promise<UserDto[]> {
  const cache = roleNamesCacheOf(database);
  const names = await cache.get(tenantId, () => readRoleNames(database.db, tenantId));
  const kept = items.map((item) => named(item.roleNames, names));
  if (kept.every((roleNames) => roleNames !== undefined)) {
    return items.map((item, i) => ({ ...item, roleNames: kept[i]!.map(normalizedRoleName) }));
  }
  cache.forget(tenantId);
  const read = await roleNamesOf(
    database.db,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, roleNames: (read.get(item.id) ?? []).map(normalizedRoleName) }));
}
