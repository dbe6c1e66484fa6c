import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

/** Counts read by each language's plural rules: "1 backup", not "1 backups"; Icelandic "21 dag". */
describe('counted texts', () => {
  it('take the singular for one in English, and for 1, 21, 31 (not 11) in Icelandic', async () => {
    const en = await createI18n('en');
    await en.loadNamespaces(['backups', 'dashboard']);
    expect(en.t('backups:page.keptValue', { count: 1, size: '2 MB' })).toBe('1 backup, 2 MB in all');
    expect(en.t('backups:page.keptValue', { count: 3, size: '6 MB' })).toBe('3 backups, 6 MB in all');
    expect(en.t('backups:page.keepDaysValue', { count: 1 })).toBe('1 day');
    expect(en.t('dashboard:exam.hardestNote', { count: 1 })).toBe('Only questions answered at least once.');
    const is = await createI18n('is');
    await is.loadNamespaces(['backups']);
    expect(is.t('backups:page.keepDaysValue', { count: 21 })).toBe('21 dag');
    expect(is.t('backups:page.keepDaysValue', { count: 11 })).toBe('11 daga');
    expect(is.t('backups:page.keepDaysValue', { count: 14 })).toBe('14 daga');
  });
});

const englishTexts = import.meta.glob<Record<string, unknown>>('../../shared/i18n/en/*.json', { import: 'default', eager: true });

function* textsOf(value: Record<string, unknown>, prefix = ''): Generator<[string, string]> {
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string') yield [`${prefix}${key}`, inner];
    else if (inner && typeof inner === 'object') yield* textsOf(inner as Record<string, unknown>, `${prefix}${key}.`);
  }
}

/** Things the texts count: a number put before one of these words needs the language's plural forms. */
const countedNouns =
  /\{\{\w+\}\}\s+(?:\w+\s+)?(days|hours|minutes|seconds|weeks|months|years|questions|answers|options|rows|pages|backups|people|pilots|users|items|problems|attempts|e-mails|notifications|certificates|files|images|results|organisations|members|jobs|recipients|entries)\b/;

/**
 * Texts whose number is a fixed limit above one (an age, a file's size, a cap the code sets), or
 * that count more than one thing ("33 of 40 questions"), where the plural always fits; and one
 * whose word before the noun is no number ("Valid {{type}} certificates").
 */
const neverOne = new Set([
  'dashboard:overview.certificates',
  'certificates-web:history.facts',
  'errors:tooYoung',
  'errors:categoryMinimumCap',
  'errors:import.refusedMany',
  'errors:import.tooManyRows',
  'errors:import.tooFewOptions',
  'exam-results:attempts.facts',
  'exam-results:answers.summary',
  'exams:rules.age',
  'exams:prepare.problems.2',
  'exams:result.correct',
  'questions:editor.errors.tooFewOptions',
  'questions:images.hint',
  'questions:images.tooMany',
]);

describe('every count in the texts', () => {
  it('has the plural forms of both languages where the number may be one', () => {
    const missing: string[] = [];
    for (const [file, texts] of Object.entries(englishTexts)) {
      const namespace = /([\w-]+)\.json$/.exec(file)![1];
      for (const [key, text] of textsOf(texts)) {
        if (/_(one|other)$/.test(key) || neverOne.has(`${namespace}:${key}`)) continue;
        if (countedNouns.test(text)) missing.push(`${namespace}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says one hour, one second, one page and one option in both languages', async () => {
    const en = await createI18n('en');
    await en.loadNamespaces(['backups', 'courses', 'questions', 'job-queues', 'exam-sessions', 'errors']);
    expect(en.t('backups:page.late', { hours: 1, count: 1 })).toBe('Backups are late: none has been taken in the last 1 hour.');
    expect(en.t('backups:page.late', { hours: 26, count: 26 })).toBe('Backups are late: none has been taken in the last 26 hours.');
    expect(en.t('courses:status.progress', { read: 0, total: 1, count: 1 })).toBe('0 of 1 page read');
    expect(en.t('questions:editor.optionCount', { count: 1, min: 2, max: 6 })).toBe('1 option (from 2 to 6).');
    expect(en.t('job-queues:page.refreshing', { seconds: 1, count: 1 })).toBe('Refreshed by itself every 1 second.');
    expect(en.t('errors:tooManyRequests', { seconds: 1, count: 1 })).toBe('Too many attempts. Try again in 1 second.');
    const is = await createI18n('is');
    await is.loadNamespaces(['backups', 'courses', 'questions', 'exam-sessions', 'errors']);
    expect(is.t('backups:page.late', { hours: 21, count: 21 })).toBe(
      'Afritun er á eftir: ekkert afrit hefur verið tekið síðustu 21 klukkustund.',
    );
    expect(is.t('backups:page.late', { hours: 11, count: 11 })).toBe(
      'Afritun er á eftir: ekkert afrit hefur verið tekið síðustu 11 klukkustundir.',
    );
    expect(is.t('courses:status.progress', { read: 1, total: 1, count: 1 })).toBe('1 af 1 síðu lesin');
    expect(is.t('errors:signInPaused', { minutes: 1, count: 1 })).toContain('Reyndu aftur eftir 1 mínútu');
    expect(is.t('exam-sessions:sessions.form.lengthHelp', { minutes: 31, count: 31 })).toContain('Sjálfgefin lengd er 31 mínúta.');
  });
});
