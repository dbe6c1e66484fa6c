import { z } from 'zod';
import { PaymentKind, paymentStatusIds, userTypeIds } from '../enums';
import { authenticateResult } from './accounts';
import { dateOrInstant, entityId, isoDate, pagedInput, pagedResult, queryInt, text } from './common';
import { endpoint } from './endpoint';

/**
 * Card payments (requirements §7 "Payment", decision 0013): a checkout is created on the
 * server and signed for the provider's hosted pay page; only the provider's verified callback, or
 * its own answer to the settlement job, makes a payment Paid. Amounts are whole ISK.
 */

const registrationToken = text().trim().min(10).max(200);
/** The provider's reference for an order: the portal's own `ReferenceNumber`. */
export const checkoutId = text()
  .trim()
  .regex(/^[A-Z0-9-]{6,40}$/, { message: 'validation.invalidCharacter' });
const userTypeId = z
  .number()
  .int()
  .min(Math.min(...userTypeIds))
  .max(Math.max(...userTypeIds));

/** What the browser posts to the pay page: a full redirect, so card data never reaches the portal. */
export const checkoutDto = z.object({
  checkoutId: z.string(),
  paymentId: z.number().int(),
  payPageUrl: z.string(),
  /** The signed form fields, posted as they are. */
  fields: z.record(z.string(), z.string()),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  isSandbox: z.boolean(),
  /** Proves the browser that opened the checkout when it comes back without a session: kept in that tab, never in an address. */
  checkoutKey: z.string(),
});
export type CheckoutDto = z.infer<typeof checkoutDto>;
/** The checkout's key, as the way back hands it in. */
const checkoutKey = text().trim().max(100);

export const paymentDto = z.object({
  id: z.number().int(),
  checkoutId: z.string(),
  status: z.number().int(),
  kind: z.number().int(),
  userTypeId: z.number().int(),
  userId: z.number().int().nullable(),
  payerName: z.string(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  organizationNumber: z.string().nullable(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  creationTime: z.string(),
  paidAt: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  cardNumberMasked: z.string().nullable(),
  error: z.string().nullable(),
});
export type PaymentDto = z.infer<typeof paymentDto>;

/**
 * A checkout as its payer follows it after the pay page: what was paid for and how it stands,
 * nothing of who paid (decision 0025).
 */
export const checkoutStateDto = paymentDto.pick({
  id: true,
  checkoutId: true,
  status: true,
  kind: true,
  userTypeId: true,
  description: true,
  amount: true,
  currency: true,
  creationTime: true,
  paidAt: true,
  validFrom: true,
  validUntil: true,
  cardNumberMasked: true,
  error: true,
});
export type CheckoutStateDto = z.infer<typeof checkoutStateDto>;

/** Section 3's "Pilot payment", with what a payer's history also shows. */
export const pilotPaymentDto = z.object({
  id: z.number().int(),
  pilotId: z.number().int().nullable(),
  organizationId: z.number().int().nullable(),
  checkoutId: z.string(),
  status: z.number().int(),
  description: z.string(),
  cost: z.number().int(),
  monetaryUnit: z.string(),
  paymentDate: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  creationTime: z.string(),
  /** How an attempt that did not go through ended, as the register shows it: declined, failed, cancelled, expired, superseded. */
  error: z.string().nullable(),
});
export type PilotPaymentDto = z.infer<typeof pilotPaymentDto>;

/** Whether a fee is paid and valid today, and what is due: renewal is offered before the expiry. */
export const paymentStandingDto = z.object({
  isValid: z.boolean(),
  validUntil: z.string().nullable(),
  renewalDue: z.boolean(),
  /** The fee that would be charged now, and what for. */
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  latest: checkoutStateDto.nullable(),
  /** The payer came back from the pay page and the provider's confirmation is awaited: no new checkout meanwhile. */
  awaitingConfirmation: z.boolean(),
});
export type PaymentStandingDto = z.infer<typeof paymentStandingDto>;

/** A contact person's fee answer (`Payment/GetContactPersonFee`), read before any choice is offered. */
export const contactPersonFeeAnswers = ['paidPersonally', 'coveredByOrganization', 'organizationFeeDue', 'noFee'] as const;
export const contactPersonFeeDto = z.object({
  /** What the person owes now, and why. */
  answer: z.enum(contactPersonFeeAnswers),
  /** Until when the fee that covers them is valid. */
  validUntil: z.string().nullable(),
  /** The organisation whose fee covers them, or whose fee is due. */
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The ways to pay that make sense now; none when nothing is owed. */
  choices: z.array(
    z.object({ payer: z.enum(['private', 'organization']), amount: z.number().int(), currency: z.string(), description: z.string() }),
  ),
  awaitingConfirmation: z.boolean(),
});
export type ContactPersonFeeDto = z.infer<typeof contactPersonFeeDto>;
export const contactPersonFeeInput = z.object({ token: registrationToken.optional() });

export const feeDto = z.object({ userTypeId: z.number().int(), amount: z.number().int(), currency: z.string(), description: z.string() });
export const feesDto = z.object({
  fees: z.array(feeDto),
  validYears: z.number().int(),
  currency: z.string(),
  isSandbox: z.boolean(),
});
export type FeesDto = z.infer<typeof feesDto>;

export const providerInfoDto = z.object({
  provider: z.string(),
  isSandbox: z.boolean(),
  merchantId: z.string(),
  payPageUrl: z.string(),
  currency: z.string(),
  amount: z.number().int(),
});

export const registerPrivatePaymentInput = z.object({ token: registrationToken.optional(), pilotType: userTypeId });
export const registerOrganizationPaymentInput = z.object({ token: registrationToken.optional(), organizationId: entityId });
export const createCheckoutPageInput = z.object({ isOrg: z.boolean(), organizationId: entityId.optional() });
export const checkoutIdInput = z.object({ checkoutId, checkoutKey: checkoutKey.optional() });
export const processErrorPaymentInput = z.object({
  checkoutId,
  checkoutKey: checkoutKey.optional(),
  paymentId: text().trim().max(100).optional(),
  error: text().trim().max(500),
});
export const pushInfoInput = z.object({
  isOrgPayment: z.boolean(),
  checkoutId: checkoutId.optional(),
  checkoutKey: checkoutKey.optional(),
  paymentId: text().trim().max(100).optional(),
  userId: entityId.optional(),
  token: registrationToken.optional(),
  orgId: entityId.optional(),
});
export const checkValidPaymentInput = z.object({
  isOrgPayment: z.boolean(),
  userId: entityId.optional(),
  token: registrationToken.optional(),
  orgId: entityId.optional(),
});
export const amountQuery = z.object({ amount: queryInt.min(0).max(10_000_000) });
export type CheckValidPaymentInput = z.infer<typeof checkValidPaymentInput>;
export type PushInfoInput = z.infer<typeof pushInfoInput>;

/** The payments register's filter: a period of creation, a status and a kind. */
export const paymentFilterInput = pagedInput.extend({
  from: dateOrInstant.optional(),
  to: dateOrInstant.optional(),
  status: queryInt.refine((v) => (paymentStatusIds as number[]).includes(v)).optional(),
  kind: queryInt.refine((v) => v === PaymentKind.Private || v === PaymentKind.Organization).optional(),
});
export type PaymentFilterInput = z.infer<typeof paymentFilterInput>;
export const paymentExportInput = paymentFilterInput.omit({ skipCount: true, maxResultCount: true });
export type PaymentExportInput = z.infer<typeof paymentExportInput>;
export const paymentTotalsDto = z.object({ count: z.number().int(), paidCount: z.number().int(), paidAmount: z.number().int() });
export const paymentResultsDto = pagedResult(paymentDto).extend({ totals: paymentTotalsDto });
export type PaymentResultsDto = z.infer<typeof paymentResultsDto>;

export const accountingExportDto = z.object({
  day: z.string(),
  status: z.number().int(),
  attempts: z.number().int(),
  fileName: z.string().nullable(),
  paymentCount: z.number().int(),
  totalAmount: z.number().int(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type AccountingExportDto = z.infer<typeof accountingExportDto>;
/** A day to send again by hand; yesterday when left out. */
export const exportToAccountingInput = z.object({ day: isoDate.optional() });

export const updatePaymentAccountInput = z.object({ token: registrationToken.optional(), isPrivateContactPersonPayment: z.boolean() });
export const organizationIdQuery = z.object({ organizationId: queryInt.positive() });
export const receiptInput = z.object({ id: queryInt.positive() });

/** The file names the specification gives. */
export const paymentExportFileName = 'ExportPayments.csv';
export const receiptFileName = (id: number) => `Receipt_${id}.pdf`;

const P = 'Payment';

export const paymentsEndpoints = {
  registerPrivatePayment: endpoint({
    service: P,
    method: 'RegisterPrivatePayment',
    input: registerPrivatePaymentInput,
    result: checkoutDto,
  }),
  registerOrganizationPayment: endpoint({
    service: P,
    method: 'RegisterOrganizationPayment',
    input: registerOrganizationPaymentInput,
    result: checkoutDto,
  }),
  createCheckoutPage: endpoint({ service: P, method: 'CreateCheckoutPage', input: createCheckoutPageInput, result: checkoutDto }),
  registerClickOnPaymentButton: endpoint({
    service: P,
    method: 'RegisterClickOnPaymentButton',
    input: checkoutIdInput,
    result: z.boolean(),
  }),
  processErrorPayment: endpoint({ service: P, method: 'ProcessErrorPayment', input: processErrorPaymentInput, result: checkoutStateDto }),
  pushUserAndOrgInfoBackToBackend: endpoint({
    service: P,
    method: 'PushUserAndOrgInfoBackToBackend',
    input: pushInfoInput,
    result: paymentStandingDto,
  }),
  checkValidPayment: endpoint({ service: P, method: 'CheckValidPayment', input: checkValidPaymentInput, result: paymentStandingDto }),
  getPaymentValitorInfo: endpoint({ service: P, method: 'GetPaymentValitorInfo', input: amountQuery, result: providerInfoDto }),
  /** Not named by the specification: what a contact person owes now and why, before they choose how to pay. */
  getContactPersonFee: endpoint({
    service: P,
    method: 'GetContactPersonFee',
    // The registration token travels in the body, never in an address (decision 0024).
    verb: 'POST',
    input: contactPersonFeeInput,
    result: contactPersonFeeDto,
  }),
  /** Not named by the specification: the fees of the settings, for the fee step to show before paying. */
  getFees: endpoint({ service: P, method: 'GetFees', result: feesDto }),
  getDroneOperatorPaymentResults: endpoint({
    service: P,
    method: 'GetDroneOperatorPaymentResults',
    input: paymentFilterInput,
    result: paymentResultsDto,
  }),
  exportToAccounting: endpoint({ service: P, method: 'ExportToAccounting', input: exportToAccountingInput, result: accountingExportDto }),
  /** Not named by the specification: each day's accounting file and how it went. */
  getAccountingExports: endpoint({
    service: P,
    method: 'GetAccountingExports',
    input: pagedInput,
    result: pagedResult(accountingExportDto),
  }),
  /** Files rather than envelopes: the server registers them apart, the browser downloads them. */
  exportToCsv: endpoint({ service: P, method: 'ExportToCSV', input: paymentExportInput, result: z.string() }),
  getPaymentReceipt: endpoint({ service: P, method: 'GetPaymentReceipt', input: receiptInput, result: z.string() }),
  /**
   * The card provider's server-to-server callback; its path carries the provider's name. A form
   * post from the provider, answered in plain text, so it too is registered apart.
   */
  processPrivateUserByToken: endpoint({ service: P, method: 'ProcessPrivateUserByTokenValitor', result: z.string() }),
};

export const paymentAccountEndpoints = {
  updatePaymentAccount: endpoint({
    service: 'Organization',
    method: 'UpdatePaymentAccount',
    // The specification writes it as a POST, though the name begins with Update.
    verb: 'POST',
    input: updatePaymentAccountInput,
    // No session when the caller is named by a registration token: a token never becomes one (decision 0024).
    result: authenticateResult.extend({ accessToken: z.string().nullable(), encryptedAccessToken: z.string().nullable() }),
  }),
  getPilotPayment: endpoint({ service: 'Pilot', method: 'GetPilotPayment', result: z.array(pilotPaymentDto) }),
  getOrganizationPayment: endpoint({
    service: 'Pilot',
    method: 'getOrganizationPayment',
    verb: 'GET',
    input: organizationIdQuery,
    result: z.array(pilotPaymentDto),
  }),
};
