import crypto from 'node:crypto';

/** Letters and digits nobody misreads from a projector: no 0/O and no 1/I. */
export const examCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const examCodeLength = 6;
export const pinLength = 6;

export function newExamCode(): string {
  let code = '';
  for (let i = 0; i < examCodeLength; i++) code += examCodeAlphabet[crypto.randomInt(examCodeAlphabet.length)];
  return code;
}

/** Six random digits, leading zeros kept. */
export function newPin(): string {
  return String(crypto.randomInt(10 ** pinLength)).padStart(pinLength, '0');
}

/** Compares PINs in constant time, so timing tells a guesser nothing about how close they came. */
export function pinMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Codes are typed by hand: case and stray spaces do not matter. */
export const normalizeExamCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();
