import crypto from 'node:crypto';
import type { PayPageMerchant } from '../../adapters/payment-provider/pay-page-protocol';

/**
 * The key of a checkout: given only to the browser that opened it (in the checkout's answer, kept
 * in that tab's session storage, never in an address), and asked of anyone who follows the
 * checkout without being its payer's session (decision 0025). An HMAC of the reference, under a
 * key drawn from the merchant's secret, so nothing is stored and every instance agrees.
 */
function keyOf(merchant: PayPageMerchant): Buffer {
  return crypto.createHash('sha256').update(`checkout-key:${merchant.verificationCode}`).digest();
}

export function checkoutKey(merchant: PayPageMerchant, checkoutId: string): string {
  return crypto.createHmac('sha256', keyOf(merchant)).update(checkoutId).digest('base64url');
}

export function holdsCheckoutKey(merchant: PayPageMerchant, checkoutId: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(checkoutKey(merchant, checkoutId));
  const offered = Buffer.from(given);
  return offered.length === expected.length && crypto.timingSafeEqual(offered, expected);
}
