import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PagedResult } from '../src/shared/contracts/common';
import type { CategoryDto, ExaminationDto } from '../src/shared/contracts/examinations';
import type { QuestionDto, QuestionSummaryDto } from '../src/shared/contracts/questions';
import { readDemoExaminations } from '../src/server/seed/demo/question-bank';
import { csvFixture, tinyPng } from './fixtures';
import {
  adminToken,
  api,
  at,
  baseUrl,
  browserOfFile,
  e2eAdminPassword,
  expectAccessible,
  gone,
  htmlLang,
  newPage,
  shown,
  signIn,
} from './support/browser';
import { eventually, openFromAdminMenu, uniqueName } from './support/portal';
import { t } from './support/texts';

/**
 * The A1/A3 question bank in Icelandic: an administrator finds the bank from the menu, reads
 * whether an exam can be drawn from it, writes a question in both languages with an image and
 * checks it in the preview, then imports a good CSV file and is told exactly what is wrong with a
 * bad one. What the screens show is checked against what the API stored.
 */

const browser = browserOfFile();

const is = (key: string, vars?: Record<string, string | number>) => t('is', key, vars);
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** How long the server may take to check and import a file while the machine is busy. */
const serverWork = 30_000;
/** The seeded category the journeys work in: the first subject of the demo bank. */
const demoA1A3 = readDemoExaminations().find((e) => e.certificateType === 1)!;
const categoryTitle = demoA1A3.categories[0]!.title;

async function a1a3Examination(): Promise<ExaminationDto> {
  return api<ExaminationDto>('/api/services/app/Examination/GetByCertificateType?CertificateType=1', { token: await adminToken() });
}

async function categoriesOf(examinationId: number): Promise<CategoryDto[]> {
  const page = await api<PagedResult<CategoryDto>>(
    `/api/services/app/ExaminationCategory/GetByExaminationId?ExaminationId=${examinationId}&MaxResultCount=1000`,
    {
      token: await adminToken(),
    },
  );
  return page.items;
}

async function workCategory(): Promise<CategoryDto> {
  const examination = await a1a3Examination();
  const found = (await categoriesOf(examination.id)).find((c) => c.title === categoryTitle);
  if (!found) throw new Error(`no category ${categoryTitle}`);
  return found;
}

async function questionsIn(categoryId: number, keyword = ''): Promise<PagedResult<QuestionSummaryDto>> {
  const query = `CategoryId=${categoryId}&MaxResultCount=100${keyword ? `&Keyword=${encodeURIComponent(keyword)}` : ''}`;
  return api<PagedResult<QuestionSummaryDto>>(`/api/services/app/Question/GetByCategory?${query}`, { token: await adminToken() });
}

const categoryPathOf = (c: CategoryDto) => `/admin/examination/${c.examinationId}/category/${c.id}`;

/** The category screen, signed in as the administrator from the start (the login form is rate limited). */
async function openCategory(category: CategoryDto) {
  const opened = await newPage(browser(), 'is', { session: { accessToken: await adminToken() } });
  await opened.page.goto(categoryPathOf(category));
  await shown(h1(opened.page, category.title));
  await shown(questionTable(opened.page, category));
  return opened;
}

const questionTable = (page: Page, category: CategoryDto) =>
  page.getByRole('table', { name: is('questions:question.caption', { title: category.title }) });

/** "1–10 af 42" under the list: the number of questions the category has, as the screen says it. */
async function listedTotal(page: Page): Promise<number> {
  const summary = page.getByText(/^\d+–\d+ af \d+$/);
  await shown(summary);
  return Number(/af (\d+)$/.exec(await summary.innerText())![1]);
}

/** The import dialog of the category screen, with `file` chosen through the file chooser. */
async function importFile(page: Page, category: CategoryDto, fileName: string, buffer: Buffer) {
  await page.getByRole('button', { name: is('questions:import.open') }).click();
  const dialog = page.getByRole('dialog', { name: is('questions:import.title', { title: category.title }) });
  await shown(dialog);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: is('questions:import.file') }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/csv', buffer });
  await shown(dialog.getByText(fileName));
  await dialog.getByRole('button', { name: is('questions:import.start') }).click();
  return dialog;
}

describe('the question bank, in Icelandic', () => {
  it('the administrator signs in, opens the A1/A3 bank from the menu, and sees its readiness and nine categories', async () => {
    const examination = await a1a3Examination();
    const categories = await categoriesOf(examination.id);
    const { context, page } = await newPage(browser(), 'is');
    try {
      await signIn(page, 'admin', e2eAdminPassword, 'is');
      await at(page, '/admin');
      await openFromAdminMenu(page, 'is', 'exam', 'adminExaminationA1A3');
      await at(page, '/admin/examination/a1a3');
      await shown(h1(page, is('routes:adminExaminationA1A3')));
      expect(await htmlLang(page)).toBe('is');
      await shown(page.getByRole('heading', { level: 2, name: examination.name }));

      const readiness = page.getByRole('region', { name: is('examinations:readiness.title') });
      await shown(readiness.getByRole('status').filter({ hasText: is('examinations:readiness.ready') }));
      const rules = readiness.getByRole('list', { name: is('examinations:readiness.listLabel') }).getByRole('listitem');
      await shown(rules.first());
      expect(await rules.count()).toBe(5);
      await shown(readiness.getByText(is('examinations:readiness.rules.categories.ok_other', { count: categories.length })));
      expect(await readiness.getByText(is('examinations:readiness.problem'), { exact: true }).count()).toBe(0);

      const table = page.getByRole('table', { name: is('examinations:category.caption', { name: examination.name }) });
      await shown(table.getByRole('link', { name: categoryTitle, exact: true }));
      expect(await table.getByRole('row').count()).toBe(categories.length + 1);
      for (const demo of demoA1A3.categories) {
        const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: demo.title, exact: true }) });
        expect(await row.getByRole('cell', { name: demo.titleEnglish, exact: true }).count(), demo.title).toBe(1);
      }
      expect(demoA1A3.categories).toHaveLength(9);
      await expectAccessible(page, 'the A1/A3 examination page');

      const category = categories.find((c) => c.title === categoryTitle)!;
      await table.getByRole('link', { name: categoryTitle, exact: true }).click();
      await at(page, categoryPathOf(category));
      await shown(h1(page, categoryTitle));
      await shown(questionTable(page, category));
      expect(await listedTotal(page)).toBe(category.questionCount);
      await expectAccessible(page, 'a category page');
    } finally {
      await context.close();
    }
  });

  it('writes a question in both languages with four options and an image, previews it and finds it saved', async () => {
    const category = await workCategory();
    const tag = uniqueName('Dróni');
    const text = {
      is: `Hversu hátt má fljúga dróna ${tag} í opna flokknum?`,
      en: `How high may drone ${tag} fly in the open category?`,
    };
    const options = [
      { is: '50 metra', en: '50 metres', isAnswer: false },
      { is: '120 metra', en: '120 metres', isAnswer: true },
      { is: '500 metra', en: '500 metres', isAnswer: false },
      { is: 'Eins hátt og sést til hans', en: 'As high as it can be seen', isAnswer: false },
    ];
    const png = tinyPng();
    const { context, page } = await openCategory(category);
    try {
      const before = await listedTotal(page);
      await page.getByRole('link', { name: is('questions:question.create') }).click();
      await at(page, `${categoryPathOf(category)}/new-question`);
      await shown(h1(page, is('routes:adminNewQuestion')));

      // The rich text editors are contenteditable boxes named by their labels: click in and type.
      const descriptionIs = page.getByRole('textbox', { name: is('questions:editor.descriptionIcelandic') });
      await descriptionIs.click();
      await page.keyboard.type(text.is);
      const descriptionEn = page.getByRole('textbox', { name: is('questions:editor.descriptionEnglish') });
      await descriptionEn.click();
      await page.keyboard.type(text.en);
      expect(await descriptionIs.innerText()).toBe(text.is);
      expect(await descriptionEn.getAttribute('lang')).toBe('en');

      for (const [index, option] of options.entries()) {
        const group = page.getByRole('group', { name: is('questions:editor.option', { n: index + 1 }) });
        await group.getByRole('textbox', { name: is('questions:editor.optionIcelandic') }).fill(option.is);
        await group.getByRole('textbox', { name: is('questions:editor.optionEnglish') }).fill(option.en);
        if (option.isAnswer) await group.getByRole('checkbox', { name: is('questions:editor.correct') }).check();
      }

      await page.getByTestId('question-image-input').setInputFiles({ name: 'flughaed-dróna.png', mimeType: 'image/png', buffer: png });
      const images = page.getByRole('list', { name: is('questions:images.listLabel') });
      await shown(images.getByRole('img', { name: 'flughaed dróna' }));
      await shown(images.getByRole('button', { name: is('questions:images.remove', { name: 'flughaed-dróna.png' }) }));

      // The preview: the question as a candidate sees it, in Icelandic first, then in English.
      const preview = page.getByRole('region', { name: is('questions:preview.title') });
      await preview.scrollIntoViewIfNeeded();
      const tabs = preview.getByRole('tablist', { name: is('questions:preview.languages') });
      expect(await tabs.getByRole('tab', { name: is('questions:preview.icelandic') }).getAttribute('aria-selected')).toBe('true');
      const panel = preview.getByRole('tabpanel');
      await shown(panel.getByText(text.is));
      for (const option of options) await shown(panel.getByRole('radio', { name: option.is, exact: true }));
      await shown(panel.getByRole('img', { name: 'flughaed dróna' }));
      expect(await panel.getByText(is('questions:editor.correct'), { exact: true }).count()).toBe(0);
      await preview.getByRole('switch', { name: is('questions:preview.showAnswer') }).check();
      const correctRow = panel.getByText(is('questions:editor.correct'), { exact: true });
      await shown(correctRow);
      expect(await correctRow.count()).toBe(1);

      await tabs.getByRole('tab', { name: is('questions:preview.english') }).click();
      await shown(panel.getByText(text.en));
      for (const option of options) await shown(panel.getByRole('radio', { name: option.en, exact: true }));
      expect(await panel.getByText(text.is).count()).toBe(0);
      await expectAccessible(page, 'the question editor with the preview open');

      await page.getByRole('button', { name: is('questions:editor.save') }).click();
      await at(page, categoryPathOf(category));
      await shown(page.getByText(is('questions:editor.created')));
      await eventually(() => listedTotal(page)).toBe(before + 1);
      await page.getByRole('searchbox', { name: is('questions:question.search') }).fill(tag);
      const row = questionTable(page, category).getByRole('row').filter({ hasText: text.is });
      await shown(row.getByRole('link', { name: text.is }));
      await shown(row.getByText(text.en));
      // The search waits for typing to stop: the other questions go once it has run.
      await eventually(() => questionTable(page, category).getByRole('row').count()).toBe(2);
      // Options and images per question: 4 and 1.
      expect(await row.getByRole('cell', { name: '4', exact: true }).count()).toBe(1);
      expect(await row.getByRole('cell', { name: '1', exact: true }).count()).toBe(1);

      // What was stored: both languages, the marks in order, the image and its bytes.
      const [summary] = (await questionsIn(category.id, tag)).items;
      const stored = await api<QuestionDto>(`/api/services/app/Question/Get?Id=${summary!.id}`, { token: await adminToken() });
      expect(stored.rawContentIcelandic).toBe(text.is);
      expect(stored.rawContentEnglish).toBe(text.en);
      expect(stored.descriptionIcelandic).toContain(text.is);
      expect(stored.descriptionEnglish).toContain(text.en);
      expect(stored.isActive).toBe(true);
      expect(stored.questionOptions.map((o) => [o.descriptionIcelandic, o.descriptionEnglish, o.isAnswer])).toEqual(
        options.map((o) => [o.is, o.en, o.isAnswer]),
      );
      expect(stored.questionImages).toHaveLength(1);
      const [image] = stored.questionImages;
      expect([image!.fileName, image!.contentType, image!.byteSize]).toEqual(['flughaed-dróna.png', 'image/png', png.length]);
      const served = await fetch(`${baseUrl()}${image!.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

      // The list links to the editor, which loads what was saved.
      await row.getByRole('link', { name: text.is }).click();
      await at(page, `${categoryPathOf(category)}/question/${stored.id}`);
      await shown(h1(page, is('questions:editor.editTitle')));
      await shown(page.getByRole('textbox', { name: is('questions:editor.descriptionEnglish') }).getByText(text.en));
      const second = page.getByRole('group', { name: is('questions:editor.option', { n: 2 }) });
      expect(await second.getByRole('checkbox', { name: is('questions:editor.correct') }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('imports a good CSV file: the progress, the count, and three more questions in the list', async () => {
    const category = await workCategory();
    const tag = uniqueName('innflutt');
    const { context, page } = await openCategory(category);
    try {
      const before = await listedTotal(page);
      expect(before).toBe(category.questionCount);
      const dialog = await importFile(page, category, 'spurningar.csv', csvFixture('questions-good.csv', tag));
      await shown(dialog.getByRole('progressbar', { name: is('questions:import.progress') }));
      const done = dialog.getByRole('status').filter({ hasText: is('questions:import.stage.done_other', { count: 3 }) });
      // The server checks the whole file before it writes a row: give it time on a busy machine.
      await shown(done, serverWork);
      expect(await dialog.getByRole('progressbar', { name: is('questions:import.progress') }).getAttribute('aria-valuenow')).toBe('100');
      expect(await dialog.getByRole('alert').count()).toBe(0);
      await dialog
        .getByRole('button', { name: is('common:actions.close'), exact: true })
        .last()
        .click();
      await gone(dialog);

      await eventually(() => listedTotal(page)).toBe(before + 3);
      await shown(
        page.getByText(
          is('questions:category.summary', {
            minimum: category.minimumRequiredQuestions,
            active: category.activeQuestionCount + 3,
            total: before + 3,
          }),
        ),
      );
      await page.getByRole('searchbox', { name: is('questions:question.search') }).fill(tag);
      const table = questionTable(page, category);
      await shown(table.getByRole('link', { name: `Hvenær má fljúga yfir mannfjölda ${tag}?` }));
      await eventually(() => table.getByRole('row').count()).toBe(4);
      // The imported marks as the list shows them: one question every attempt must include.
      await shown(
        table.getByRole('row').filter({ hasText: 'Hvenær má fljúga' }).getByText(is('questions:question.required'), { exact: true }),
      );
      await expectAccessible(page, 'a category page with imported questions');

      const imported = (await questionsIn(category.id, tag)).items;
      expect(imported.map((q) => q.rawContentIcelandic).sort()).toEqual(
        [
          `Hvað þýðir ljósið á örmum drónans ${tag}?`,
          `Hvenær má fljúga yfir mannfjölda ${tag}?`,
          `Hver ber ábyrgð á öryggi flugsins ${tag}?`,
        ].sort(),
      );
      const crowd = imported.find((q) => q.rawContentIcelandic.startsWith('Hvenær'))!;
      expect([crowd.isRequired, crowd.optionCount]).toEqual([true, 3]);
      const stored = await api<QuestionDto>(`/api/services/app/Question/Get?Id=${crowd.id}`, { token: await adminToken() });
      expect(stored.questionOptions.map((o) => o.descriptionEnglish)).toEqual([
        'Never in the open category',
        'Always; if the weather is good',
        'On Sundays',
      ]);
    } finally {
      await context.close();
    }
  });

  it('refuses a bad CSV file with a report naming the rows and columns, and imports nothing', async () => {
    const category = await workCategory();
    const tag = uniqueName('gallad');
    const { context, page } = await openCategory(category);
    try {
      const before = await listedTotal(page);
      const dialog = await importFile(page, category, 'gallaðar-spurningar.csv', csvFixture('questions-bad.csv', tag));
      const report = dialog.getByRole('alert');
      await shown(report.getByRole('heading', { name: is('questions:import.report.rows_other', { count: 2 }) }), serverWork);
      await shown(dialog.getByRole('status').filter({ hasText: is('questions:import.stage.failed') }));
      const missingEnglish = is('errors:import.atCell', { row: 3, column: 'questionEnglish', problem: is('errors:import.required') });
      const seventh = is('errors:import.atCell', {
        row: 4,
        column: 'correct',
        problem: is('errors:import.correctNoOption', { number: 7 }),
      });
      const problems = report.getByRole('region', { name: is('questions:import.report.rows_other', { count: 2 }) }).getByRole('listitem');
      await eventually(() => problems.allInnerTexts()).toEqual([missingEnglish, seventh]);
      expect(missingEnglish).toMatch(/^Röð 3, dálkur „questionEnglish“/);
      await shown(report.getByText(is('questions:import.report.nothingImported')));
      // The report takes the focus, so it is read out at once.
      await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
        is('questions:import.report.rows_other', { count: 2 }),
      );
      await expectAccessible(page, 'the import dialog with its error report');

      await dialog.getByRole('button', { name: is('common:actions.cancel') }).click();
      await gone(dialog);
      expect((await questionsIn(category.id, tag)).totalCount).toBe(0);
      expect((await questionsIn(category.id)).totalCount).toBe(before);
      await page.reload();
      expect(await listedTotal(page)).toBe(before);
    } finally {
      await context.close();
    }
  });
});
