import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserNoteDto } from '../src/shared/contracts/users';
import { adminToken, api, at, browserOfFile, expectAccessible, gone, htmlLang, newPage, shown, until } from './support/browser';
import { createUser, uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * An administrator keeps a note on a user, then finds that change in the audit log by filtering
 * on the call and the record, in Icelandic and in English: the log names the fields the call set
 * and keeps none of the note's text.
 */

const browser = browserOfFile();

const adminMenu = (page: Page, language: Language) => page.getByRole('navigation', { name: t(language, 'common:menu.label') });

async function addNote(page: Page, language: Language, userName: string, text: string) {
  const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);
  await adminMenu(page, language)
    .getByRole('link', { name: tr('routes:adminUsers'), exact: true })
    .click();
  await at(page, '/admin/users');
  await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminUsers') }));
  await page.getByRole('searchbox', { name: tr('users:search') }).fill(userName);
  await page.getByRole('button', { name: tr('users:notes.open', { name: userName }) }).click();
  const drawer = page.getByRole('dialog', { name: tr('users:notes.drawerTitle', { name: userName }) });
  await shown(drawer.getByText(tr('users:notes.none')));
  await expectAccessible(page, `${language}: a user's notes, none yet`);

  // A blank note is refused on the field, in the reader's language, and nothing is sent.
  await drawer.getByRole('button', { name: tr('users:notes.add') }).click();
  await shown(drawer.getByText(tr('validation:named.required', { what: tr('validation:field.note.what') })));
  await expectAccessible(page, `${language}: a blank note refused`, { everyImpact: true });

  await drawer.getByRole('textbox', { name: new RegExp(`^${tr('users:notes.newLabel').replace(/[()]/g, '\\$&')}`) }).fill(text);
  await drawer.getByRole('button', { name: tr('users:notes.add') }).click();
  await shown(page.getByText(tr('users:notes.added')));
  await shown(drawer.getByRole('list', { name: tr('users:notes.list') }).getByText(text));
  await expectAccessible(page, `${language}: a note added`);
  await drawer.getByRole('button', { name: tr('common:actions.close') }).click();
  await gone(drawer);
}

async function findInAuditLog(page: Page, language: Language, note: UserNoteDto, text: string) {
  const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);
  await adminMenu(page, language)
    .getByRole('link', { name: tr('routes:adminAuditLog'), exact: true })
    .click();
  await at(page, '/admin/audit-log');
  await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminAuditLog') }));
  await page.getByRole('searchbox', { name: tr('audit:filters.call') }).fill('User/CreateUserNote');
  await page.getByRole('searchbox', { name: tr('audit:filters.entityType') }).fill('UserNote');
  await page.getByRole('searchbox', { name: tr('audit:filters.entityId') }).fill(String(note.id));
  const table = page.getByRole('table', { name: tr('audit:caption') });
  const row = table.getByRole('row').filter({ hasText: tr('audit:recordWithId', { record: tr('audit:records.UserNote'), id: note.id }) });
  // The filters apply a moment after typing stops, one after another: wait until only the note's row is left.
  await until(async () => (await table.getByRole('row').count()) === 2 && (await row.count()) === 1, 'the note’s change alone');
  await shown(row.getByText('User/CreateUserNote'));
  await shown(row.getByText('admin', { exact: true }));
  await shown(row.getByText(tr('audit:actorKind.administrator')));
  await shown(row.getByRole('listitem').filter({ hasText: tr('audit:members.description') }));
  await shown(
    row.getByRole('listitem').filter({ hasText: tr('audit:fieldWithValue', { field: tr('audit:members.userId'), value: note.userId }) }),
  );
  expect(await page.getByText(text).count()).toBe(0);
  await expectAccessible(page, `${language}: the audit log filtered to the note`);

  // A period before the change finds nothing.
  const to = page.getByRole('textbox', { name: tr('audit:filters.to') });
  await to.fill(language === 'is' ? '01.01.2020' : '01/01/2020');
  await to.blur();
  await shown(table.getByText(tr('audit:empty')));
  await expectAccessible(page, `${language}: the audit log with nothing found`, { everyImpact: true });
}

describe('notes on a user, found in the audit log', () => {
  for (const language of ['is', 'en'] as const) {
    it(`${language}: an administrator adds a note and finds the change in the audit log`, async () => {
      const subject = await createUser();
      const text = `${uniqueName('Athugasemd')} ${language}`;
      const { context, page } = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        await page.goto('/admin');
        await shown(adminMenu(page, language));
        expect(await htmlLang(page)).toBe(language);
        await addNote(page, language, subject.userName, text);
        const notes = await api<{ items: UserNoteDto[] }>(`/api/services/app/User/GetUserNotesByUserId?UserId=${subject.id}`, {
          token: await adminToken(),
        });
        expect(notes.items.map((n) => n.description)).toEqual([text]);
        await findInAuditLog(page, language, notes.items[0], text);
      } finally {
        await context.close();
      }
    });
  }
});
