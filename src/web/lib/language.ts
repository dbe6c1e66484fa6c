import { FallbackLanguage, isLanguage, type Language } from '../../shared/enums';

/** Rules of requirements §9: languages is and en, is as the fallback, a ~5-year culture cookie. */
export const cultureCookieName = '.AspNetCore.Culture';
export const cultureCookieMaxAgeSeconds = 5 * 365 * 24 * 60 * 60;

/** The ASP.NET Core culture value, also sent as the `.AspNetCore.Culture` header. */
export function cultureValue(language: Language): string {
  return `c=${language}|uic=${language}`;
}

/** The `document.cookie` assignment that stores the language for about five years. */
export function cultureCookie(language: Language, secure = false): string {
  return (
    `${cultureCookieName}=${encodeURIComponent(cultureValue(language))}; path=/; ` +
    `max-age=${cultureCookieMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`
  );
}

/** Reads the language from a `document.cookie` string: `c=is|uic=is`, encoded or not. */
export function languageFromCookie(cookieString: string | undefined | null): Language | null {
  if (!cookieString) return null;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== cultureCookieName) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw text
    }
    const match = /(?:^|\|)uic=([A-Za-z-]+)/.exec(value) ?? /(?:^|\|)c=([A-Za-z-]+)/.exec(value) ?? /^([A-Za-z-]+)$/.exec(value);
    const lang = match?.[1].slice(0, 2).toLowerCase();
    if (isLanguage(lang)) return lang;
  }
  return null;
}

/** The first of the browser's preferred languages that the portal speaks. */
export function languageFromBrowser(languages: readonly string[] | undefined | null): Language | null {
  for (const tag of languages ?? []) {
    const lang = tag.slice(0, 2).toLowerCase();
    if (isLanguage(lang)) return lang;
  }
  return null;
}

/** The cookie wins, then the browser's language, then Icelandic. */
export function detectLanguage(input: { cookie?: string | null; browserLanguages?: readonly string[] | null }): Language {
  return languageFromCookie(input.cookie) ?? languageFromBrowser(input.browserLanguages) ?? FallbackLanguage;
}

export function otherLanguage(language: Language): Language {
  return language === 'is' ? 'en' : 'is';
}
