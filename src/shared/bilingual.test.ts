import { describe, expect, it } from 'vitest';
import { inLanguage } from './bilingual';

describe('inLanguage', () => {
  it('gives the English in English, and the Icelandic where the English is empty or in Icelandic', () => {
    expect(inLanguage('en', 'Lofthelgi', 'Airspace')).toBe('Airspace');
    expect(inLanguage('en', 'Lofthelgi', '')).toBe('Lofthelgi');
    expect(inLanguage('en', 'Lofthelgi', null)).toBe('Lofthelgi');
    expect(inLanguage('is', 'Lofthelgi', 'Airspace')).toBe('Lofthelgi');
  });
});
