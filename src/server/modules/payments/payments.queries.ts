import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { OrganizationRole, PaymentKind, PaymentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { paymentEvents, payments, sandboxTransactions } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/**
 * Records a Pending checkout unless its fee has one open already (the partial unique indexes of
 * `payments`); then nothing, and undefined: a checkout opened at the same moment won.
 */
export async function insertOpenCheckout(db: Db, payment: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(payment).onConflictDoNothing().returning();
  return row;
}

/** A payment by its reference, whichever tenant: the provider's callback names no tenant. */
export async function findPaymentByCheckoutId(db: Db, checkoutId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  return row;
}

/** Holds the payment's row to the end of the transaction, so that replayed callbacks take turns. */
export async function lockPaymentByCheckoutId(db: Db, checkoutId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId)).for('update');
  return row;
}

export async function findPayment(db: Db, tenantId: number | null, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(inTenant(payments.tenantId, tenantId), eq(payments.id, id)));
  return row;
}

export async function updatePayment(db: Db, id: number, change: Partial<NewPayment>): Promise<void> {
  await db.update(payments).set(change).where(eq(payments.id, id));
}

export async function markClicked(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ clickedAt: at })
    .where(and(eq(payments.id, id), isNull(payments.clickedAt)));
}

export async function recordPaymentEvent(
  db: Db,
  event: { paymentId: number | null; checkoutId: string | null; kind: string; detail?: Record<string, unknown>; clientIp?: string | null },
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: event.paymentId,
    checkoutId: event.checkoutId,
    kind: event.kind,
    detail: event.detail ?? {},
    clientIp: event.clientIp ?? null,
  });
}

export async function findPaymentEvents(db: Db, paymentId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.id);
}

export async function findEventsByCheckoutId(db: Db, checkoutId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.checkoutId, checkoutId)).orderBy(paymentEvents.id);
}

/** Whose fee: a person's own payments, or an organisation's. */
export type PaymentOwner = { kind: 'person'; userId: number } | { kind: 'organization'; organizationId: number };

/** Whose fee a payment is; null for a person's fee whose payer has since been deleted. */
export function ownerOfPayment(payment: PaymentRow): PaymentOwner | null {
  if (payment.kind === PaymentKind.Organization && payment.organizationId !== null) {
    return { kind: 'organization', organizationId: payment.organizationId };
  }
  return payment.userId !== null ? { kind: 'person', userId: payment.userId } : null;
}

const ownedBy = (owner: PaymentOwner) =>
  owner.kind === 'person'
    ? and(eq(payments.userId, owner.userId), eq(payments.kind, PaymentKind.Private))
    : and(eq(payments.organizationId, owner.organizationId), eq(payments.kind, PaymentKind.Organization));

/** The fee's open (Pending) checkout, if any, held to the end of the transaction. */
export async function lockOpenCheckout(db: Db, owner: PaymentOwner): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(ownedBy(owner), eq(payments.status, PaymentStatus.Pending)))
    .for('update');
  return row;
}

/**
 * Whether the payer's browser came back from the pay page by its success address: the charge
 * may then be made, and only its confirmation (callback or settlement) is awaited.
 */
export async function cameBackPaid(db: Db, paymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'return')))
    .limit(1);
  return row !== undefined;
}

/** An owner's payments, newest first. */
export async function findPaymentsOf(db: Db, tenantId: number | null, owner: PaymentOwner): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(inTenant(payments.tenantId, tenantId), ownedBy(owner)))
    .orderBy(desc(payments.creationTime), desc(payments.id));
}

/** Everything one person paid or tried to pay, their own fees and organisations', newest first. */
export async function findPaymentsByPayer(db: Db, tenantId: number | null, userId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(inTenant(payments.tenantId, tenantId), eq(payments.userId, userId)))
    .orderBy(desc(payments.creationTime), desc(payments.id));
}

/** The latest `take` of what one person paid or tried to pay, newest first, and how many there are in all. */
export async function findLatestPaymentsByPayer(db: Db, tenantId: number | null, userId: number, take: number) {
  const where = and(inTenant(payments.tenantId, tenantId), eq(payments.userId, userId));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(payments.creationTime), desc(payments.id)).limit(take),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { rows, total };
}

/** The paid fee whose validity reaches furthest, if any: a renewal extends from its end. */
export async function findFurthestPaid(db: Db, owner: PaymentOwner): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(ownedBy(owner), eq(payments.status, PaymentStatus.Paid)))
    .orderBy(desc(payments.validUntil))
    .limit(1);
  return row;
}

/** The owner's most recent attempt of any outcome. */
export async function findLatestPayment(db: Db, owner: PaymentOwner): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(ownedBy(owner)).orderBy(desc(payments.creationTime), desc(payments.id)).limit(1);
  return row;
}

/** Pending payments old enough that their callback should have come, young enough to still ask about. */
export async function findUnsettled(db: Db, olderThan: Date, notBefore: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, PaymentStatus.Pending), lt(payments.creationTime, olderThan), gte(payments.creationTime, notBefore)))
    .orderBy(payments.creationTime)
    .limit(limit);
}

/** Pending payments nobody settled within the time the provider keeps a pay page open and then some. */
export async function expireAbandoned(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: PaymentStatus.Expired, error: 'expired' })
    .where(and(eq(payments.status, PaymentStatus.Pending), lt(payments.creationTime, before)))
    .returning({ id: payments.id });
  return rows.length;
}

/**
 * People whose last paid fee has run out and who still count as paid (NoNeedPayment): the
 * nightly validity job moves them to PaymentAtHomePage. Organisations' people follow the
 * organisation's fee.
 */
export async function findLapsedPayers(db: Db, today: string): Promise<{ userId: number }[]> {
  const result = await db.execute(sql`
    select u.id as "userId"
    from users u
    where u.status_id = 0 and u.is_deleted = false
      and exists (select 1 from payments p where p.user_id = u.id and p.status = ${PaymentStatus.Paid})
      and not exists (
        select 1 from payments p
        where p.status = ${PaymentStatus.Paid} and p.valid_until >= ${today}
          and (
            (p.kind = ${PaymentKind.Private} and p.user_id = u.id)
            or (p.kind = ${PaymentKind.Organization} and p.organization_id in (
              select uo.organization_id from user_organizations uo where uo.user_id = u.id and uo.organization_role_id in (${OrganizationRole.ContactPerson}, ${OrganizationRole.MainContactPerson})
            ))
          )
      )`);
  return result.rows as { userId: number }[];
}

export async function insertSandboxTransaction(db: Db, transaction: typeof sandboxTransactions.$inferInsert): Promise<SandboxTransaction> {
  const [row] = await db
    .insert(sandboxTransactions)
    .values(transaction)
    .onConflictDoUpdate({
      target: sandboxTransactions.referenceNumber,
      set: {
        outcome: transaction.outcome,
        transactionNumber: transaction.transactionNumber,
        authorizationNumber: transaction.authorizationNumber ?? null,
        cardType: transaction.cardType ?? null,
        cardNumberMasked: transaction.cardNumberMasked ?? null,
      },
      // A paid order stays paid: a second card after success charges nothing.
      setWhere: sql`${sandboxTransactions.outcome} <> 'paid'`,
    })
    .returning();
  return row ?? (await findSandboxTransaction(db, transaction.referenceNumber))!;
}

export async function findSandboxTransaction(db: Db, referenceNumber: string): Promise<SandboxTransaction | undefined> {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.referenceNumber, referenceNumber));
  return row;
}
