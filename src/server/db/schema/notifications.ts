import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A message to one person (section 9's ids). The text is not stored: it is rendered when read, in
 * the reader's language, from `messageId` and the names in `params` (`personName`,
 * `organizationName`, `pilotType`), so a reader who switches language reads it in the other.
 * A trigger (migration 0008) announces every change on `portal_notifications`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: smallint().notNull(),
    organizationId: integer().references(() => organizations.id, { onDelete: 'set null' }),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    dynamicMessage: text(),
    isRead: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_id_id_idx').on(t.userId, t.id.desc()),
    index('notifications_tenant_id_idx').on(t.tenantId),
    index('notifications_organization_id_idx').on(t.organizationId),
    // A request's notifications are settled together when someone answers it (decision 0028).
    index('notifications_request_idx')
      .on(sql`(${t.params}->>'request')`)
      .where(sql`${t.params} ? 'request'`),
  ],
);
