import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** Every mail the portal writes; sent by a job, or kept here when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    toAddress: text().notNull(),
    language: text().notNull(),
    template: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: text({ enum: ['queued', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_tenant_id_idx').on(t.tenantId),
    index('mail_outbox_user_id_idx').on(t.userId),
    index('mail_outbox_creation_time_idx').on(t.creationTime),
  ],
);
