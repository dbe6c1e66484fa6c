import { FallbackLanguage, isLanguage, type Language } from '../../shared/enums';

export const cultureCookieName = '.AspNetCore.Culture';

/** Reads `c=is|uic=is`, its URL-encoded form, or a plain `is` / `en-GB`. */
export function parseCulture(value: string | undefined): Language | null {
  if (!value) return null;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // keep the raw value
  }
  const match = /(?:^|\|)uic=([A-Za-z-]+)/.exec(text) ?? /(?:^|\|)c=([A-Za-z-]+)/.exec(text) ?? /^([A-Za-z-]+)$/.exec(text.trim());
  const lang = match?.[1].slice(0, 2).toLowerCase();
  return isLanguage(lang) ? lang : null;
}

export function parseAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())).find(Boolean);
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q[1]) : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.map((x) => x.lang).find(isLanguage) as Language | undefined) ?? null;
}

/**
 * Requirements §10: header, then the user's own setting, then cookie, then Accept-Language, then
 * Icelandic. Before them all the `culture` query parameter (ASP.NET's query-string provider): a
 * link the browser follows itself (a file to download) carries no header, and without it the
 * user's setting would answer an English screen's export in Icelandic.
 */
export function resolveCulture(input: {
  query?: unknown;
  header?: string;
  userLanguage?: string | null;
  cookie?: string;
  acceptLanguage?: string;
}): Language {
  return (
    (typeof input.query === 'string' ? parseCulture(input.query) : null) ??
    parseCulture(input.header) ??
    (isLanguage(input.userLanguage) ? input.userLanguage : null) ??
    parseCulture(input.cookie) ??
    parseAcceptLanguage(input.acceptLanguage) ??
    FallbackLanguage
  );
}
