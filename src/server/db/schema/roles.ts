import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from './tenants';
import { users } from './users';

export const roles = pgTable(
  'roles',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    name: text().notNull(),
    displayName: text().notNull(),
    description: text().notNull().default(''),
    isStatic: boolean().notNull().default(false),
    isDefault: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_name_key').on(sql`coalesce(${t.tenantId}, 0)`, sql`lower(${t.name})`),
    index('roles_tenant_id_idx').on(t.tenantId),
  ],
);

/** Every permission the code defines (section 6), kept by the seed, so a grant can only name one. */
export const permissions = pgTable('permissions', {
  name: text().primaryKey(),
  isPage: boolean().notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    name: text()
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.name] }), index('role_permissions_name_idx').on(t.name)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id_idx').on(t.roleId)],
);
