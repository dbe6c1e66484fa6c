import { describe, expect, it } from 'vitest';
import {
  cultureCookie,
  cultureCookieMaxAgeSeconds,
  cultureCookieName,
  cultureValue,
  detectLanguage,
  languageFromBrowser,
  languageFromCookie,
  otherLanguage,
} from './language';

describe('language rules', () => {
  it('writes the ASP.NET Core culture value', () => {
    expect(cultureCookieName).toBe('.AspNetCore.Culture');
    expect(cultureValue('is')).toBe('c=is|uic=is');
    expect(cultureValue('en')).toBe('c=en|uic=en');
  });

  it('keeps the culture cookie for about five years on the whole site', () => {
    const cookie = cultureCookie('en');
    expect(cookie.startsWith(`.AspNetCore.Culture=${encodeURIComponent('c=en|uic=en')};`)).toBe(true);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`max-age=${cultureCookieMaxAgeSeconds}`);
    expect(cultureCookieMaxAgeSeconds / (365 * 24 * 3600)).toBeCloseTo(5, 1);
    expect(cultureCookie('is', true)).toContain('; Secure');
  });

  it('reads the cookie back, encoded or not', () => {
    expect(languageFromCookie('a=1; .AspNetCore.Culture=c%3Den%7Cuic%3Den; b=2')).toBe('en');
    expect(languageFromCookie('.AspNetCore.Culture=c=is|uic=is')).toBe('is');
    expect(languageFromCookie('.AspNetCore.Culture=en')).toBe('en');
    expect(languageFromCookie('.AspNetCore.Culture=c=de|uic=de')).toBeNull();
    expect(languageFromCookie('')).toBeNull();
    expect(languageFromCookie('other=c=en|uic=en')).toBeNull();
  });

  it('takes the first browser language the portal speaks', () => {
    expect(languageFromBrowser(['en-GB', 'is'])).toBe('en');
    expect(languageFromBrowser(['de-DE', 'is-IS'])).toBe('is');
    expect(languageFromBrowser(['de', 'fr'])).toBeNull();
    expect(languageFromBrowser(undefined)).toBeNull();
  });

  it('defaults to the cookie, then the browser, then Icelandic', () => {
    expect(detectLanguage({ cookie: '.AspNetCore.Culture=c%3Dis%7Cuic%3Dis', browserLanguages: ['en-US'] })).toBe('is');
    expect(detectLanguage({ cookie: '', browserLanguages: ['en-US'] })).toBe('en');
    expect(detectLanguage({ cookie: null, browserLanguages: ['pl-PL', 'de'] })).toBe('is');
    expect(detectLanguage({})).toBe('is');
  });

  it('switches between the two languages', () => {
    expect(otherLanguage('is')).toBe('en');
    expect(otherLanguage('en')).toBe('is');
  });
});
