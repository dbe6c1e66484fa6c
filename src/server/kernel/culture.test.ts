import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, parseCulture, resolveCulture } from './culture';
import { parseTenantId } from './tenant';
import { verbFor } from '../../shared/contracts/endpoint';

describe('culture', () => {
  it('reads the ABP culture value in its forms', () => {
    expect(parseCulture('c=en|uic=en')).toBe('en');
    expect(parseCulture('c%3Den%7Cuic%3Den')).toBe('en');
    expect(parseCulture('is')).toBe('is');
    expect(parseCulture('en-GB')).toBe('en');
    expect(parseCulture('de')).toBeNull();
    expect(parseCulture('%E0%A4%A')).toBeNull();
    expect(parseCulture(undefined)).toBeNull();
  });

  it('ranks Accept-Language by quality', () => {
    expect(parseAcceptLanguage('de;q=1, en;q=0.5, is;q=0.8')).toBe('is');
    expect(parseAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(parseAcceptLanguage('fr, de')).toBeNull();
    expect(parseAcceptLanguage('en;q=0')).toBeNull();
  });

  it('falls back to Icelandic', () => {
    expect(resolveCulture({})).toBe('is');
    expect(resolveCulture({ userLanguage: 'en', cookie: 'c=is|uic=is' })).toBe('en');
    expect(resolveCulture({ header: 'is', userLanguage: 'en' })).toBe('is');
  });

  it('takes the culture query parameter first, as a followed link carries no header', () => {
    expect(resolveCulture({ query: 'en', header: 'is', userLanguage: 'is' })).toBe('en');
    expect(resolveCulture({ query: ['en', 'is'], userLanguage: 'is' })).toBe('is');
    expect(resolveCulture({ query: 'de', userLanguage: 'en' })).toBe('en');
  });
});

describe('tenant header', () => {
  it('takes a positive whole number, empty or null for the host, and refuses anything else', () => {
    expect(parseTenantId('2')).toBe(2);
    expect(parseTenantId(' 7 ')).toBe(7);
    expect(parseTenantId('null')).toBeNull();
    expect(parseTenantId('')).toBeNull();
    expect(parseTenantId(undefined)).toBeNull();
    // Too long for an id: names nobody (404), never the host.
    expect(parseTenantId('12345678901')).toBe(Number.POSITIVE_INFINITY);
    for (const garbage of ['0', '-3', '1.5', '1; drop table users', 'abc']) expect(() => parseTenantId(garbage)).toThrow();
  });
});

describe('verbs by method prefix', () => {
  it('follows the ABP conventions', () => {
    expect(verbFor('GetAll')).toBe('GET');
    expect(verbFor('getPopulatedPilot')).toBe('GET');
    expect(verbFor('Update')).toBe('PUT');
    expect(verbFor('PutSomething')).toBe('PUT');
    expect(verbFor('Delete')).toBe('DELETE');
    expect(verbFor('RemoveCurrentUserFromOrganization')).toBe('DELETE');
    expect(verbFor('Create')).toBe('POST');
    expect(verbFor('ChangePassword')).toBe('POST');
  });
});
