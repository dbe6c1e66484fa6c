import i18next, { type TFunction } from 'i18next';
import { sharedResources } from '../../shared/i18n/resources';
import { sentenceEnd } from '../../shared/i18n/sentence-end';
import type { Language } from '../../shared/enums';

const instance = i18next.createInstance().use(sentenceEnd);
void instance.init({
  resources: sharedResources,
  lng: 'is',
  fallbackLng: 'is',
  ns: Object.keys(sharedResources.is),
  defaultNS: 'errors',
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  postProcess: [sentenceEnd.name],
  initAsync: false,
});

const fixed: Record<Language, TFunction> = { is: instance.getFixedT('is'), en: instance.getFixedT('en') };

/** Translates a `namespace:key` into the language; unknown keys come back as themselves. */
export function translate(language: Language, key: string, params?: Record<string, unknown>): string {
  return String(fixed[language](key, params as never));
}

/**
 * The language's texts, each looked up once: a file of many rows names the same few labels (a
 * status, a kind) on every row, and i18next's lookup of each was nearly all the CPU a CSV export
 * spent on the portal, holding the event loop a third of a second a batch of 1,000 rows on a
 * loaded machine. Keep one per file, not for the process: the keys a file meets are few.
 */
export function labelsFor(language: Language): (key: string, params?: Record<string, string>) => string {
  const known = new Map<string, string>();
  return (key, params) => {
    const id = params ? `${key}\u0000${JSON.stringify(params)}` : key;
    let text = known.get(id);
    if (text === undefined) {
      text = translate(language, key, params);
      known.set(id, text);
    }
    return text;
  };
}

/** The language's translation function, keys with fallbacks too (`['a:x', 'a:y']`). */
export function translatorFor(language: Language): (key: string | string[], params?: Record<string, unknown>) => string {
  return (key, params) => String(fixed[language](key as never, params as never));
}
