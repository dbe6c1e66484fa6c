import { sql, type SQL } from 'drizzle-orm';
import { date, index, inet, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { tenants } from './tenants';
import { users } from './users';

/**
 * One card payment of a fee (decision 0013). `checkoutId` is the `ReferenceNumber` the provider
 * signs and calls back with. The payer's and organisation's names and numbers are copied in when
 * the checkout is made, so a receipt and the accounting file read the same years later, and a
 * payment outlives the user or organisation it was for (the law keeps payments).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    checkoutId: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer().references(() => organizations.id, { onDelete: 'set null' }),
    /** PaymentKind: the person's own fee, or the organisation's. */
    kind: smallint().notNull(),
    /** Whose fee it is by type, which picks the price setting. */
    userTypeId: smallint().notNull(),
    payerName: text().notNull(),
    payerEmail: text().notNull(),
    organizationName: text(),
    organizationNumber: text(),
    language: text().notNull(),
    description: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('ISK'),
    provider: text().notNull(),
    status: smallint().notNull().default(0),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    clickedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    validFrom: date({ mode: 'string' }),
    validUntil: date({ mode: 'string' }),
    transactionNumber: text(),
    authorizationNumber: text(),
    cardType: text(),
    cardNumberMasked: text(),
    error: text(),
    settleAttempts: integer().notNull().default(0),
    /**
     * The payer, the organisation and the reference as one text, folded as `portal_fold` folds:
     * kept by the database, what the register's search matches and `payments_search_idx` indexes
     * (decision 0053).
     */
    searchText: text().generatedAlwaysAs(
      (): SQL =>
        sql`portal_fold(${payments.payerName} || ' ' || ${payments.payerEmail} || ' ' || coalesce(${payments.organizationName}, '') || ' ' || coalesce(${payments.organizationNumber}, '') || ' ' || ${payments.checkoutId})`,
    ),
  },
  (t) => [
    uniqueIndex('payments_checkout_id_key').on(t.checkoutId),
    // One open (Pending, 0) checkout per fee: a person's own (kind 1), an organisation's (kind 2);
    // two at once could both be paid (decision 0025). Concurrent checkouts meet here.
    uniqueIndex('payments_one_open_private_key')
      .on(t.userId)
      .where(sql`status = 0 and kind = 1`),
    uniqueIndex('payments_one_open_organization_key')
      .on(t.organizationId)
      .where(sql`status = 0 and kind = 2`),
    index('payments_user_id_idx').on(t.userId, t.creationTime.desc()),
    index('payments_organization_id_idx').on(t.organizationId, t.creationTime.desc()),
    index('payments_status_creation_idx').on(t.status, t.creationTime),
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_tenant_creation_idx').on(t.tenantId, t.creationTime.desc()),
    // The host's register newest first, and its search (decision 0038).
    index('payments_host_creation_idx')
      .on(t.creationTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.tenantId} is null`),
    index('payments_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Every step of every attempt, kept for the record: the click, the browser's return, its error
 * report, each callback verified or refused (with why), and the settlement job's answers.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial().primaryKey(),
    paymentId: integer().references(() => payments.id, { onDelete: 'cascade' }),
    checkoutId: text(),
    kind: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    clientIp: inet(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_id_idx').on(t.paymentId, t.id), index('payment_events_checkout_id_idx').on(t.checkoutId)],
);

/** One accounting file per day of settled payments, sent once over SFTP; its outcome for administrators. */
export const accountingExports = pgTable(
  'accounting_exports',
  {
    day: date({ mode: 'string' }).primaryKey(),
    /** AccountingExportStatus. */
    status: smallint().notNull().default(0),
    attempts: integer().notNull().default(0),
    fileName: text(),
    paymentCount: integer().notNull().default(0),
    totalAmount: integer().notNull().default(0),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounting_exports_requested_by_idx').on(t.requestedBy)],
);

/**
 * The built-in sandbox provider's own book: what it was asked to charge and how each test card
 * answered, so that it can answer the settlement job's question as a real provider would.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  referenceNumber: text().primaryKey(),
  merchantId: text().notNull(),
  amount: integer().notNull(),
  currency: text().notNull(),
  /** paid, declined or failed */
  outcome: text().notNull(),
  transactionNumber: text().notNull(),
  authorizationNumber: text(),
  cardType: text(),
  cardNumberMasked: text(),
  creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
