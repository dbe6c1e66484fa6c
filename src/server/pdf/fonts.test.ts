import { describe, expect, it } from 'vitest';
import { personName } from '../../shared/contracts/common';
import { printableNameFrom, printableNamePattern } from '../../shared/printable-name';
import { parsedFonts } from './fonts';

/** Every code point, lone surrogates included, as the one character it is. */
function* everyCharacter() {
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) yield String.fromCodePoint(codePoint);
}

describe('the name rule and the certificate fonts', () => {
  it('has a glyph, regular and bold, for every character the name rule lets into a name', () => {
    const { regular, bold } = parsedFonts();
    // The printable pattern is the last check of personName, on the composed name, so a character
    // it refuses after a letter never reaches a certificate.
    const printed = [...everyCharacter()].filter((c) => printableNamePattern.test(`A${c}`)).map((c) => c.codePointAt(0)!);
    const missing = printed.filter((c) => !regular.hasGlyphForCodePoint(c) || !bold.hasGlyphForCodePoint(c));
    expect(missing.map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`)).toEqual([]);
    // The rule still lets the alphabets of Europe through (Icelandic, Polish, Greek, Cyrillic, Vietnamese) and the marks names carry.
    for (const letter of "ÞðÆöŁżΩάЖїệ -’'.·ʻʼ") expect(printed).toContain(letter.codePointAt(0));
    expect(printed.length).toBeGreaterThan(1000);
  });

  it('keeps a name typed as letters and combining marks, composed into the letters the font draws', () => {
    expect(personName.parse(' Jo\u0301n  ')).toBe('Jón');
    expect(personName.parse('Nguye\u0302\u0303n')).toBe('Nguyễn');
  });

  it('refuses letters the certificate cannot print with their own message, and other characters with the old one', () => {
    const messages = (value: string) => personName.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages('山田')).toEqual(['validation.nameScript']);
    expect(messages('محمد')).toEqual(['validation.nameScript']);
    expect(messages('Anna\u200bMaria')).toEqual(['validation.name']);
    // q has no precomposed form with an acute accent, so the mark would print on its own.
    expect(messages('Áq\u0301')).toEqual(['validation.nameScript']);
    expect(messages('Jón3')).toEqual(['validation.name']);
    expect(messages('山田3')).toEqual(['validation.name']);
  });

  it('makes a printable name out of free text', () => {
    expect(printableNameFrom('  -- Flugskóli 山田 Reykjavíkur ehf.')).toBe('Flugskóli Reykjavíkur ehf.');
    expect(printableNameFrom('山田')).toBe('');
  });
});
