import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api, at, browserOfFile, expectAccessible, gone, htmlLang, newPage, shown } from './support/browser';
import { answerKeyOf, bornYearsAgo, createPilot, eventually, issueCertificate, uniqueName, type KeyedQuestion } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * The supervised A2 exam: a supervisor opens a session and shows its exam code and PIN (in
 * English); a candidate with an A1/A3 certificate who has read the A2 course proves the session
 * with them, after one wrong PIN, and starts (in Icelandic); the supervisor follows the answers
 * live and ends the session, which hands the candidate's attempt in.
 */

const browser = browserOfFile();
/** Sessions a journey opened, ended again so that no open session is left for whatever runs next. */
const opened = new Set<number>();

afterAll(async () => {
  const token = await adminToken();
  for (const id of opened) {
    await api(`/api/services/app/Examination/GetEndExamSession?SessionId=${id}&IsClosedManually=true`, { token }).catch(() => undefined);
  }
});

const A2 = 2;
const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);
const is = (key: string, vars?: Record<string, string | number>) => t('is', key, vars);

const questionCard = (page: Page, language: Language, position: number, total: number) =>
  page.getByRole('article', { name: t(language, 'exams:take.question', { position, total }), exact: true });

/** The value under a label of the session card's large code and PIN. */
async function bigValue(card: Locator, label: string): Promise<string> {
  const term = card.getByRole('term').filter({ hasText: label });
  await shown(term);
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

async function answerRight(page: Page, question: KeyedQuestion, total: number): Promise<void> {
  const card = questionCard(page, 'is', question.position, total);
  await shown(card);
  for (const option of question.options.filter((o) => o.isAnswer)) {
    await card.getByRole(question.multipleAnswers ? 'checkbox' : 'radio', { name: option.is.trim(), exact: true }).check();
  }
  await shown(page.getByTestId('exam-save-status').getByText(is('exams:take.saved'), { exact: true }));
}

describe('the A2 exam in a supervised session', () => {
  it('the supervisor opens a session, the candidate proves it with the PIN and starts, the supervisor watches and ends it', async () => {
    const pilot = await createPilot('is', { dateOfBirth: bornYearsAgo(25) });
    await issueCertificate(pilot.id, 1);
    const fullName = `${pilot.name} Prófsdóttir`;
    const sessionName = uniqueName('Prófsalur ');
    const coursePages = (await api<{ items: unknown[] }>(`/api/services/app/Page/GetList/${A2}`, { token: await adminToken() })).items
      .length;

    const supervisor = await newPage(browser(), 'en', { session: { accessToken: await adminToken() } });
    const candidate = await newPage(browser(), 'is', { session: pilot.session });
    const admin = supervisor.page;
    const page = candidate.page;
    try {
      // The supervisor opens a session; its card shows the code and the PIN large, and its candidates below.
      await admin.goto('/admin/exam/sessions');
      await shown(admin.getByRole('heading', { level: 1, name: en('routes:adminExamSessions'), exact: true }));
      await admin.getByRole('button', { name: en('exam-sessions:sessions.open'), exact: true }).click();
      const form = admin.getByRole('dialog', { name: en('exam-sessions:sessions.form.openTitle') });
      await form.getByRole('textbox', { name: en('exam-sessions:sessions.form.name') }).fill(sessionName);
      await form.getByRole('button', { name: en('exam-sessions:sessions.form.openSubmit'), exact: true }).click();
      await gone(form);
      const card = admin.getByRole('article', { name: sessionName, exact: true });
      const examCode = await bigValue(card, en('exam-sessions:sessions.examCode'));
      const pin = await bigValue(card, en('exam-sessions:sessions.pin'));
      expect(examCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(pin).toMatch(/^\d{6}$/);
      const active = await api<{ items: { id: number; name: string }[] }>('/api/services/app/Examination/GetAllActiveExamSessions', {
        token: await adminToken(),
      });
      const sessionId = active.items.find((s) => s.name === sessionName)!.id;
      opened.add(sessionId);
      const panel = admin.getByRole('region', { name: en('exam-sessions:candidates.title', { name: sessionName }) });
      await shown(panel.getByText(en('exam-sessions:candidates.none')));
      await expectAccessible(admin, 'the sessions page with a session shown');

      // The candidate reads the A2 course to its end.
      await page.goto(`/my-site/course/${A2}?page=1`);
      const next = page
        .getByRole('navigation', { name: is('courses:reader.pageNavigation') })
        .getByRole('link', { name: is('courses:reader.next') });
      const position = page.getByTestId('course-position');
      await eventually(() => position.innerText()).toBe(is('courses:reader.position', { rank: 1, total: coursePages }));
      for (let rank = 2; rank <= coursePages; rank++) {
        await next.click();
        await eventually(() => position.innerText()).toBe(is('courses:reader.position', { rank, total: coursePages }));
      }
      await shown(page.getByRole('region', { name: is('courses:reader.finishedTitle') }));

      // The preparation asks for the session: a wrong PIN is refused in words, the right one opens the way.
      await page.goto('/examination-prepare/A2');
      await shown(page.getByRole('heading', { level: 1, name: is('exams:prepare.title', { type: is('exams:types.A2') }) }));
      expect(await htmlLang(page)).toBe('is');
      const problems = page.getByRole('region', { name: is('exams:prepare.problemsTitle') });
      await shown(problems.getByText(is('exams:prepare.problems.4')));
      expect(await problems.getByTestId('exam-problem-1').count()).toBe(0);
      expect(await problems.getByTestId('exam-problem-3').count()).toBe(0);
      const pinForm = page.getByRole('form', { name: is('exams:pin.title') });
      await shown(pinForm);
      await expectAccessible(page, 'the A2 preparation page with the PIN form');
      const codeBox = pinForm.getByRole('textbox', { name: is('exams:pin.examCode') });
      const pinBox = pinForm.getByRole('textbox', { name: is('exams:pin.pin') });
      const wrongPin = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
      await codeBox.fill(examCode.toLowerCase());
      await pinBox.fill(wrongPin);
      await pinForm.getByRole('button', { name: is('exams:pin.submit'), exact: true }).click();
      await shown(pinForm.getByRole('alert').filter({ hasText: is('exams:pin.wrong') }));
      expect(await codeBox.inputValue()).toBe(examCode);
      await expectAccessible(page, 'the PIN form with its message');
      await pinBox.fill(pin);
      await pinForm.getByRole('button', { name: is('exams:pin.submit'), exact: true }).click();
      await shown(page.getByText(is('exams:prepare.ready')));
      await gone(pinForm);

      await page.getByRole('link', { name: is('exams:prepare.start') }).click();
      await at(page, '/examination/A2/start/1');
      const total = 30;
      await shown(questionCard(page, 'is', 1, total));
      const key = await answerKeyOf(pilot.session.accessToken, A2);
      expect(key).toHaveLength(total);
      const answered = 3;
      for (const question of key.slice(0, answered)) {
        await answerRight(page, question, total);
        await questionCard(page, 'is', question.position, total)
          .getByRole('button', { name: is('exams:take.next') })
          .click();
      }
      await shown(questionCard(page, 'is', answered + 1, total));
      await eventually(() => page.getByTestId('exam-answered-count').innerText()).toBe(is('exams:take.answeredCount', { answered, total }));

      // The supervisor's panel, read again every few seconds, shows how far the candidate has come.
      const row = panel.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: fullName, exact: true }) });
      const progress = en('exam-sessions:candidates.answered', { answered, total });
      await shown(row.getByText(progress, { exact: true }), 10_000);
      await shown(row.getByRole('cell', { name: en('exam-sessions:status.1'), exact: true }));
      expect(
        await row.getByRole('progressbar', { name: en('exam-sessions:candidates.progressOf', { name: fullName, progress }) }).count(),
      ).toBe(1);
      await expectAccessible(admin, 'the sessions page following a candidate');

      // Ending the session hands in what the candidate has answered so far.
      await card.getByRole('button', { name: en('exam-sessions:sessions.end.button'), exact: true }).click();
      const confirm = admin.getByRole('dialog', { name: en('exam-sessions:sessions.end.title') });
      await shown(confirm.getByText(en('exam-sessions:sessions.end.message', { name: sessionName })));
      await confirm.getByRole('button', { name: en('exam-sessions:sessions.end.confirm'), exact: true }).click();
      await shown(admin.getByText(en('exam-sessions:sessions.end.done', { name: sessionName })));
      await gone(card);
      opened.delete(sessionId);
      await shown(row.getByRole('cell', { name: en('exam-sessions:status.2'), exact: true }), 10_000);
      await shown(row.getByText(en('exam-sessions:results.failed'), { exact: true }));

      // The candidate's screen learns it from the server's clock (asked every 30 s) and shows the result.
      await at(page, '/ExaminationResult/A2', 45_000);
      await shown(page.getByRole('heading', { level: 1, name: is('exams:result.title', { type: is('exams:types.A2') }) }));
      await shown(page.getByRole('heading', { level: 2, name: is('exams:result.failed'), exact: true }));
      await shown(page.getByText(is('exams:result.timedOut')));
      await shown(page.getByText(is('exams:result.correct', { correct: answered, total }), { exact: true }));
      await shown(page.getByText(is('exams:result.score', { score: '10' }), { exact: true }));
      await expectAccessible(page, 'the A2 result');
    } finally {
      await supervisor.context.close();
      await candidate.context.close();
    }
  });
});
