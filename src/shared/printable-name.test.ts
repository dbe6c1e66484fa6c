import { describe, expect, it } from 'vitest';
import { personName } from './contracts/common';
import { printableNameFrom } from './printable-name';

const messages = (value: string) => personName.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('the name rule', () => {
  it('keeps names as they are written: apostrophes, hyphens, the periods of initials, the Catalan middle dot', () => {
    for (const name of [
      'O’Brien',
      "O'Brien",
      'Seán',
      'J. R. R.',
      'Tolkien',
      'Jean-Luc',
      'Ó Súilleabháin',
      'D’Angelo',
      'Gal·la',
      'Kamakaʻeha',
      'Зінаїдаʼ',
      'Ægir‐Þór',
      'St. John',
    ]) {
      expect(personName.parse(name), name).toBe(name);
    }
  });

  it('still wants a letter first, and refuses what no name holds', () => {
    for (const name of ["'Brien", '.J', '-Anna', 'Jón3', 'O"Brien', 'Anna!', 'a@b', 'Anna,Maria']) {
      expect(messages(name), name).toEqual(['validation.name']);
    }
  });

  it('makes a name out of free text, keeping the marks names carry', () => {
    expect(printableNameFrom('  -- Flugskóli 山田 O’Brien ehf.')).toBe('Flugskóli O’Brien ehf.');
    expect(printableNameFrom('. Seán')).toBe('Seán');
  });
});
