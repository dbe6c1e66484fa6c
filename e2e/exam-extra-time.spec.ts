import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, at, browserOfFile, expectAccessible, htmlLang, newPage, shown } from './support/browser';
import { bornYearsAgo, createPilot, eventually, readCourseByApi } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * Extra exam time as an accommodation (WCAG 2.2.1): an exam manager grants a pilot 50 % extra
 * time; the pilot's exam clock starts at 90 minutes instead of 60 and the exam screen says why;
 * the result records it, for the pilot and for the manager; the grant is used up. Icelandic
 * first, each screen then in English too.
 */

const browser = browserOfFile();

const A1A3 = 1;

/** "89:58" → 5398. */
const secondsOf = (clock: string) => {
  const [minutes, seconds] = clock.trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
};

async function switchTo(page: Page, language: Language) {
  await page.getByRole('button', { name: language === 'en' ? 'English' : 'Íslenska', exact: true }).click();
  await eventually(() => htmlLang(page)).toBe(language);
}

describe('extra exam time', () => {
  it('is granted by an exam manager, lengthens the pilot’s exam clock, is told on the exam screen and recorded on the result', async () => {
    const pilot = await createPilot('is', { dateOfBirth: bornYearsAgo(30) });
    await readCourseByApi(pilot.session.accessToken, A1A3);
    const fullName = `${pilot.name} Prófsdóttir`;

    // The exam manager grants 50 % (in Icelandic), and sees it waiting.
    const admin = await newPage(browser(), 'is', { session: { accessToken: await adminToken() } });
    try {
      const { page } = admin;
      const is = (key: string, vars?: Record<string, string | number>) => t('is', key, vars);
      await page.goto('/admin/exam/accommodations');
      await shown(page.getByRole('heading', { level: 1, name: is('routes:adminExamAccommodations'), exact: true }));
      await expectAccessible(page, 'the extra exam time page');

      // Sent empty, the form says what is missing and keeps the focus on its summary.
      const grantButton = page.getByRole('button', { name: is('exam-results:accommodations.grant'), exact: true });
      await grantButton.click();
      await shown(page.getByRole('alert').filter({ hasText: is('exam-results:accommodations.errorsTitle') }));
      await expectAccessible(page, 'the extra exam time form with an error');

      await page.getByRole('textbox', { name: is('exam-results:accommodations.candidate') }).fill(pilot.userName);
      await page.getByRole('combobox', { name: is('exam-results:accommodations.percent') }).selectOption('50');
      await page.getByRole('textbox', { name: is('exam-results:accommodations.note') }).fill('Lesblinda, vottorð móttekið');
      await grantButton.click();
      await shown(page.getByText(is('exam-results:accommodations.granted', { name: fullName, percent: 50 })));
      const table = page.getByRole('table', { name: is('exam-results:accommodations.pendingCaption') });
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: pilot.userName, exact: true }) });
      await shown(row.getByRole('cell', { name: is('exam-results:accommodations.percentOption', { percent: 50 }), exact: true }));
      await expectAccessible(page, 'the extra exam time page with a grant');

      await switchTo(page, 'en');
      await shown(page.getByRole('heading', { level: 1, name: t('en', 'routes:adminExamAccommodations'), exact: true }));
      await shown(page.getByRole('heading', { level: 2, name: t('en', 'exam-results:accommodations.pendingTitle') }));
      await expectAccessible(page, 'the extra exam time page in English');
    } finally {
      await admin.context.close();
    }

    // The pilot (in Icelandic) starts the exam: 90 minutes on the clock and the notice beside it.
    const candidate = await newPage(browser(), 'is', { session: pilot.session });
    try {
      const { page } = candidate;
      const is = (key: string, vars?: Record<string, string | number>) => t('is', key, vars);
      await page.goto('/examination-prepare/A1A3');
      await page.getByRole('link', { name: is('exams:prepare.start') }).click();
      await at(page, '/examination/A1A3/start/1');
      const timer = page.getByRole('timer');
      await shown(timer);
      const left = secondsOf(await timer.innerText());
      expect(left).toBeGreaterThan(89 * 60);
      expect(left).toBeLessThanOrEqual(90 * 60);
      const notice = page.getByText(is('exams:take.extraTime', { percent: 50 }), { exact: true });
      await shown(notice);
      expect(await timer.getAttribute('aria-describedby')).toBe(await notice.getAttribute('id'));
      await expectAccessible(page, 'the exam screen with extra time');

      await switchTo(page, 'en');
      await shown(page.getByText(t('en', 'exams:take.extraTime', { percent: 50 }), { exact: true }));
      await expectAccessible(page, 'the exam screen with extra time in English');
      await switchTo(page, 'is');

      // Handed in at once: the result records the extra time.
      await page
        .getByRole('button', { name: is('exams:take.submit') })
        .last()
        .click();
      const dialog = page.getByRole('dialog', { name: is('exams:submit.title') });
      await dialog.getByRole('button', { name: is('exams:submit.confirm'), exact: true }).click();
      await at(page, '/ExaminationResult/A1A3');
      await shown(page.getByText(is('exams:result.extraTime', { percent: 50 }), { exact: true }));
      await expectAccessible(page, 'the result with extra time');
      await switchTo(page, 'en');
      await shown(page.getByText(t('en', 'exams:result.extraTime', { percent: 50 }), { exact: true }));
      await expectAccessible(page, 'the result with extra time in English');
    } finally {
      await candidate.context.close();
    }

    // The manager sees it on the candidate's result, and the grant is no longer waiting.
    const review = await newPage(browser(), 'en', { session: { accessToken: await adminToken() } });
    try {
      const { page } = review;
      const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);
      await page.goto(`/admin/exam/drone-exam-result/${A1A3}/${pilot.id}`);
      await shown(page.getByText(en('exam-results:attempts.extraTime', { percent: 50 }), { exact: true }));
      await expectAccessible(page, 'a candidate result taken with extra time');
      await switchTo(page, 'is');
      await shown(page.getByText(t('is', 'exam-results:attempts.extraTime', { percent: 50 }), { exact: true }));

      await page.goto('/admin/exam/accommodations');
      await shown(page.getByRole('heading', { level: 2, name: t('is', 'exam-results:accommodations.pendingTitle') }));
      await eventually(() => page.getByRole('cell', { name: pilot.userName, exact: true }).count()).toBe(0);
    } finally {
      await review.context.close();
    }
  });
});
