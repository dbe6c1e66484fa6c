import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { CourseDto, PageDto, PageSummaryDto } from '../../src/shared/contracts/courses';
import { adminToken, api, at, browserOfFile, expectAccessible, gone, htmlLang, newPage, shown, signIn } from '../support/browser';
import { recordAnnouncements } from '../support/announcements';
import { createPilot, eventually, openFromAdminMenu, uniqueName } from '../support/portal';
import { t, type Language } from '../support/texts';

/**
 * The A1/A3 course: an administrator writes a page in both languages, moves it with the keyboard
 * and edits it (in English); a pilot reads the course to the end, resuming after a reload and
 * switching language on the way (in Icelandic). The order and the reading are checked in the API.
 */

const browser = browserOfFile();
/** Pages a journey made, removed again so the course is as seeded for whatever runs next. */
const made = new Set<number>();

afterAll(async () => {
  const token = await adminToken();
  for (const id of made) await api(`/api/services/app/Page/Delete/${id}`, { method: 'DELETE', token }).catch(() => undefined);
});

const A1A3 = 1;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function pagesByApi(): Promise<PageSummaryDto[]> {
  const list = await api<{ items: PageSummaryDto[] }>(`/api/services/app/Page/GetList/${A1A3}`, { token: await adminToken() });
  return list.items;
}

/** Ranks dense 1..n, in the order the list answers. */
async function orderByApi(): Promise<string[]> {
  const items = [...(await pagesByApi())].sort((a, b) => a.rank - b.rank);
  expect(items.map((p) => p.rank)).toEqual(items.map((_, i) => i + 1));
  return items.map((p) => p.nameIcelandic);
}

/** The Icelandic names of the editor's list, top to bottom. */
async function orderShown(list: Locator): Promise<string[]> {
  const items = list.getByRole('listitem');
  const names: string[] = [];
  for (let i = 0; i < (await items.count()); i++) names.push((await items.nth(i).locator('[lang="is"]').first().innerText()).trim());
  return names;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the A1/A3 course', () => {
  it('in English: the administrator writes a page in both languages, moves it up with the keyboard, edits it and deletes it', async () => {
    const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);
    // The list shows both names; its buttons and announcements speak of the page in English.
    const name = { is: uniqueName('Síða '), en: uniqueName('Page ') };
    const content = { is: `Dróna skal alltaf halda í sjónlínu ${name.is}.`, en: `Always keep the drone in sight ${name.en}.` };
    const { context, page } = await newPage(browser(), 'en', { session: { accessToken: await adminToken() } });
    try {
      await page.goto('/admin');
      await openFromAdminMenu(page, 'en', 'courses', 'adminCoursesA1A3');
      await at(page, '/admin/courses/A1A3');
      await shown(h1(page, en('routes:adminCoursesA1A3')));
      expect(await htmlLang(page)).toBe('en');
      const list = page.getByRole('list', { name: en('courses:pages.listLabel') });
      await shown(list.getByRole('listitem'));
      const before = await orderByApi();
      expect(await orderShown(list)).toEqual(before);
      await shown(page.getByText(en('courses:course.pageCount_other', { count: before.length })));
      await expectAccessible(page, 'the course page');

      // A new page in both languages, written in the rich text editors and looked at in the preview.
      await page.getByRole('button', { name: en('courses:pages.create') }).click();
      const editor = page.getByRole('dialog', { name: en('courses:page.createTitle') });
      await editor.getByRole('textbox', { name: en('courses:page.fields.nameIcelandic') }).fill(name.is);
      await editor.getByRole('textbox', { name: en('courses:page.fields.nameEnglish') }).fill(name.en);
      await editor.getByRole('textbox', { name: en('courses:page.fields.contentIcelandic') }).click();
      await page.keyboard.type(content.is);
      await editor.getByRole('textbox', { name: en('courses:page.fields.contentEnglish') }).click();
      await page.keyboard.type(content.en);
      await expectAccessible(page, 'the page editor');
      await editor.getByText(en('courses:page.preview'), { exact: true }).click();
      const previewIs = editor.getByRole('region', { name: en('courses:page.previewOf', { language: en('courses:languages.is') }) });
      const previewEn = editor.getByRole('region', { name: en('courses:page.previewOf', { language: en('courses:languages.en') }) });
      await shown(previewIs.getByRole('heading', { name: name.is }));
      await shown(previewIs.getByText(content.is));
      await shown(previewEn.getByRole('heading', { name: name.en }));
      await shown(previewEn.getByText(content.en));
      await expectAccessible(page, 'the page editor with its preview');
      await editor.getByRole('button', { name: en('common:actions.save') }).click();
      await shown(page.getByText(en('courses:page.created')));
      await gone(editor);

      // A new page goes last.
      const created = (await pagesByApi()).find((p) => p.nameIcelandic === name.is)!;
      made.add(created.id);
      expect(created.rank).toBe(before.length + 1);
      const appended = [...before, name.is];
      await eventually(() => orderShown(list)).toEqual(appended);
      expect(await orderByApi()).toEqual(appended);

      // Up one place with the keyboard alone: focus the handle, Space to lift, ArrowUp, Space to drop.
      const handle = list.getByRole('button', { name: en('courses:pages.dragHandle', { name: name.en }) });
      await handle.focus();
      // Recorded from before the key press: each announcement may be replaced by the next before a look at the page.
      const announcements = await recordAnnouncements(page);
      await page.keyboard.press('Space');
      const total = appended.length;
      // Lifted, it is at once over its own place, which the live region says right after "picked up".
      await announcements.heard(en('courses:dnd.over', { name: name.en, position: total, total }));
      await page.keyboard.press('ArrowUp');
      await announcements.heard(en('courses:dnd.over', { name: name.en, position: total - 1, total }));
      await page.keyboard.press('Space');
      const movedUp = [...before.slice(0, -1), name.is, before.at(-1)!];
      await eventually(() => orderShown(list)).toEqual(movedUp);
      await eventually(() => orderByApi()).toEqual(movedUp);
      expect(
        await list
          .getByRole('listitem')
          .nth(total - 2)
          .getByText(`${total - 1}.`, { exact: true })
          .count(),
      ).toBe(1);

      // And once more with its Move up button, pressed from the keyboard; the focus stays on it.
      const moveUp = list.getByRole('button', { name: en('courses:pages.moveUpNamed', { name: name.en }) });
      await moveUp.focus();
      await page.keyboard.press('Enter');
      const movedTwice = [...before.slice(0, -2), name.is, ...before.slice(-2)];
      await eventually(() => orderShown(list)).toEqual(movedTwice);
      await eventually(() => orderByApi()).toEqual(movedTwice);
      await announcements.heard(en('courses:pages.moved', { name: name.en, position: total - 2, total }));
      await eventually(() => moveUp.evaluate((el) => el === document.activeElement)).toBe(true);

      // Edit: the dialog loads what was saved, and the change shows in the list and in the API.
      const renamed = `${name.en} (revised)`;
      await list.getByRole('button', { name: en('courses:pages.editNamed', { name: name.en }) }).click();
      const edit = page.getByRole('dialog', { name: en('courses:page.editTitle') });
      const englishName = edit.getByRole('textbox', { name: en('courses:page.fields.nameEnglish') });
      await eventually(() => englishName.inputValue()).toBe(name.en);
      await shown(edit.getByRole('textbox', { name: en('courses:page.fields.contentIcelandic') }).getByText(content.is));
      await englishName.fill(renamed);
      await edit.getByRole('textbox', { name: en('courses:page.fields.contentEnglish') }).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Check the weather too.');
      await edit.getByRole('button', { name: en('common:actions.save') }).click();
      await shown(page.getByText(en('courses:page.saved')));
      await gone(edit);
      await shown(
        list
          .getByRole('listitem')
          .nth(total - 3)
          .getByText(renamed, { exact: true }),
      );
      const detail = await api<PageDto>(`/api/services/app/Page/GetDetail/${created.id}`, { token: await adminToken() });
      expect([detail.nameIcelandic, detail.nameEnglish, detail.rank]).toEqual([name.is, renamed, total - 2]);
      expect(plain(detail.contentEnglish)).toBe(`${content.en} Check the weather too.`);
      expect(plain(detail.contentIcelandic)).toBe(content.is);

      // Deleting it closes the gap: the course is as it was.
      await list.getByRole('button', { name: en('courses:pages.deleteNamed', { name: renamed }) }).click();
      const confirm = page.getByRole('dialog', { name: en('courses:page.delete.title') });
      await confirm.getByRole('button', { name: en('common:actions.delete') }).click();
      await shown(page.getByText(en('courses:page.delete.done', { name: renamed })));
      await eventually(() => orderShown(list)).toEqual(before);
      expect(await orderByApi()).toEqual(before);
      made.delete(created.id);
    } finally {
      await context.close();
    }
  });

  it('in Icelandic: a pilot reads the course to the end, resumes after a reload and reads a page in English on the way', async () => {
    const is = (key: string, vars?: Record<string, string | number>) => t('is', key, vars);
    const pilot = await createPilot('is');
    const token = pilot.session.accessToken;
    const readAll = () => api<boolean>(`/api/services/app/Page/IsReadAllPageOfCourseActive?courseType=${A1A3}`, { token });
    expect(await readAll()).toBe(false);
    const pages = [...(await pagesByApi())].sort((a, b) => a.rank - b.rank);
    const total = pages.length;
    expect(total).toBeGreaterThanOrEqual(5);
    const middle = Math.ceil(total / 2);
    const courseName = (await api<{ items: CourseDto[] }>(`/api/services/app/Course/GetAll?courseType=${A1A3}`, { token })).items[0]!.name;

    const { context, page } = await newPage(browser(), 'is');
    try {
      // Signed in through the form, the pilot lands on their own home page with the course cards.
      await signIn(page, pilot.userName, pilot.password, 'is');
      await at(page, '/my-site/default');
      // The A1/A3 card among the pilot's courses: the one with the A1/A3 course's name.
      const courses = page.getByRole('region', { name: is('courses:status.title') });
      const card = courses.getByRole('listitem').filter({ has: page.getByRole('heading', { name: courseName, exact: true }) });
      await shown(card.getByText(is('courses:status.progress', { read: 0, total, count: total })));
      await card.getByRole('link', { name: is('courses:status.start') }).click();
      await at(page, `/my-site/course/${A1A3}?page=1`);
      expect(await htmlLang(page)).toBe('is');

      const pageHeading = page.getByRole('heading', { level: 2 }).and(page.locator('#course-page-title'));
      const position = page.getByTestId('course-position');
      const next = page
        .getByRole('navigation', { name: is('courses:reader.pageNavigation') })
        .getByRole('link', { name: is('courses:reader.next') });
      const read = (rank: number, language: Language) => async () => {
        await eventually(() => pageHeading.innerText()).toBe(
          language === 'is' ? pages[rank - 1]!.nameIcelandic : pages[rank - 1]!.nameEnglish,
        );
        await eventually(() => position.innerText()).toBe(t(language, 'courses:reader.position', { rank, total }));
        await shown(page.getByText(t(language, 'courses:reader.readCount', { read: rank, total }), { exact: true }));
      };

      await read(1, 'is')();
      await expectAccessible(page, 'the course reader');
      for (let rank = 2; rank <= middle; rank++) {
        await next.click();
        await at(page, `/my-site/course/${A1A3}?page=${rank}`);
        await read(rank, 'is')();
      }
      const contents = page.getByRole('navigation', { name: is('courses:reader.contents') });
      expect(await contents.getByText(is('courses:reader.read'), { exact: true }).count()).toBe(middle);
      await eventually(() =>
        contents.getByRole('link', { name: `${middle}. ${pages[middle - 1]!.nameIcelandic}` }).getAttribute('aria-current'),
      ).toBe('page');

      // A reload in the middle opens the same page with the same progress.
      await page.reload();
      await at(page, `/my-site/course/${A1A3}?page=${middle}`);
      await read(middle, 'is')();
      expect(await readAll()).toBe(false);

      // One page on in English: the page's English name and text, then back to Icelandic.
      await next.click();
      await read(middle + 1, 'is')();
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await eventually(() => htmlLang(page)).toBe('en');
      await read(middle + 1, 'en')();
      const detail = await api<PageDto>(`/api/services/app/Page/GetDetail/${pages[middle]!.id}`, { token: await adminToken() });
      const text = page.getByTestId('course-page-content');
      expect(await text.getAttribute('lang')).toBe('en');
      expect(plain(await text.innerText())).toBe(plain(detail.contentEnglish));
      await page.getByRole('button', { name: 'Íslenska', exact: true }).click();
      await eventually(() => htmlLang(page)).toBe('is');
      await read(middle + 1, 'is')();
      expect(plain(await text.innerText())).toBe(plain(detail.contentIcelandic));

      for (let rank = middle + 2; rank <= total; rank++) {
        await next.click();
        await read(rank, 'is')();
      }
      expect(await next.count()).toBe(0);
      const finished = page.getByRole('region', { name: is('courses:reader.finishedTitle') });
      await shown(finished.getByRole('link', { name: is('courses:reader.toExam') }));
      expect(await contents.getByText(is('courses:reader.read'), { exact: true }).count()).toBe(total);
      await expectAccessible(page, 'the course reader, finished');
      expect(await readAll()).toBe(true);

      await page.goto('/my-site/default');
      await shown(card.getByText(is('courses:status.completed'), { exact: true }));
      await shown(card.getByText(is('courses:status.progress', { read: total, total, count: total })));
      await shown(card.getByRole('link', { name: is('courses:status.readAgain') }));
      await expectAccessible(page, "the pilot's home with a finished course");
    } finally {
      await context.close();
    }
  });
});
