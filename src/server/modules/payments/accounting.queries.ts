import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import { PaymentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { accountingExports, payments } from '../../db/schema';

export type AccountingExportRow = typeof accountingExports.$inferSelect;
export type AccountingExportChange = Partial<Omit<typeof accountingExports.$inferInsert, 'day'>>;

/**
 * The day's row, made when missing, held until the transaction ends: whichever instance gets it
 * first sends the day's file, and any other waits here and then sees what became of it.
 */
export async function lockAccountingDay(db: Db, day: string, now: Date): Promise<AccountingExportRow> {
  await db.insert(accountingExports).values({ day, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(accountingExports).where(eq(accountingExports.day, day)).for('update');
  return row;
}

export async function findAccountingDay(db: Db, day: string): Promise<AccountingExportRow | undefined> {
  const [row] = await db.select().from(accountingExports).where(eq(accountingExports.day, day));
  return row;
}

export async function updateAccountingDay(db: Db, day: string, change: AccountingExportChange): Promise<AccountingExportRow> {
  const [row] = await db.update(accountingExports).set(change).where(eq(accountingExports.day, day)).returning();
  return row;
}

/** Notes who asked for the day to be sent again, making its row when the day has none yet. */
export async function recordAccountingRequest(db: Db, day: string, byUserId: number, at: Date): Promise<AccountingExportRow> {
  const [row] = await db
    .insert(accountingExports)
    .values({ day, requestedBy: byUserId, updatedAt: at })
    .onConflictDoUpdate({ target: accountingExports.day, set: { requestedBy: byUserId, updatedAt: at } })
    .returning();
  return row;
}

/** A page of days, the newest first. */
export async function findAccountingDays(db: Db, skip: number, take: number) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(accountingExports).orderBy(desc(accountingExports.day)).limit(take).offset(skip),
    db.select({ total: count() }).from(accountingExports),
  ]);
  return { rows, total };
}

export type SettledPaymentRow = typeof payments.$inferSelect;

/**
 * The payments settled in [from, before), in the order they were paid. Every tenant's: the fees
 * are all paid to the one authority and its one merchant account, so its books hold them all.
 */
export async function findSettledPayments(db: Db, from: Date, before: Date): Promise<SettledPaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, PaymentStatus.Paid), gte(payments.paidAt, from), lt(payments.paidAt, before)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
}
