/**
 * The sandbox's test cards (docs/payments.md): what each does is what a real card company does
 * in that case. Any other number that passes the Luhn check is declined, as an unknown card is.
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

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function outcomeOfCard(number: string): SandboxOutcome {
  return sandboxCards.find((card) => card.number === number)?.outcome ?? 'declined';
}

/** Only the last four digits ever leave the sandbox, as a provider's masked number. */
export const maskCard = (number: string) => `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;
