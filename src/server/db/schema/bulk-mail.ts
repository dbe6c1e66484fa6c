import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from './organizations';
import { tenants } from './tenants';
import { users } from './users';

/**
 * One bulk e-mail written by an administrator. The message is kept as written (plain text, in both
 * languages); each recipient's mail is rendered from it when their batch sends. The target's name
 * is copied in, so the list reads the same after a user or organisation is renamed or deleted.
 * `idempotencyKey` is unique in its tenant: the same form sent twice starts one send.
 * A `draft` is a message still being written: it has no recipients and no job, and becomes
 * `started` (and its target and message final) in the transaction that sends it. `subject` is the
 * Icelandic subject, and everyone's when `subjectEnglish` is empty.
 */
export const mailings = pgTable(
  'mailings',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    idempotencyKey: uuid().notNull(),
    creatorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    creatorName: text(),
    target: text({ enum: ['user', 'allUsers', 'organization'] }).notNull(),
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    targetOrganizationId: integer().references(() => organizations.id, { onDelete: 'set null' }),
    targetName: text(),
    state: text({ enum: ['draft', 'started'] })
      .notNull()
      .default('started'),
    subject: text().notNull(),
    subjectEnglish: text().notNull().default(''),
    content: text().notNull(),
    contentIcelandic: text().notNull(),
    recipientCount: integer().notNull(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedTime: timestamp({ withTimezone: true }),
    lastModificationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mailings_idempotency_key').on(sql`coalesce(${t.tenantId}, 0)`, t.idempotencyKey),
    index('mailings_tenant_id_idx').on(t.tenantId, t.id),
    index('mailings_target_organization_id_idx').on(t.targetOrganizationId),
    index('mailings_target_user_id_idx').on(t.targetUserId),
    index('mailings_creator_user_id_idx').on(t.creatorUserId),
  ],
);

/**
 * One address of a send. A batch job claims pending rows (`for update skip locked`) by writing its
 * own `claimToken` and `sending`, so no two jobs, on one instance or several, hand the same
 * address to the SMTP server; each row then becomes sent, kept or failed with the server's answer.
 */
export const mailingRecipients = pgTable(
  'mailing_recipients',
  {
    id: serial().primaryKey(),
    mailingId: integer()
      .notNull()
      .references(() => mailings.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    emailAddress: text().notNull(),
    fullName: text().notNull(),
    language: text().notNull(),
    status: text({ enum: ['pending', 'sending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    claimToken: uuid(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    lastAttemptTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mailing_recipients_address_key').on(t.mailingId, sql`lower(${t.emailAddress})`),
    index('mailing_recipients_mailing_status_idx').on(t.mailingId, t.status),
    index('mailing_recipients_claim_token_idx').on(t.claimToken),
    index('mailing_recipients_user_id_idx').on(t.userId),
  ],
);
