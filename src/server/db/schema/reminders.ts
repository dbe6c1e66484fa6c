import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mailOutbox } from './outbox';
import { tenants } from './tenants';

/**
 * Every expiry reminder sent: one row per record, expiry, threshold and recipient. The unique key is what
 * makes a second run, a retry or a second instance send nothing twice: the row and the mail are
 * written in one transaction, and a row already there means the mail went.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    /**
     * certificate (user_certificates.id), registration (payments.id of an organisation's fee), or the
     * operator registration number of a pilot (pilots.id) or of an organisation (organizations.id).
     */
    kind: text({ enum: ['certificate', 'registration', 'pilotOperatorNumber', 'organizationOperatorNumber'] }).notNull(),
    recordId: integer().notNull(),
    /** Days before expiry: 60 or 14. */
    threshold: integer().notNull(),
    /** The user the mail went to: a registration's reminder goes to each of the organisation's contact persons. */
    userId: integer().notNull(),
    expiresOn: text().notNull(),
    mailId: integer().references(() => mailOutbox.id, { onDelete: 'set null' }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The expiry is part of the key: an operator number renewed on the same record is told of again.
    uniqueIndex('expiry_reminders_key').on(t.kind, t.recordId, t.expiresOn, t.threshold, t.userId),
    index('expiry_reminders_tenant_id_idx').on(t.tenantId),
    index('expiry_reminders_mail_id_idx').on(t.mailId),
  ],
);
