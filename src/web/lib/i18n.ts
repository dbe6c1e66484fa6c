import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FallbackLanguage, isLanguage, type Language } from '../../shared/enums';
import { cultureCookie, detectLanguage } from './language';

type Namespaces = Record<string, Record<string, any>>;

/**
 * Every namespace in `src/shared/i18n/<language>/<namespace>.json`, found by its name, so a new
 * feature's file needs no list; left out are those only the server reads (e-mails, file exports,
 * the certificate PDF), which the bundle then never carries.
 */
const files = import.meta.glob<Record<string, any>>(
  ['../../shared/i18n/*/*.json', '!**/mail.json', '!**/exports.json', '!**/certificates.json'],
  { eager: true, import: 'default' },
);

function byLanguage(language: Language): Namespaces {
  const pattern = new RegExp(`/${language}/([\\w-]+)\\.json$`);
  return Object.fromEntries(
    Object.entries(files).flatMap(([file, texts]) => {
      const namespace = pattern.exec(file)?.[1];
      return namespace ? [[namespace, texts]] : [];
    }),
  );
}

export const resources: Record<Language, Namespaces> = { is: byLanguage('is'), en: byLanguage('en') };

/** Namespaces the server speaks too (`shared/i18n/resources.ts`); the rest are the screens' own. */
const alsoOnServer = new Set(['errors', 'validation', 'permissions']);
const screensOwn = (namespaces: Namespaces): Namespaces => Object.fromEntries(Object.entries(namespaces).filter(([ns]) => !alsoOnServer.has(ns)));

/** The screens' own namespaces, beside those the server shares. */
export const webResources: Record<Language, Namespaces> = { is: screensOwn(resources.is), en: screensOwn(resources.en) };

export const namespaces = Object.keys(resources.is);

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function writeCultureCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = cultureCookie(language, typeof location !== 'undefined' && location.protocol === 'https:');
}

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FallbackLanguage,
    supportedLngs: ['is', 'en'],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => setDocumentLanguage(lng));
  setDocumentLanguage(language);
  return instance;
}

function initialLanguage(): Language {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return FallbackLanguage;
  return detectLanguage({ cookie: document.cookie, browserLanguages: navigator.languages ?? [navigator.language] });
}

const startLanguage = initialLanguage();
export const i18n = createI18n(startLanguage);
// The cookie defaults to the browser's language (specification section 9) and lasts about five years.
writeCultureCookie(startLanguage);

export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : FallbackLanguage;
}

/** Switches the screens, the `<html lang>` and the culture cookie; the server is told by the caller. */
export async function setLanguage(language: Language): Promise<void> {
  writeCultureCookie(language);
  await i18n.changeLanguage(language);
}
