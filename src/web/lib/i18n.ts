import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FallbackLanguage, isLanguage, type Language } from '../../shared/enums';
import { cultureCookie, detectLanguage } from './language';

type Texts = Record<string, unknown>;

/**
 * Every namespace in `src/shared/i18n/<language>/<namespace>.json`, found by its name, so a new
 * feature's file needs no list; left out are those only the server reads (e-mails, file exports,
 * the certificate PDF, notification messages), which the bundle then never carries. Each file is
 * a small chunk of its own, fetched when a screen first asks for its namespace: a public page
 * carries its language's shell texts and its own, never the administration's.
 */
const files = import.meta.glob<Texts>(
  [
    '../../shared/i18n/*/*.json',
    '!**/mail.json',
    '!**/exports.json',
    '!**/certificates.json',
    '!**/notifications.json',
    '!../../shared/i18n/is/{common,routes,errors,validation,permissions}.json',
  ],
  { import: 'default' },
);

/**
 * The shell's namespaces, loaded before the first screen: what the shell, the error dialog and
 * every form use. Their Icelandic files, which every reader loads (Icelandic is the fallback), are
 * part of the shell's script, so the first screen waits no extra round trip for its texts; the other
 * languages' come as files of their own.
 */
const shellFiles = import.meta.glob<Texts>('../../shared/i18n/is/{common,routes,errors,validation,permissions}.json', {
  import: 'default',
  eager: true,
});
const shellNamespaces = Object.keys(shellFiles).map((file) => /([\w-]+)\.json$/.exec(file)![1]);

const fileOf = (language: string, namespace: string) => `../../shared/i18n/${language}/${namespace}.json`;

/** The namespaces kept on disk for the language. */
export function namespacesOf(language: Language): string[] {
  const pattern = new RegExp(`/${language}/([\\w-]+)\\.json$`);
  return [...Object.keys(shellFiles), ...Object.keys(files)].flatMap((file) => pattern.exec(file)?.[1] ?? []);
}

/**
 * A feature's own namespace: its folder's name, or `<name>-web` where the server keeps a namespace
 * of that name for its e-mails and documents (`certificates`, `mail`).
 */
export function featureNamespace(feature: string): string {
  return namespacesOf(FallbackLanguage).includes(`${feature}-web`) ? `${feature}-web` : feature;
}

/** Reads a namespace's file; a screen asking for one not yet loaded waits (suspends) until it is. */
const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const inShell = shellFiles[fileOf(language, namespace)];
    if (inShell) return callback(null, inShell as ResourceKey);
    const load = files[fileOf(language, namespace)];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function writeCultureCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = cultureCookie(language, typeof location !== 'undefined' && location.protocol === 'https:');
}

function newInstance(language: Language): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FallbackLanguage,
      supportedLngs: ['is', 'en'],
      ns: shellNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  instance.on('languageChanged', (lng) => setDocumentLanguage(lng));
  setDocumentLanguage(language);
  return { instance, ready };
}

/** An instance whose shell namespaces (in the language and in Icelandic, the fallback) are loaded when it resolves. */
export async function createI18n(language: Language): Promise<I18n> {
  const { instance, ready } = newInstance(language);
  await ready;
  return instance;
}

function initialLanguage(): Language {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return FallbackLanguage;
  return detectLanguage({ cookie: document.cookie, browserLanguages: navigator.languages ?? [navigator.language] });
}

const startLanguage = initialLanguage();
const start = newInstance(startLanguage);
export const i18n = start.instance;
/** Resolves when the shell's texts are in; the app renders the first screen after it (main.tsx). */
export const i18nReady = start.ready;
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
