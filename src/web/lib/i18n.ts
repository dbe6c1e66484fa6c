import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FallbackLanguage, isLanguage, type Language } from '../../shared/enums';
import { cultureCookie, detectLanguage } from './language';
import { sentenceEnd } from '../../shared/i18n/sentence-end';
import { serverOnlyNamespaces } from '../../shared/i18n/server-only';

type Texts = Record<string, unknown>;

/**
 * Every namespace in `src/shared/i18n/<language>/<namespace>.json`, found by its name, so a new
 * feature's file needs no list; left out are those only the server reads (`serverOnlyNamespaces`:
 * Vite takes only literal patterns, so `i18n.test.ts` holds these equal to it), which the build
 * then never carries. In the build each is a file of its own, fetched as data when a screen first
 * asks for its namespace: texts are not code, and as JSON they cost a phone less to read than as a script. A public page loads its
 * language's shell texts and its own, never the administration's.
 */
const files = import.meta.glob<string>(
  ['../../shared/i18n/*/*.json', '!../../shared/i18n/*/{abp-client,certificates,exports,id-login,mail,notifications}.json'],
  { query: '?url', import: 'default', eager: true },
);

/** The same files as modules, for the development server and the component tests, which read the sources. */
const modules = import.meta.glob<Texts>(
  ['../../shared/i18n/*/*.json', '!../../shared/i18n/*/{abp-client,certificates,exports,id-login,mail,notifications}.json'],
  { import: 'default' },
);

/**
 * The shell's namespaces, loaded before the first screen: what the layouts and the page titles say.
 * index.html preloads their Icelandic files, which every reader loads (Icelandic is the fallback),
 * beside the scripts, so the first screen waits no extra round trip for its texts.
 */
const shellNamespaces = ['common', 'routes'];

const fileOf = (language: string, namespace: string) => `../../shared/i18n/${language}/${namespace}.json`;

/** The namespaces kept on disk for the language. */
export function namespacesOf(language: Language): string[] {
  const pattern = new RegExp(`/${language}/([\\w-]+)\\.json$`);
  const serverOnly: readonly string[] = serverOnlyNamespaces;
  return Object.keys(files)
    .flatMap((file) => pattern.exec(file)?.[1] ?? [])
    .filter((namespace) => !serverOnly.includes(namespace));
}

/**
 * A feature's own namespace: its folder's name, or `<name>-web` where the server keeps a namespace
 * of that name for its e-mails and documents (`certificates`, `notifications`).
 */
export function featureNamespace(feature: string): string {
  return namespacesOf(FallbackLanguage).includes(`${feature}-web`) ? `${feature}-web` : feature;
}

/** A namespace's texts, or undefined when the language has no such file. */
async function fetchTexts(file: string): Promise<Texts> {
  // The same request as index.html's preload (same mode, same credentials), so it takes that answer.
  const response = await fetch(files[file], { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${files[file]} answered ${response.status}`);
  return (await response.json()) as Texts;
}

// A production build in the browser fetches; the development server, the tests and the build's
// prerendering of pages (which runs in Node, in production mode) read the sources.
const readTexts = (file: string): Promise<Texts> => (import.meta.env.PROD && !import.meta.env.SSR ? fetchTexts(file) : modules[file]());

/** Reads a namespace's file; a screen asking for one not yet loaded waits (suspends) until it is. */
const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const file = fileOf(language, namespace);
    if (!files[file]) return callback(null, {});
    readTexts(file).then(
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
    .use(sentenceEnd)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FallbackLanguage,
      supportedLngs: ['is', 'en'],
      ns: shellNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      postProcess: [sentenceEnd.name],
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

/**
 * The texts of problems: what a form says of a wrong field and what the error dialog says. A screen
 * loads them with its own (lib/screens.ts); a public page that must open fast loads them only when
 * something goes wrong, through the form hook, the error dialog and the error state.
 */
export const problemNamespaces: readonly string[] = ['validation', 'errors'];

export function hasProblemTexts(): boolean {
  return problemNamespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
}

/** Loads the texts of problems; done at once when they are in. */
export function loadProblemTexts(): Promise<void> {
  return hasProblemTexts() ? Promise.resolve() : i18n.loadNamespaces([...problemNamespaces]);
}

// The cookie defaults to the browser's language (requirements §9) and lasts about five years.
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
