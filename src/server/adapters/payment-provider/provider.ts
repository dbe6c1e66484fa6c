import crypto from 'node:crypto';
import { statusQuerySignature, type PayPageMerchant, type PayPageStatus } from './pay-page-protocol';

/**
 * Which card payment provider the portal uses (docs/payments.md). With a merchant configured
 * (`PAYMENT_MERCHANT_ID`, `PAYMENT_VERIFICATION_CODE`) it is Valitor / Rapyd's pay page; without
 * one it is the built-in sandbox on `/sandbox-pay`, which speaks the same protocol with a secret
 * of this installation's own.
 */
export interface PaymentProvider {
  name: 'valitor' | 'sandbox';
  merchant: PayPageMerchant;
  /** Where the browser posts the signed form. */
  payPageUrl: string;
  /** Asks the provider what became of an order, for the settlement of a lost callback. */
  queryStatus(referenceNumber: string): Promise<PayPageStatus>;
  /** How the provider's side makes its HTTP calls (the sandbox's callbacks); tests route it in-process. */
  fetch: typeof fetch;
}

export const sandboxPath = '/sandbox-pay';
export const sandboxMerchantId = 'SANDBOX-1';

export interface PaymentProviderConfig {
  merchantId?: string;
  verificationCode?: string;
  payPageUrl?: string;
  statusUrl?: string;
}

/** The merchant's provider when one is configured. */
export function valitorProvider(config: Required<PaymentProviderConfig>, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const merchant = { merchantId: config.merchantId, verificationCode: config.verificationCode };
  const get = options.fetch ?? fetch;
  return {
    name: 'valitor',
    merchant,
    payPageUrl: config.payPageUrl,
    queryStatus: (referenceNumber) => queryPayPageStatus(config.statusUrl, merchant, referenceNumber, get),
    fetch: get,
  };
}

/**
 * The sandbox, signing with a secret derived from the installation's own (so nobody outside can
 * forge its callbacks), its pay page on the portal's own address.
 */
export function sandboxProvider(publicUrl: string, installationSecret: string, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const verificationCode = crypto.createHmac('sha256', installationSecret).update('sandbox card payments').digest('hex');
  const merchant = { merchantId: sandboxMerchantId, verificationCode };
  // Looked up at each call, so a test can route it to the app built after the provider.
  const get: typeof fetch = (input, init) => (options.fetch ?? fetch)(input, init);
  return {
    name: 'sandbox',
    merchant,
    payPageUrl: `${publicUrl}${sandboxPath}`,
    queryStatus: (referenceNumber) => queryPayPageStatus(`${publicUrl}${sandboxPath}/status`, merchant, referenceNumber, get),
    fetch: get,
  };
}

/**
 * The status query: a signed form post answered with JSON
 * `{ ReferenceNumber, Status, Amount, Currency, TransactionNumber, ... }`; a 404 means the provider
 * never saw the order (the browser never reached the pay page, or left it).
 */
export async function queryPayPageStatus(
  url: string,
  merchant: PayPageMerchant,
  referenceNumber: string,
  get: typeof fetch = fetch,
): Promise<PayPageStatus> {
  const body = new URLSearchParams({
    MerchantID: merchant.merchantId,
    ReferenceNumber: referenceNumber,
    DigitalSignature: statusQuerySignature(merchant, referenceNumber),
  });
  const response = await get(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) return { referenceNumber, outcome: 'unknown' };
  if (!response.ok) throw new Error(`The payment provider answered ${response.status} to the status query`);
  const json = (await response.json()) as Record<string, string | undefined>;
  if (json.ReferenceNumber !== referenceNumber) throw new Error('The payment provider answered about another order');
  const outcome = json.Status === 'paid' || json.Status === 'declined' || json.Status === 'failed' ? json.Status : 'unknown';
  return {
    referenceNumber,
    outcome,
    ...(json.Amount !== undefined ? { amount: Number(json.Amount) } : {}),
    ...(json.Currency !== undefined ? { currency: json.Currency } : {}),
    ...(json.TransactionNumber ? { transactionNumber: json.TransactionNumber } : {}),
    ...(json.AuthorizationNumber ? { authorizationNumber: json.AuthorizationNumber } : {}),
    ...(json.CardType ? { cardType: json.CardType } : {}),
    ...(json.CardNumberMasked ? { cardNumberMasked: json.CardNumberMasked } : {}),
  };
}
