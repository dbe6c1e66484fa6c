import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  operatorNumberSecret,
  composeOperatorNumber,
  isValidOperatorNumber,
  newOperatorNumber,
  operatorCheckCharacter,
  operatorNumberAlphabet,
  publicOperatorNumber,
} from './operator-number';

const character = fc.constantFrom(...operatorNumberAlphabet);
const chars = (length: number) => fc.array(character, { minLength: length, maxLength: length }).map((a) => a.join(''));
const number = fc.tuple(chars(12), chars(3)).map(([body, secret]) => composeOperatorNumber(body, secret));

// Where the written number keeps its sixteen guarded characters: body 3..14, check 15, secret 17..19.
const guardedPositions = [...Array.from({ length: 13 }, (_, i) => 3 + i), 17, 18, 19];

describe('operator registration number (EN 4709-002)', () => {
  it('is ISL, twelve characters, the check character, a dash and the secret part', () => {
    const n = composeOperatorNumber('abcdefghijkl', 'xyz');
    expect(n.full).toMatch(/^ISL[0-9a-z]{13}-[0-9a-z]{3}$/);
    expect(n.publicPart).toBe(n.full.slice(0, 16));
    expect(publicOperatorNumber(n.full)).toBe(n.publicPart);
    expect(isValidOperatorNumber(n.full)).toBe(true);
  });

  it('agrees with Luhn mod N worked by hand', () => {
    // From the right, 1 is doubled, 0 is not, ...: "0000000000000001" sums to 2, so the check is 36 - 2 = 34, 'y'.
    expect(operatorCheckCharacter('000000000000001')).toBe('y');
    expect(operatorCheckCharacter('000000000000000')).toBe('0');
    // z doubled is 70 = 1*36 + 34, whose digits add to 35: the check is 1.
    expect(operatorCheckCharacter('00000000000000z')).toBe('1');
  });

  it('draws new numbers that always hold', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(35), { minLength: 15, maxLength: 15 }), (draws) => {
        let i = 0;
        const n = newOperatorNumber(() => draws[i++]);
        return isValidOperatorNumber(n.full);
      }),
    );
  });

  it('catches every change of one character, wherever it is', () => {
    fc.assert(
      fc.property(number, fc.constantFrom(...guardedPositions), character, (n, position, replacement) => {
        fc.pre(n.full[position] !== replacement);
        const changed = n.full.slice(0, position) + replacement + n.full.slice(position + 1);
        return !isValidOperatorNumber(changed);
      }),
      { numRuns: 2000 },
    );
  });

  it('catches every swap of two neighbouring characters the check guards in sequence, except 0 with z', () => {
    // Luhn mod 36 cannot see 0 and z change places (both add 0 and 35 whether doubled or not), as decimal Luhn misses 09/90.
    const neighbours = [...Array.from({ length: 11 }, (_, i) => 3 + i), 17, 18];
    fc.assert(
      fc.property(number, fc.constantFrom(...neighbours), (n, position) => {
        const [a, b] = [n.full[position], n.full[position + 1]];
        fc.pre(a !== b);
        const swapped = n.full.slice(0, position) + b + a + n.full.slice(position + 2);
        const blind = (a === '0' && b === 'z') || (a === 'z' && b === '0');
        return isValidOperatorNumber(swapped) === blind;
      }),
      { numRuns: 3000 },
    );
  });

  it('cannot see the body’s last character swapped with the check character, because the secret stands between them in the sum', () => {
    // The standard guards body + secret + check; written out, the check follows the body directly. Both places are
    // undoubled, so the sum is the same: the one neighbour swap of the written number that the check cannot catch.
    fc.assert(
      fc.property(number, (n) => {
        fc.pre(n.full[14] !== n.full[15]);
        return isValidOperatorNumber(n.full.slice(0, 14) + n.full[15] + n.full[14] + n.full.slice(16));
      }),
    );
  });

  it('refuses the wrong form', () => {
    for (const wrong of [
      '',
      'ISL',
      'isl0000000000000-000',
      'ISL000000000000-000',
      'ISL0000000000000-00',
      'ISL0000000000000_000',
      'ISLAAAAAAAAAAAAA-AAA',
    ])
      expect(isValidOperatorNumber(wrong), wrong).toBe(false);
  });
});

describe('the secret part of a stored number', () => {
  it('is the three characters after the public part, and nothing for a number of another form', () => {
    expect(operatorNumberSecret('ISLabcdefghijkl5-qrs')).toBe('qrs');
    expect(operatorNumberSecret('ISL-OP-12345')).toBeNull();
    expect(operatorNumberSecret('ISLabcdefghijkl5-')).toBeNull();
    expect(operatorNumberSecret(null)).toBeNull();
  });
});
