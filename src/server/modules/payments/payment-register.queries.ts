import { and, count, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { PaymentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { cursorBatches } from '../../db/cursor';
import { inIdOrder, orderOf, pageWindow, readPage, type SortKey } from '../../db/deep-page';
import { containsPattern, foldedContains } from '../../db/like';
import { payments } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import type { PaymentRow } from './payments.queries';

export interface PaymentFilter {
  keyword?: string;
  /** Made at or after this instant. */
  from?: Date;
  /** Made before this instant. */
  before?: Date;
  status?: number;
  kind?: number;
}

/** The tenant's payments that the filter selects; the keyword searches the payer, the organisation and the reference. */
export function paymentWhere(tenantId: number | null, filter: PaymentFilter): SQL | undefined {
  const pattern = containsPattern(filter.keyword);
  return and(
    inTenant(payments.tenantId, tenantId),
    filter.status === undefined ? undefined : eq(payments.status, filter.status),
    filter.kind === undefined ? undefined : eq(payments.kind, filter.kind),
    filter.from ? gte(payments.creationTime, filter.from) : undefined,
    filter.before ? lt(payments.creationTime, filter.before) : undefined,
    pattern ? foldedContains(payments.searchText, pattern) : undefined,
  );
}

const newestFirst = [desc(payments.creationTime), desc(payments.id)];
const newestFirstKeys: SortKey[] = [
  { key: payments.creationTime, descending: true },
  { key: payments.id, descending: true },
];

/**
 * A page of the payments, newest first, of `total` that the filter selects: the page's ids from
 * `payments_host_creation_idx`, which carries the columns the register filters on, past the middle
 * in the reverse order, then the page's rows (decision 0047).
 */
export async function findPaymentPage(db: Db, where: SQL | undefined, skip: number, take: number, total: number): Promise<PaymentRow[]> {
  const ids = await readPage(pageWindow(skip, take, total), async (reversed, offset, limit) => {
    const page = await db
      .select({ id: payments.id })
      .from(payments)
      .where(where)
      .orderBy(...orderOf(newestFirstKeys, reversed))
      .limit(limit)
      .offset(offset);
    return page.map((row) => row.id);
  });
  const rows = ids.length ? await db.select().from(payments).where(inArray(payments.id, ids)) : [];
  return inIdOrder(ids, rows, (row) => row.id);
}

/**
 * Every payment the filter selects, newest first, for the register's file: one query through a
 * server-side cursor, its rows a batch at a time as the file is written.
 */
export function paymentBatches(
  pool: pg.Pool,
  db: Db,
  where: SQL | undefined,
  batchSize: number,
): AsyncGenerator<PaymentRow[], void, undefined> {
  const query = db
    .select()
    .from(payments)
    .where(where)
    .orderBy(...newestFirst);
  return cursorBatches<PaymentRow>(pool, query, getTableColumns(payments), { batchSize });
}

/** How many payments the filter selects, how many of them are paid, and what those came to. */
export async function totalPayments(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      count: count(),
      paidCount: sql<number>`count(*) filter (where ${payments.status} = ${PaymentStatus.Paid})::int`,
      // Years of fees may pass the 32-bit integer; PostgreSQL answers a bigint as text.
      paidAmount: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = ${PaymentStatus.Paid}), 0)::bigint`,
    })
    .from(payments)
    .where(where);
  return { count: row.count, paidCount: row.paidCount, paidAmount: Number(row.paidAmount) };
}
