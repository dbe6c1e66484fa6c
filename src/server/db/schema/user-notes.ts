import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** Administrators' notes on a user of their tenant; the user never sees them. */
export const userNotes = pgTable(
  'user_notes',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    creatorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    lastModifierUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('user_notes_user_id_idx').on(t.userId, t.creationTime.desc()),
    index('user_notes_tenant_id_idx').on(t.tenantId),
    index('user_notes_creator_user_id_idx').on(t.creatorUserId),
    index('user_notes_last_modifier_user_id_idx').on(t.lastModifierUserId),
  ],
);
