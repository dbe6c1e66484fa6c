import type { CheckoutStateDto, PaymentDto, PilotPaymentDto } from '../../../shared/contracts/payments';
import type { Language } from '../../../shared/enums';
import { feeDescription } from './fees';
import type { PaymentRow } from './payments.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What a payment was for, in the reader's language: the row keeps it in the payer's, as the pay
 * page and the receipt said it, which in the other language's register read as foreign words.
 */
const descriptionIn = (row: PaymentRow, language: Language) => feeDescription(language, row.userTypeId, row.organizationName);

/** What the payer's way back shows of a checkout: nothing of who paid (decision 0025). */
export function toCheckoutStateDto(row: PaymentRow, language: Language): CheckoutStateDto {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    status: row.status,
    kind: row.kind,
    userTypeId: row.userTypeId,
    description: descriptionIn(row, language),
    amount: row.amount,
    currency: row.currency,
    creationTime: row.creationTime.toISOString(),
    paidAt: iso(row.paidAt),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    cardNumberMasked: row.cardNumberMasked,
    error: row.error,
  };
}

/** The register's view of a payment: the checkout's state, and who paid it. */
export function toPaymentDto(row: PaymentRow, language: Language): PaymentDto {
  return {
    ...toCheckoutStateDto(row, language),
    userId: row.userId,
    payerName: row.payerName,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    organizationNumber: row.organizationNumber,
  };
}

/** Section 3's "Pilot payment": the fee, what it cost and the years it covers. */
export function toPilotPaymentDto(row: PaymentRow, pilotId: number | null, language: Language): PilotPaymentDto {
  return {
    id: row.id,
    pilotId,
    organizationId: row.organizationId,
    checkoutId: row.checkoutId,
    status: row.status,
    description: descriptionIn(row, language),
    cost: row.amount,
    monetaryUnit: row.currency,
    paymentDate: iso(row.paidAt),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    creationTime: row.creationTime.toISOString(),
    error: row.error,
  };
}
