import { sandboxCards, type SandboxOutcome } from '../../../shared/sandbox-cards';

export { lateCallbackMs, sandboxCards, type SandboxOutcome } from '../../../shared/sandbox-cards';

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
