import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A person's request that the portal erase their personal data (GDPR article 17), and how an
 * administrator decided it (docs/personal-data.md). Kept after approval as the record that the
 * request was handled; the person it names is by then anonymised. One pending request per person.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text(),
    /** ErasureStatus: Pending 1, Approved 2, Rejected 3, Withdrawn 4. */
    status: smallint().notNull().default(1),
    requestTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decisionTime: timestamp({ withTimezone: true }),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text(),
  },
  (t) => [
    uniqueIndex('erasure_requests_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
    index('erasure_requests_tenant_status_idx').on(t.tenantId, t.status, t.requestTime),
    index('erasure_requests_decided_by_user_id_idx').on(t.decidedByUserId),
  ],
);
