import { OrganizationRole, PaymentKind, PaymentStatus, UserStatus } from '../../../shared/enums';
import { publicOperatorNumber } from '../../../shared/operator-number';
import type { Tx } from '../../db/transaction';
import { addDays, addYears, calendarDay } from '../../kernel/calendar';
import { findAccount, setUserStatus } from '../accounts';
import { linksOfOrganization, renewOrganizationOperatorNumber } from '../organizations';
import { readFees } from './fees';
import { findFurthestPaid, ownerOfPayment, recordPaymentEvent, updatePayment, type PaymentRow } from './payments.queries';

/** What the provider reported of a successful charge. */
export interface ChargeDetails {
  transactionNumber?: string | undefined;
  authorizationNumber?: string | undefined;
  cardType?: string | undefined;
  cardNumberMasked?: string | undefined;
}

/** People still waiting on a fee (section 4's modes) whom this one settles. */
const waiting = (statusId: number) => statusId === UserStatus.NeedPaymentToLogin || statusId === UserStatus.PaymentAtHomePage;

/**
 * Grants what a payment pays for, once, inside the transaction that holds the payment's row:
 * it becomes Paid, valid for `PaymentValidYear` years from today or, for an early renewal, from
 * the day after the fee it renews; the payer, and for an organisation's fee every person who
 * speaks for it, stop being asked to pay; an organisation's fee gives it its operator registration
 * number, or keeps the one it holds valid longer (decision 0030). Called only by a verified callback or the provider's
 * own answer to the settlement job; a payment already Paid is left alone and answers false.
 */
export async function fulfilPayment(tx: Tx, payment: PaymentRow, details: ChargeDetails, now: Date, source: string): Promise<boolean> {
  if (payment.status === PaymentStatus.Paid) return false;
  const owner = ownerOfPayment(payment);
  const today = calendarDay(now);
  const renewed = owner ? await findFurthestPaid(tx.db, owner) : undefined;
  const validFrom = renewed?.validUntil && renewed.validUntil >= today ? addDays(renewed.validUntil, 1) : today;
  const { validYears } = await readFees(tx.db);
  const validUntil = addDays(addYears(validFrom, validYears), -1);
  await updatePayment(tx.db, payment.id, {
    status: PaymentStatus.Paid,
    paidAt: now,
    validFrom,
    validUntil,
    error: null,
    transactionNumber: details.transactionNumber ?? null,
    authorizationNumber: details.authorizationNumber ?? null,
    cardType: details.cardType ?? null,
    cardNumberMasked: details.cardNumberMasked ?? null,
  });

  const operatorNumber =
    payment.kind === PaymentKind.Organization && payment.organizationId !== null
      ? await renewOrganizationOperatorNumber(tx, payment.organizationId, validFrom, now)
      : undefined;

  const released = new Set<number>();
  if (payment.userId !== null) released.add(payment.userId);
  if (payment.kind === PaymentKind.Organization && payment.organizationId !== null) {
    for (const link of await linksOfOrganization(tx.db, payment.organizationId)) {
      if (link.organizationRoleId === OrganizationRole.ContactPerson || link.organizationRoleId === OrganizationRole.MainContactPerson) {
        released.add(link.userId);
      }
    }
  }
  for (const userId of released) {
    const user = await findAccount(tx.db, userId);
    if (user && waiting(user.statusId)) await setUserStatus(tx.db, userId, UserStatus.NoNeedPayment);
  }
  await recordPaymentEvent(tx.db, {
    paymentId: payment.id,
    checkoutId: payment.checkoutId,
    kind: 'fulfilled',
    detail: {
      source,
      validFrom,
      validUntil,
      ...(operatorNumber
        ? {
            operatorNumber: publicOperatorNumber(operatorNumber.operatingNumber),
            operatorNumberExpiry: operatorNumber.operatingNumberExpiry.toISOString(),
            operatorNumberIssued: operatorNumber.isNew,
          }
        : {}),
    },
  });
  return true;
}
