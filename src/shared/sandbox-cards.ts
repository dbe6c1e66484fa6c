/**
 * The sandbox's test cards (docs/payments.md): what each does is what a real card company does
 * in that case. Any other number that passes the Luhn check is declined, as an unknown card is.
 * The pay page (server) and the checkout's test-environment notice (browser) both list them.
 */
export type SandboxOutcome = 'paid' | 'declined' | 'failed' | 'paidCallbackLost' | 'paidCallbackLate';

export const sandboxCards: readonly { number: string; outcome: SandboxOutcome }[] = [
  { number: '4242424242424242', outcome: 'paid' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000000119', outcome: 'failed' },
  // Charged, but the callback never reaches the portal: the settlement job must find it.
  { number: '4000000000000341', outcome: 'paidCallbackLost' },
  // Charged, and the callback comes only after the browser is back: the payer must not pay twice.
  { number: '4000000000000358', outcome: 'paidCallbackLate' },
];

/** How long the late card's callback is held back: long enough to sign out and in again meanwhile. */
export const lateCallbackMs = 10_000;

/** A card number as it is printed, in groups of four. */
export const groupedCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
