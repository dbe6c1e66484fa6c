import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api, at, browserOfFile, expectAccessible, htmlLang, newPage, shown } from './support/browser';
import {
  answerKeyOf,
  bornYearsAgo,
  createPilot,
  eventually,
  examCategories,
  readCourseByApi,
  type KeyedQuestion,
  type TestUser,
} from './support/portal';
import { t, type Language } from './support/texts';

/**
 * The A1/A3 exam from the candidate's side: a pilot reads the course, takes the exam answering
 * right, survives a reload with the clock still running, passes, downloads the certificate and
 * opens its verification page (in Icelandic); another fails and sees what to study (in English).
 * Then the exam managers find both attempts among the results (in English). The right answers
 * come from the question bank through the administrator's API.
 */

const browser = browserOfFile();

const A1A3 = 1;
/** The pilots of the journeys, for the administrator's look at the results afterwards. */
const sat: { passed?: TestUser; failed?: TestUser } = {};

/** `key_one` / `key_other` as i18next picks it for the count in the language. */
const counted = (language: Language, key: string, count: number, vars: Record<string, string | number> = {}) =>
  t(language, `${key}_${new Intl.PluralRules(language).select(count)}`, { count, ...vars });

/** "59:58" → 3598. */
const secondsOf = (clock: string) => {
  const [minutes, seconds] = clock.trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
};

const questionCard = (page: Page, language: Language, position: number, total: number) =>
  page.getByRole('article', { name: t(language, 'exams:take.question', { position, total }), exact: true });

const optionIn = (card: Locator, question: KeyedQuestion, text: string) =>
  card.getByRole(question.multipleAnswers ? 'checkbox' : 'radio', { name: text.trim(), exact: true });

/** Chooses the right options (or one wrong one) of the question on screen, and waits until the screen says it is saved. */
async function answer(page: Page, language: Language, question: KeyedQuestion, total: number, right: boolean): Promise<void> {
  const card = questionCard(page, language, question.position, total);
  await shown(card);
  const chosen = right ? question.options.filter((o) => o.isAnswer) : [question.options.find((o) => !o.isAnswer)!];
  expect(chosen.length, `question ${question.questionId} has a right and a wrong option`).toBeGreaterThan(0);
  for (const option of chosen) await optionIn(card, question, option[language]).check();
  await shown(page.getByTestId('exam-save-status').getByText(t(language, 'exams:take.saved'), { exact: true }));
}

/** The subjects of the drawn questions, with how many questions each gave. */
async function drawnSubjects(key: KeyedQuestion[]): Promise<Map<string, { title: string; titleEnglish: string; count: number }>> {
  const categories = new Map((await examCategories(A1A3)).map((c) => [c.id, c]));
  const subjects = new Map<string, { title: string; titleEnglish: string; count: number }>();
  for (const q of key) {
    const category = categories.get(q.categoryId)!;
    const found = subjects.get(category.title) ?? { title: category.title, titleEnglish: category.titleEnglish, count: 0 };
    found.count += 1;
    subjects.set(category.title, found);
  }
  return subjects;
}

/** The result-by-subject table as the screen shows it: subject → "n of m". */
async function breakdownShown(page: Page, language: Language): Promise<Map<string, string>> {
  const section = page.getByRole('region', { name: t(language, 'exams:result.breakdownTitle') });
  const rows = section.getByRole('table').getByRole('row');
  await shown(rows.nth(1));
  const shownRows = new Map<string, string>();
  for (let i = 1; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    shownRows.set((await row.getByRole('rowheader').innerText()).trim(), (await row.getByRole('cell').first().innerText()).trim());
  }
  return shownRows;
}

async function startFromPreparation(page: Page, language: Language, total: number): Promise<void> {
  await page.getByRole('link', { name: t(language, 'exams:prepare.start') }).click();
  await at(page, '/examination/A1A3/start/1');
  await shown(questionCard(page, language, 1, total));
}

describe('the A1/A3 exam', () => {
  it('in Icelandic: a pilot reads the course, passes the exam through a reload, downloads the certificate and verifies it', async () => {
    const is = (key: string, vars?: Record<string, string | number>) => t('is', key, vars);
    const pilot = await createPilot('is', { dateOfBirth: bornYearsAgo(30) });
    sat.passed = pilot;
    const token = pilot.session.accessToken;
    const rules = await api<{ numberOfQuestions: number; timeLimitMinutes: number; percentNeedToPass: number }>(
      `/api/services/app/Examination/GetExamRules?examType=${A1A3}`,
      { token },
    );
    expect([rules.numberOfQuestions, rules.timeLimitMinutes, rules.percentNeedToPass]).toEqual([40, 60, 75]);
    const total = rules.numberOfQuestions;
    const pages = (await api<{ items: unknown[] }>(`/api/services/app/Page/GetList/${A1A3}`, { token: await adminToken() })).items.length;

    const { context, page } = await newPage(browser(), 'is', { session: pilot.session });
    try {
      // Before the course is read, the preparation says so and offers no start.
      await page.goto('/examination-prepare/A1A3');
      await shown(page.getByRole('heading', { level: 1, name: is('exams:prepare.title', { type: is('exams:types.A1A3') }) }));
      const problems = page.getByRole('region', { name: is('exams:prepare.problemsTitle') });
      await shown(problems.getByText(is('exams:prepare.problems.1')));
      expect(await page.getByRole('link', { name: is('exams:prepare.start') }).count()).toBe(0);

      // The course, page by page with the reader's "next", to its end.
      await problems.getByRole('link', { name: is('exams:prepare.fix.1') }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(`/my-site/course/${A1A3}`);
      const next = page
        .getByRole('navigation', { name: is('courses:reader.pageNavigation') })
        .getByRole('link', { name: is('courses:reader.next') });
      const position = page.getByTestId('course-position');
      await eventually(() => position.innerText()).toBe(is('courses:reader.position', { rank: 1, total: pages }));
      for (let rank = 2; rank <= pages; rank++) {
        await next.click();
        await eventually(() => position.innerText()).toBe(is('courses:reader.position', { rank, total: pages }));
      }
      const finished = page.getByRole('region', { name: is('courses:reader.finishedTitle') });
      await shown(finished.getByRole('link', { name: is('courses:reader.toExam') }));

      // The preparation: the rules in words, nothing in the way.
      await page.goto('/examination-prepare/A1A3');
      const rulesSection = page.getByRole('region', { name: is('exams:rules.title') });
      await shown(rulesSection.getByText(counted('is', 'exams:rules.questions', 40)));
      await shown(rulesSection.getByText(counted('is', 'exams:rules.time', 60)));
      await shown(rulesSection.getByText(is('exams:rules.passMark', { percent: 75 })));
      await shown(page.getByText(is('exams:prepare.ready')));
      expect(await htmlLang(page)).toBe('is');
      await expectAccessible(page, 'the A1/A3 preparation page');

      await startFromPreparation(page, 'is', total);
      const key = await answerKeyOf(token, A1A3);
      expect(key).toHaveLength(total);
      await expectAccessible(page, 'the exam screen with a question');

      const timer = page.getByRole('timer');
      const answered = page.getByTestId('exam-answered-count');
      const jumpList = page.getByRole('navigation', { name: is('exams:take.jumpList') });
      const reloadAt = 20;
      for (const question of key) {
        const n = question.position;
        await answer(page, 'is', question, total, true);
        await eventually(() => answered.innerText()).toBe(is('exams:take.answeredCount', { answered: n, total }));
        if (n === 1) await expectAccessible(page, 'the exam screen with an answer saved');

        if (n === 5) {
          // Back to question 2 from the jump list: it is marked answered and keeps its answer; then on to 6.
          await jumpList.getByRole('button', { name: is('exams:take.jumpAnswered', { n: 2 }), exact: true }).click();
          await at(page, '/examination/A1A3/start/2');
          const second = key[1]!;
          for (const option of second.options.filter((o) => o.isAnswer)) {
            expect(await optionIn(questionCard(page, 'is', 2, total), second, option.is).isChecked()).toBe(true);
          }
          await jumpList.getByRole('button', { name: is('exams:take.jumpUnanswered', { n: 6 }), exact: true }).click();
          await at(page, '/examination/A1A3/start/6');
          continue;
        }

        if (n === reloadAt) {
          // A reload in the middle: the same question, its answer, and a clock that kept running from where it was.
          const before = secondsOf(await timer.innerText());
          const reloadedAt = Date.now();
          await page.reload();
          await at(page, `/examination/A1A3/start/${reloadAt}`);
          const card = questionCard(page, 'is', reloadAt, total);
          await shown(card);
          const after = secondsOf(await timer.innerText());
          const elapsed = (Date.now() - reloadedAt) / 1000;
          expect(after).toBeLessThanOrEqual(before);
          expect(before - after).toBeLessThanOrEqual(Math.ceil(elapsed) + 2);
          expect(after).toBeGreaterThan(total * 60 - 15 * 60);
          for (const option of question.options.filter((o) => o.isAnswer))
            expect(await optionIn(card, question, option.is).isChecked()).toBe(true);
          await eventually(() => answered.innerText()).toBe(is('exams:take.answeredCount', { answered: n, total }));
        }
        if (n < total) {
          await questionCard(page, 'is', n, total)
            .getByRole('button', { name: is('exams:take.next') })
            .click();
          await at(page, `/examination/A1A3/start/${n + 1}`);
        }
      }

      // On the last question the card offers to hand in; the dialog says every question is answered.
      await questionCard(page, 'is', total, total)
        .getByRole('button', { name: is('exams:take.submit') })
        .click();
      const dialog = page.getByRole('dialog', { name: is('exams:submit.title') });
      await shown(dialog.getByText(is('exams:submit.allAnswered')));
      await expectAccessible(page, 'the hand-in dialog');
      await dialog.getByRole('button', { name: is('exams:submit.confirm'), exact: true }).click();

      await at(page, '/ExaminationResult/A1A3');
      await shown(page.getByRole('heading', { level: 2, name: is('exams:result.passed') }));
      await shown(page.getByText(is('exams:result.score', { score: '100' }), { exact: true }));
      await shown(page.getByText(is('exams:result.correct', { correct: total, total }), { exact: true }));
      const subjects = await drawnSubjects(key);
      expect(await breakdownShown(page, 'is')).toEqual(
        new Map([...subjects.values()].map((s) => [s.title, is('exams:result.ofTotal', { correct: s.count, total: s.count })])),
      );
      await expectAccessible(page, 'the result page, passed');

      // The certificate on the competency page: its PDF and its verification page.
      await page.getByRole('link', { name: is('exams:result.toCompetency') }).click();
      await at(page, '/my-site/competency');
      const card = page.getByRole('article', { name: is('certificates-web:types.A1A3') });
      await shown(card.getByText(is('certificates-web:state.valid'), { exact: true }));
      await expectAccessible(page, 'the competency page');
      const download = page.waitForEvent('download');
      await card.getByRole('button', { name: is('certificates-web:download.pdf') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('certificate.pdf');
      const chunks: Buffer[] = [];
      for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
      const pdf = Buffer.concat(chunks);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1000);

      const verifyLink = card.getByRole('link', { name: is('certificates-web:competency.verifyLink') });
      const href = (await verifyLink.getAttribute('href'))!;
      expect(new URL(href).pathname).toMatch(new RegExp(`^/verify-qrcode/${pilot.id}/[^/]+$`));
      await verifyLink.click();
      await at(page, new URL(href).pathname);
      const holder = `${pilot.name} Prófsdóttir`;
      await shown(page.getByRole('heading', { level: 1, name: is('routes:verifyQrCode') }));
      const verdict = page.getByRole('status');
      await shown(verdict.getByText(is('certificates-web:state.valid'), { exact: true }));
      await shown(page.getByRole('heading', { level: 2, name: is('certificates-web:types.A1A3') }));
      await shown(page.getByText(holder, { exact: true }));
      await expectAccessible(page, 'the verification page');

      await page.getByRole('button', { name: 'English', exact: true }).click();
      await eventually(() => htmlLang(page)).toBe('en');
      await shown(verdict.getByText(t('en', 'certificates-web:state.valid'), { exact: true }));
      await shown(page.getByRole('heading', { level: 2, name: t('en', 'certificates-web:types.A1A3') }));
      await shown(page.getByText(t('en', 'certificates-web:fields.holder'), { exact: true }));
      await shown(page.getByText(holder, { exact: true }));
      await expectAccessible(page, 'the verification page in English');

      // A link with a token that is not the certificate's answers "not found", never someone's certificate.
      await page.goto(`/verify-qrcode/${pilot.id}/${'x'.repeat(32)}`);
      await shown(page.getByRole('alert').filter({ hasText: t('en', 'certificates-web:verify.notFound.title') }));
      expect(await page.getByText(holder).count()).toBe(0);
      await expectAccessible(page, 'the verification page of an unknown certificate');
    } finally {
      await context.close();
    }
  });

  it('in English: a candidate who answers wrongly and leaves the rest does not pass and sees the result by subject', async () => {
    const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);
    const pilot = await createPilot('en', { dateOfBirth: bornYearsAgo(17) });
    sat.failed = pilot;
    const token = pilot.session.accessToken;
    await readCourseByApi(token, A1A3);

    const { context, page } = await newPage(browser(), 'en', { session: pilot.session });
    try {
      await page.goto('/examination-prepare/A1A3');
      await shown(page.getByText(en('exams:prepare.ready')));
      expect(await htmlLang(page)).toBe('en');
      const total = 40;
      await startFromPreparation(page, 'en', total);
      const key = await answerKeyOf(token, A1A3);
      const wrong = 5;
      for (const question of key.slice(0, wrong)) {
        await answer(page, 'en', question, total, false);
        await questionCard(page, 'en', question.position, total)
          .getByRole('button', { name: en('exams:take.next') })
          .click();
      }
      await shown(questionCard(page, 'en', wrong + 1, total));

      // Handing in from the side: the dialog names the questions left unanswered.
      await page
        .getByRole('button', { name: en('exams:take.submit') })
        .last()
        .click();
      const dialog = page.getByRole('dialog', { name: en('exams:submit.title') });
      const left = key.slice(wrong).map((q) => q.position);
      await shown(dialog.getByText(counted('en', 'exams:submit.unanswered', left.length, { list: left.join(', ') }), { exact: true }));
      await shown(dialog.getByText(en('exams:submit.unansweredNote')));
      await dialog.getByRole('button', { name: en('exams:submit.confirm'), exact: true }).click();

      await at(page, '/ExaminationResult/A1A3');
      await shown(page.getByRole('heading', { level: 2, name: en('exams:result.failed'), exact: true }));
      await shown(page.getByText(en('exams:result.score', { score: '0' }), { exact: true }));
      await shown(page.getByText(en('exams:result.correct', { correct: 0, total }), { exact: true }));
      await shown(page.getByText(en('exams:result.passMark', { percent: 75 }), { exact: true }));
      await shown(page.getByText(en('exams:result.studyAgain')));
      await shown(page.getByRole('link', { name: en('exams:result.toCourse') }));
      expect(await page.getByRole('link', { name: en('exams:result.toCompetency') }).count()).toBe(0);
      const subjects = await drawnSubjects(key);
      expect(await breakdownShown(page, 'en')).toEqual(
        new Map([...subjects.values()].map((s) => [s.titleEnglish, en('exams:result.ofTotal', { correct: 0, total: s.count })])),
      );
      const section = page.getByRole('region', { name: en('exams:result.breakdownTitle') });
      const first = [...subjects.values()][0]!;
      // An empty bar has no width to be seen; its name says the share in words.
      expect(
        await section
          .getByRole('progressbar', { name: en('exams:result.share', { percent: '0%', subject: first.titleEnglish }), exact: true })
          .count(),
      ).toBe(1);
      await expectAccessible(page, 'the result page, not passed');
    } finally {
      await context.close();
    }
  });
});

describe('the exam results, for the exam managers in English', () => {
  const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);

  it('finds the pass and the fail by user name, opens a candidate, and shows the general exam settings', async () => {
    expect(sat.passed && sat.failed, 'the candidates above sat their exams first').toBeTruthy();
    const { context, page } = await newPage(browser(), 'en', { session: { accessToken: await adminToken() } });
    try {
      await page.goto('/admin/exam/drone-exam-result');
      await shown(page.getByRole('heading', { level: 1, name: en('routes:adminExamResults'), exact: true }));
      const table = page.getByRole('table', { name: en('exam-results:results.caption') });
      const search = page.getByRole('searchbox', { name: en('exam-results:filters.keyword') });

      for (const [pilot, outcome] of [
        [sat.failed!, en('exam-results:results.failed')],
        [sat.passed!, en('exam-results:results.passed')],
      ] as const) {
        await search.fill(pilot.userName);
        // The search runs once typing stops: first the user's row appears, then the others go.
        const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: pilot.userName, exact: true }) });
        await shown(row);
        await eventually(() => table.getByRole('row').count()).toBe(2);
        await shown(row.getByText(outcome, { exact: true }));
        await shown(row.getByRole('cell', { name: en('exam-results:types.A1A3'), exact: true }));
      }
      await expectAccessible(page, 'the exam results');

      // The passing candidate's detail: the attempt, its subjects and the certificate issued for it.
      const pilot = sat.passed!;
      const fullName = `${pilot.name} Prófsdóttir`;
      await table.getByRole('link', { name: fullName, exact: true }).click();
      await at(page, `/admin/exam/drone-exam-result/${A1A3}/${pilot.id}`);
      await shown(
        page.getByRole('heading', {
          level: 1,
          name: en('exam-results:detail.title', { name: fullName, type: en('exam-results:types.A1A3') }),
        }),
      );
      await shown(
        page.getByRole('heading', { name: counted('en', 'exam-results:attempts.title', 1, { type: en('exam-results:types.A1A3') }) }),
      );
      await shown(page.getByText(en('exam-results:attempts.facts', { correct: 40, total: 40, needed: 75 })));
      await shown(page.getByRole('heading', { name: en('exam-results:certificate.title', { type: en('exam-results:types.A1A3') }) }));
      await shown(page.getByText(en('exam-results:answers.summary', { right: 40, total: 40 }), { exact: true }));
      await expectAccessible(page, 'a candidate result');

      await page.goto('/admin/exam/general-settings');
      await shown(page.getByRole('heading', { level: 1, name: en('routes:adminExamGeneralSettings'), exact: true }));
      await shown(page.getByRole('heading', { level: 2, name: en('exam-sessions:settings.groups.a1a3.title') }));
      await shown(page.getByRole('heading', { level: 2, name: en('exam-sessions:validity.title') }));
      await expectAccessible(page, 'the general exam settings');
    } finally {
      await context.close();
    }
  });
});
