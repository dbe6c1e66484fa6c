import { z } from 'zod';
import { routePath } from '../../lib/routes';
import { StorageKey, readItem, writeItem } from '../../lib/storage';

/**
 * What a checkout was for, kept in this tab's session storage while the browser is away at the card
 * company: the way back (`/verify-payment`, `/paymentError=1`) carries only the checkout's id, and
 * needs the rest to check the payment and to offer the same checkout again.
 */
const checkoutContext = z.object({
  type: z.number().int(),
  isOrg: z.boolean(),
  orgId: z.number().int().nullable(),
  checkoutId: z.string().nullable(),
  /** The checkout's key: what lets this tab follow it without a session (decision 0025). */
  checkoutKey: z.string().nullable().default(null),
});
export type CheckoutContext = z.infer<typeof checkoutContext>;
type RememberedCheckout = z.input<typeof checkoutContext>;

export function rememberCheckout(context: RememberedCheckout): void {
  writeItem('session', StorageKey.paymentCheckout, JSON.stringify(context));
}

export function recallCheckout(): CheckoutContext | null {
  const stored = readItem('session', StorageKey.paymentCheckout);
  if (!stored) return null;
  try {
    const parsed = checkoutContext.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The remembered checkout, only when it is the one the way back names. */
export function recallCheckoutOf(checkoutId: string | null): CheckoutContext | null {
  const context = recallCheckout();
  return context && checkoutId && context.checkoutId === checkoutId ? context : null;
}

/** The checkout page for a type, with the organisation it was opened with; the step credential stays in the tab, out of the address. */
export function checkoutPath(context: Pick<CheckoutContext, 'type' | 'orgId'>): string {
  const query = new URLSearchParams();
  if (context.orgId !== null) query.set('orgId', String(context.orgId));
  const search = query.toString();
  return `${routePath('payment', { type: context.type })}${search ? `?${search}` : ''}`;
}

/** Where "try again" leads: the same checkout, or the checkout of the person's own fee when it is not known. */
export const retryPathOf = (context: CheckoutContext | null) => (context ? checkoutPath(context) : routePath('payment'));
