import { and, eq, inArray } from 'drizzle-orm';
import { staticRoleGrants, StaticRole, type StaticRoleName } from '../../../shared/permissions';
import type { Db } from '../client';
import { rolePermissions, roles } from '../schema';
import { inTenant } from '../tenant-filter';

export interface NewRole {
  tenantId: number | null;
  name: string;
  displayName?: string;
  description?: string;
  isStatic?: boolean;
  isDefault?: boolean;
  permissions?: string[];
}

export async function insertRole(db: Db, role: NewRole): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({
      tenantId: role.tenantId,
      name: role.name,
      displayName: role.displayName ?? role.name,
      description: role.description ?? '',
      isStatic: role.isStatic ?? false,
      isDefault: role.isDefault ?? false,
    })
    .returning({ id: roles.id });
  await setRolePermissions(db, row.id, role.permissions ?? []);
  return row.id;
}

export async function setRolePermissions(db: Db, roleId: number, names: string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(names)];
  if (unique.length) await db.insert(rolePermissions).values(unique.map((name) => ({ roleId, name })));
}

const staticDisplayNames: Record<StaticRoleName, string> = {
  Admin: 'Stjórnandi / Administrator',
  Pilot: 'Flugmaður / Pilot',
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
