import crypto from 'node:crypto';

/**
 * The hosted pay page protocol of Valitor (now Rapyd Europe) as its merchant documentation
 * describes it, and as the built-in sandbox speaks it too (docs/payments.md):
 *
 * - The request is a form the browser posts to the pay page. Its `DigitalSignature` is the hex
 *   SHA-256 of the merchant's verification code followed by AuthorizationOnly, each product's
 *   Quantity, Price and Discount, MerchantID, ReferenceNumber, PaymentSuccessfulURL,
 *   PaymentSuccessfulServerSideURL and Currency, concatenated without separators.
 * - The provider calls PaymentSuccessfulServerSideURL server to server with the outcome; its
 *   `DigitalSignatureResponse` is the hex SHA-256 of the verification code followed by the
 *   ReferenceNumber.
 * - The status query that settlement uses is signed as the request, over MerchantID and
 *   ReferenceNumber.
 */

export interface PayPageMerchant {
  merchantId: string;
  /** The merchant's secret: never sent, only hashed into signatures. */
  verificationCode: string;
}

export interface PayPageOrder {
  referenceNumber: string;
  /** Whole ISK. */
  amount: number;
  currency: string;
  description: string;
  language: 'IS' | 'EN';
  successUrl: string;
  serverSideUrl: string;
  cancelUrl: string;
  /** Where the pay page sends a browser whose session there ran out. */
  expiredUrl: string;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

export function requestSignature(merchant: PayPageMerchant, f: Record<string, string>): string {
  const products: string[] = [];
  for (let n = 1; f[`Product_${n}_Quantity`] !== undefined; n++) {
    products.push(f[`Product_${n}_Quantity`]!, f[`Product_${n}_Price`] ?? '', f[`Product_${n}_Discount`] ?? '');
  }
  return sha256(
    [
      merchant.verificationCode,
      f.AuthorizationOnly ?? '',
      ...products,
      f.MerchantID ?? '',
      f.ReferenceNumber ?? '',
      f.PaymentSuccessfulURL ?? '',
      f.PaymentSuccessfulServerSideURL ?? '',
      f.Currency ?? '',
    ].join(''),
  );
}

export const responseSignature = (merchant: PayPageMerchant, referenceNumber: string) =>
  sha256(merchant.verificationCode + referenceNumber);

export const statusQuerySignature = (merchant: PayPageMerchant, referenceNumber: string) =>
  sha256(merchant.verificationCode + merchant.merchantId + referenceNumber);

/** Compares two hex signatures in constant time. */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (!given || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expected.toLowerCase()), Buffer.from(given.toLowerCase()));
}

/** The form the browser posts to the pay page: one product, charged at once (not authorisation only). */
export function payPageForm(merchant: PayPageMerchant, order: PayPageOrder): Record<string, string> {
  const fields: Record<string, string> = {
    MerchantID: merchant.merchantId,
    AuthorizationOnly: '0',
    ReferenceNumber: order.referenceNumber,
    Currency: order.currency,
    Language: order.language,
    Product_1_Description: order.description,
    Product_1_Quantity: '1',
    Product_1_Price: String(order.amount),
    Product_1_Discount: '0',
    PaymentSuccessfulURL: order.successUrl,
    PaymentSuccessfulURLText: order.language === 'IS' ? 'Aftur á Drónagátt' : 'Back to Drónagátt',
    PaymentSuccessfulAutomaticRedirect: '1',
    PaymentSuccessfulServerSideURL: order.serverSideUrl,
    PaymentCancelledURL: order.cancelUrl,
    DisplayBuyerInfo: '0',
    SessionExpiredTimeoutInSeconds: '900',
    SessionExpiredRedirectURL: order.expiredUrl,
  };
  fields.DigitalSignature = requestSignature(merchant, fields);
  return fields;
}

/** The amount the signed form charges: the sum of its products less their discounts. */
export function formAmount(f: Record<string, string>): number {
  let total = 0;
  for (let n = 1; f[`Product_${n}_Quantity`] !== undefined; n++) {
    total += Number(f[`Product_${n}_Quantity`]) * (Number(f[`Product_${n}_Price`]) - Number(f[`Product_${n}_Discount`] ?? 0));
  }
  return total;
}

/**
 * What the provider posts to the server-side URL. Amount and Currency are checked against the
 * order when the provider sends them; ReferenceNumber is what the signature covers.
 */
export interface PayPageCallback {
  ReferenceNumber?: string;
  DigitalSignatureResponse?: string;
  TransactionNumber?: string;
  AuthorizationNumber?: string;
  CardType?: string;
  CardNumberMasked?: string;
  Date?: string;
  Amount?: string;
  Currency?: string;
  Status?: string;
}

/** The status query's answer: what the provider's book says of one reference. */
export interface PayPageStatus {
  referenceNumber: string;
  /** paid, declined, failed, or unknown when the provider never saw it. */
  outcome: 'paid' | 'declined' | 'failed' | 'unknown';
  amount?: number;
  currency?: string;
  transactionNumber?: string;
  authorizationNumber?: string;
  cardType?: string;
  cardNumberMasked?: string;
}
