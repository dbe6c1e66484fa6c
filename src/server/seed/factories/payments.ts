import crypto from 'node:crypto';
import { PaymentKind, PaymentStatus, UserType } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRecord = typeof payments.$inferSelect;
export type NewTestPayment = Partial<typeof payments.$inferInsert> & { tenantId: number | null };

const fiveYearsOn = (at: Date) => new Date(Date.UTC(at.getUTCFullYear() + 5, at.getUTCMonth(), at.getUTCDate())).toISOString().slice(0, 10);

/**
 * A payment as the checkout and a verified callback leave it: paid by card with the provider's
 * numbers, unless the caller says otherwise. Only a real checkout makes one in the portal; tests
 * and the demo need them without a card.
 */
export async function insertPayment(db: Db, payment: NewTestPayment): Promise<PaymentRecord> {
  const paid = (payment.status ?? PaymentStatus.Paid) === PaymentStatus.Paid;
  const paidAt = payment.paidAt ?? (paid ? new Date() : null);
  const reference = crypto.randomBytes(6).toString('hex').toUpperCase();
  const [row] = await db
    .insert(payments)
    .values({
      checkoutId: `DP-${reference}`,
      kind: PaymentKind.Private,
      userTypeId: UserType.Pilot,
      payerName: 'Jón Jónsson',
      payerEmail: 'jon@example.com',
      language: 'is',
      description: 'Skráningargjald fjarflugmanns',
      amount: 5000,
      provider: 'sandbox',
      status: PaymentStatus.Paid,
      ...(paid
        ? {
            transactionNumber: `T${reference}`,
            authorizationNumber: reference.slice(0, 6),
            cardType: 'VISA',
            cardNumberMasked: '************1111',
            validFrom: paidAt!.toISOString().slice(0, 10),
            validUntil: fiveYearsOn(paidAt!),
          }
        : {}),
      ...payment,
      paidAt,
    })
    .returning();
  return row;
}
