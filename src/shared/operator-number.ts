/**
 * Operator registration numbers as EN 4709-002 writes them (requirements §11): `ISL`, twelve
 * lower-case letters or digits, a check character, a dash and three secret characters. The check
 * character is Luhn mod 36 over the twelve and the three secret ones, so only the owner, who knows
 * the secret part, can prove the number whole; others are shown the sixteen-character public part.
 */
export const operatorNumberAlphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
export const operatorCountryCode = 'ISL';
export const operatorBodyLength = 12;
export const operatorSecretLength = 3;
export const operatorPublicLength = operatorCountryCode.length + operatorBodyLength + 1;

const base = operatorNumberAlphabet.length;
const valueOf = (character: string) => operatorNumberAlphabet.indexOf(character);

/** The Luhn mod N sum: every second value from the right doubled, the two base-36 digits of each product added. */
function luhnSum(values: number[], doubleFirstFromRight: boolean): number {
  let sum = 0;
  let double = doubleFirstFromRight;
  for (let i = values.length - 1; i >= 0; i--) {
    const addend = double ? values[i] * 2 : values[i];
    sum += Math.floor(addend / base) + (addend % base);
    double = !double;
  }
  return sum % base;
}

function valuesOf(characters: string): number[] | null {
  const values = [...characters].map(valueOf);
  return values.includes(-1) ? null : values;
}

/** The check character of the characters it guards (the body, then the secret part). */
export function operatorCheckCharacter(guarded: string): string {
  const values = valuesOf(guarded);
  if (!values) throw new Error('an operator number is made of 0-9 and a-z');
  return operatorNumberAlphabet[(base - luhnSum(values, true)) % base];
}

/** True when the check character agrees with the rest: the sum over all sixteen characters is 0. */
export function luhnMod36Holds(guardedThenCheck: string): boolean {
  const values = valuesOf(guardedThenCheck);
  return values !== null && luhnSum(values, false) === 0;
}

export interface OperatorNumber {
  /** `ISL` + body + check character: what others see and the drone carries. */
  publicPart: string;
  secret: string;
  /** Public part, dash, secret: what the owner enters into the drone's remote identification. */
  full: string;
}

export function composeOperatorNumber(body: string, secret: string): OperatorNumber {
  const check = operatorCheckCharacter(body + secret);
  const publicPart = `${operatorCountryCode}${body}${check}`;
  return { publicPart, secret, full: `${publicPart}-${secret}` };
}

/** A whole number in the standard's form, with its check character right. */
export function isValidOperatorNumber(full: string): boolean {
  const match = /^ISL([0-9a-z]{12})([0-9a-z])-([0-9a-z]{3})$/.exec(full);
  if (!match) return false;
  const [, body, check, secret] = match;
  return luhnMod36Holds(body + secret + check);
}

/** Only the public part of a stored number, for everyone but its owner. */
export const publicOperatorNumber = (full: string | null) => (full ? full.slice(0, operatorPublicLength) : null);

/** The secret part of a stored number in the standard's form; null for any other. */
export const operatorNumberSecret = (full: string | null) =>
  full && full[operatorPublicLength] === '-' ? full.slice(operatorPublicLength + 1) || null : null;

/** A new number from a source of random characters (the server passes a cryptographic one). */
export function newOperatorNumber(randomIndex: (below: number) => number): OperatorNumber {
  const draw = (length: number) => Array.from({ length }, () => operatorNumberAlphabet[randomIndex(base)]).join('');
  return composeOperatorNumber(draw(operatorBodyLength), draw(operatorSecretLength));
}
