import { describe, expect, it } from 'vitest';
import { countryCodes, countryList, countryName } from './countries';

describe('the country list', () => {
  it('holds each assigned ISO 3166-1 code once, and no withdrawn one', () => {
    expect(countryCodes.length).toBe(249);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    for (const code of countryCodes) expect(code, code).toMatch(/^[A-Z]{2}$/);
    for (const withdrawn of ['DD', 'YU', 'SU', 'AN', 'UK', 'EU']) expect(countryCodes).not.toContain(withdrawn);
  });

  it('names the countries in the reader’s language, Iceland first and the rest in the language’s order', () => {
    const is = countryList('is');
    expect(is[0]).toEqual({ code: 'IS', name: 'Ísland' });
    expect(is.find((c) => c.code === 'DK')?.name).toBe('Danmörk');
    const en = countryList('en');
    expect(en[0]).toEqual({ code: 'IS', name: 'Iceland' });
    const rest = en.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    expect(en).toHaveLength(countryCodes.length);
  });

  it('finds one country’s name, and none for a code off the list', () => {
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('DD', 'en')).toBeNull();
  });
});
