import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, browserOfFile, htmlLang, newPage, type SeededSession, shown } from './support/browser';
import { createPilot, examCategories } from './support/portal';
import type { Language } from './support/texts';

/**
 * Every word a reader meets is in their language. The walk opens every built screen in English
 * and in Icelandic and reads all of its text, including labels that only a screen reader speaks:
 * in English nothing may carry Icelandic letters, in Icelandic no English sentence of the
 * translations may appear. Text in another language is allowed only where it is marked as such
 * with `lang` (WCAG 3.1.2), like the language switcher's "Íslenska" or a mail's subject, and proper
 * names; data that people typed (names of users, roles, tenants, organisations and exam
 * sessions, the questions of the category listed) is taken out first.
 */

const browser = browserOfFile();
let admin: SeededSession;
let pilot: SeededSession;
/** The category of the question bank whose screens the walk opens. */
let categoryId: number;
const screens: { area: 'public' | 'pilot' | 'admin'; path: string }[] = [];

const i18nDir = path.resolve(import.meta.dirname, '../src/shared/i18n');

/** Every translated string of a language, keyed by its full key. */
function translations(language: Language): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (prefix: string, node: unknown) => {
    if (typeof node === 'string') found.set(prefix, node);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(`${prefix}.${k}`, v);
  };
  for (const file of fs.readdirSync(path.join(i18nDir, language))) {
    walk(file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(i18nDir, language, file), 'utf8')));
  }
  return found;
}

/**
 * The English sentences that an Icelandic screen must never show: the parts between placeholders
 * of every English text that differs from its Icelandic, three words or more, so that shared
 * words (A1/A3, PIN, e-mail addresses) do not count.
 */
function englishPhrases(): string[] {
  const icelandic = translations('is');
  const phrases = new Set<string>();
  for (const [key, english] of translations('en')) {
    if (icelandic.get(key) === english) continue;
    for (const part of english.split(/\{\{[^}]+\}\}|<[^>]+>|\$t\([^)]*\)/)) {
      const phrase = part.trim();
      if (phrase.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length >= 3) phrases.add(phrase);
    }
  }
  return [...phrases];
}

async function names<T>(url: string, pick: (item: T) => (string | null | undefined)[]): Promise<string[]> {
  const page = await api<{ items: T[] }>(url, { token: await adminToken() });
  return page.items.flatMap(pick).filter((s): s is string => Boolean(s && s.trim()));
}

/**
 * What people typed that a screen may list, longest first: read again for each screen, as the
 * journeys running beside this one add people, roles and exam sessions all the while.
 */
async function typedByPeople(): Promise<string[]> {
  const typed = [
    ...(await names<{ name: string; surname: string; userName: string; fullName?: string }>(
      '/api/services/app/User/GetAll?MaxResultCount=1000',
      (u) => [u.fullName, `${u.name} ${u.surname}`, u.name, u.surname, u.userName],
    )),
    ...(await names<{ name: string; displayName: string; isStatic: boolean }>('/api/services/app/Role/GetAll?MaxResultCount=1000', (r) =>
      r.isStatic ? [] : [r.displayName, r.name],
    )),
    ...(await names<{ tenancyName: string; name: string }>('/api/services/app/Tenant/GetAll?MaxResultCount=1000', (x) => [
      x.name,
      x.tenancyName,
    ])),
    // Organisations are named by those who register them, and mail subjects in the outbox quote them.
    ...(await names<{ name: string }>('/api/services/app/Organization/GetPaggedList?MaxResultCount=1000', (o) => [o.name])),
    ...(await names<{ name: string }>('/api/services/app/Examination/GetAllActiveExamSessions', (x) => [x.name])),
    ...(await names<{ name: string }>('/api/services/app/Examination/GetAllPreviousExamSessions?MaxResultCount=1000', (x) => [x.name])),
    // The questions the category's list shows are their authors' text, some written by other journeys.
    ...(await names<{ rawContentIcelandic: string; rawContentEnglish: string }>(
      `/api/services/app/Question/GetByCategory?CategoryId=${categoryId}&MaxResultCount=1000`,
      (q) => [q.rawContentIcelandic, q.rawContentEnglish],
    )),
  ];
  return typed.sort((a, b) => b.length - a.length);
}

beforeAll(async () => {
  admin = { accessToken: await adminToken() };
  pilot = (await createPilot('is', { dateOfBirth: '1990-05-05' })).session;
  const [category] = await examCategories(1);
  categoryId = category.id;
  const examination = await api<{ id: number }>('/api/services/app/Examination/GetByCertificateType?CertificateType=1', {
    token: admin.accessToken,
  });
  const publicPaths = [
    '/',
    '/faq',
    '/privacy',
    '/register',
    '/account/login',
    '/exception?type=401',
    '/verify-reset-password/not-a-real-reset-token',
    '/verify/3/1/not-a-real-confirmation-token',
    '/account/login/new-password/1/abcdefghijklmnop',
  ];
  const pilotPaths = [
    '/my-site/default',
    '/my-site/information',
    '/my-site/competency',
    '/my-site/course/1',
    '/examination-prepare/A1A3',
    '/examination-prepare/A2',
  ];
  const adminPaths = [
    '/admin',
    '/admin/users',
    '/admin/roles',
    '/admin/tenants',
    '/admin/configuration',
    '/admin/outbox',
    '/admin/examination/a1a3',
    '/admin/examination/a2',
    `/admin/examination/${examination.id}/category/${category.id}`,
    `/admin/examination/${examination.id}/category/${category.id}/new-question`,
    '/admin/courses/A1A3',
    '/admin/courses/A2',
    '/admin/exam/sessions',
    '/admin/exam/drone-exam-result',
    '/admin/exam/general-settings',
  ];
  screens.push(
    ...publicPaths.map((p) => ({ area: 'public' as const, path: p })),
    ...pilotPaths.map((p) => ({ area: 'pilot' as const, path: p })),
    ...adminPaths.map((p) => ({ area: 'admin' as const, path: p })),
  );
});

/** Waits until the screen has its heading and has stopped loading. */
async function settled(page: Page) {
  await shown(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'));
}

interface Finding {
  text: string;
  where: string;
}

/** Runs in the page: every text and spoken label not marked as another language, with people's data taken out. */
function readerTexts({ language, data }: { language: string; data: string[] }): Finding[] {
  const found: Finding[] = [];
  // Text marked as another language is that language wherever it is quoted, in a label too.
  const marked = [...document.body.querySelectorAll('[lang]')]
    .filter((el) => !el.getAttribute('lang')!.startsWith(language))
    .map((el) => (el.textContent ?? '').trim())
    .filter(Boolean);
  const strip = (text: string) => [...data, ...marked].reduce((rest, d) => rest.split(d).join(' '), text);
  const inOtherLanguage = (el: Element) => {
    const marked = el.closest('[lang]')?.getAttribute('lang');
    return Boolean(marked && !marked.startsWith(language));
  };
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript, template') || inOtherLanguage(el)) continue;
    if (!el.checkVisibility() && !el.closest('.sr-only, [class*="VisuallyHidden"]')) continue;
    const text = strip(node.textContent ?? '').trim();
    if (text) found.push({ text, where: describe(el) });
  }
  for (const el of document.body.querySelectorAll(
    '[aria-label], [title], [placeholder], [alt], [aria-valuetext], [aria-roledescription], [aria-description]',
  )) {
    if (inOtherLanguage(el)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription', 'aria-description']) {
      const value = el.getAttribute(name);
      if (value) found.push({ text: strip(value).trim(), where: `${describe(el)}[${name}]` });
    }
  }
  for (const input of document.body.querySelectorAll('input:not([type=hidden]), textarea')) {
    if (!inOtherLanguage(input)) found.push({ text: strip((input as HTMLInputElement).value).trim(), where: `${describe(input)}[value]` });
  }
  return found.filter((f) => f.text);
}

const icelandicLetters = /[þðæöáéíóúýÞÐÆÖÁÉÍÓÚÝ]/;
/**
 * Names that English writes as Icelandic does (WCAG 3.1.2 leaves proper names out): the authority,
 * its address, the data protection authority, and the currency.
 */
const properNames = new Set(['Samgöngustofa', 'Ármúli', 'Reykjavík', 'Persónuvernd', 'Rauðarárstígur', 'króna', 'krónur']);
/** Domain names (Ísland.is, the sign-in service) are names too. */
const domainName = /[\p{L}\d-]+(\.[\p{L}\d-]+)+/gu;
const icelandicWords = (text: string) =>
  (text.replace(domainName, ' ').match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => icelandicLetters.test(word) && !properNames.has(word));

async function wrongLanguage(page: Page, language: Language, phrases: string[]): Promise<string[]> {
  // Read once the screen has settled: whatever it shows was typed before.
  const texts = await page.evaluate(readerTexts, { language, data: await typedByPeople() });
  // A walk that reads nothing would pass everything.
  expect(texts.length).toBeGreaterThan(10);
  const wrong =
    language === 'en'
      ? texts.filter((f) => icelandicWords(f.text).length > 0)
      : texts.filter((f) => phrases.some((phrase) => f.text.includes(phrase)));
  return [...new Set(wrong.map((f) => `${f.where}: ${f.text.slice(0, 120)}`))];
}

async function walk(language: Language) {
  const phrases = language === 'is' ? englishPhrases() : [];
  if (language === 'is') expect(phrases.length).toBeGreaterThan(500);
  const sessions = { public: undefined, pilot, admin };
  const found: string[] = [];
  for (const area of ['public', 'pilot', 'admin'] as const) {
    const { context, page } = await newPage(browser(), language, { session: sessions[area] });
    try {
      for (const screen of screens.filter((s) => s.area === area)) {
        await page.goto(screen.path);
        await settled(page);
        expect(await htmlLang(page), screen.path).toBe(language);
        for (const problem of await wrongLanguage(page, language, phrases)) found.push(`${screen.path} ${problem}`);
      }
    } finally {
      await context.close();
    }
  }
  expect(found).toEqual([]);
}

describe('every screen in the reader’s language', () => {
  it('in English, no Icelandic outside what is marked Icelandic or typed by people', () => walk('en'));
  it('in Icelandic, no English sentence of the translations outside what is marked English', () => walk('is'));
});
