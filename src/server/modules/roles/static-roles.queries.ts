import { and, inArray, notInArray } from 'drizzle-orm';
import { allPermissionNames, pagePermissionNames, staticRoleGrants, StaticRole, type StaticRoleName } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { insertRole } from './roles.queries';

/** Makes the permissions table list exactly the code's permissions; a dropped one takes its grants along. */
export async function syncPermissions(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(allPermissionNames.map((name) => ({ name, isPage: pagePermissionNames.includes(name) })))
    .onConflictDoNothing();
  await db.delete(permissions).where(notInArray(permissions.name, allPermissionNames));
}

const staticDisplayNames: Record<StaticRoleName, string> = {
  Admin: 'Stjórnandi / Administrator',
  Pilot: 'Fjarflugmaður / Pilot',
  ContactPerson: 'Tengiliður / Contact person',
  Organization: 'Fyrirtæki / Organisation',
};

/**
 * Creates the static roles of a tenant (or the host) where missing and brings their grants up to
 * date, so a permission added in a release reaches the administrators on the next start.
 */
export async function ensureStaticRoles(db: Db, tenantId: number | null): Promise<Record<StaticRoleName, number>> {
  const names = Object.values(StaticRole);
  const existing = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(inTenant(roles.tenantId, tenantId), inArray(roles.name, names)));
  const ids = {} as Record<StaticRoleName, number>;
  for (const name of names) {
    const found = existing.find((r) => r.name === name);
    if (found) {
      ids[name] = found.id;
      const grants = staticRoleGrants[name];
      await db
        .insert(rolePermissions)
        .values(grants.map((permission) => ({ roleId: found.id, name: permission })))
        .onConflictDoNothing();
    } else {
      ids[name] = await insertRole(db, {
        tenantId,
        name,
        displayName: staticDisplayNames[name],
        isStatic: true,
        isDefault: name === StaticRole.Pilot,
        permissions: staticRoleGrants[name],
      });
    }
  }
  return ids;
}
