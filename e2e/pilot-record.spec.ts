import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api, at, browserOfFile, expectAccessible, gone, newPage, shown, signIn } from './support/browser';
import { createPilot, eventually, linkIn, newestMailTo, uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * The pilot's own record and the administrators' register of pilots, in both languages: a pilot
 * keeps their phone numbers and addresses (one of each kind main), accepts the self-declaration
 * once and is issued an operator registration number; an administrator finds the pilot, writes a
 * note and changes the type. Every screen, error and success state is scanned by axe.
 */

const browser = browserOfFile();

const languages: Language[] = ['is', 'en'];
const scan = (page: Page, label: string) => expectAccessible(page, label, { everyImpact: true });

/** The list item on the page that shows `text`. */
const itemWith = (section: Locator, text: string) => section.getByRole('listitem').filter({ hasText: text });

describe('the pilot record', () => {
  for (const language of languages) {
    const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);

    it(`a pilot keeps their items, accepts the declaration and is issued an operator number (${language})`, async () => {
      const pilot = await createPilot(language);
      const { context, page } = await newPage(browser(), language, { session: pilot.session });
      try {
        await page.goto('/my-site/information');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:mySiteInformation') }));
        const emails = page.getByRole('region', { name: tr('pilots:items.email.title') });
        await shown(itemWith(emails, pilot.emailAddress).getByText(tr('pilots:items.main'), { exact: true }));
        const phones = page.getByRole('region', { name: tr('pilots:items.phoneNumber.title') });
        await shown(phones.getByText(tr('pilots:items.phoneNumber.none'), { exact: true }));
        await scan(page, `information (${language})`);

        // An empty form and a malformed number are refused in the dialog, which stays accessible.
        await phones.getByRole('button', { name: tr('pilots:items.phoneNumber.add') }).click();
        const dialog = page.getByRole('dialog', { name: tr('pilots:items.phoneNumber.add') });
        await dialog.getByRole('button', { name: tr('common:actions.save') }).click();
        await shown(dialog.locator('[aria-invalid="true"]'));
        await scan(page, `phone number submitted empty (${language})`);
        const number = dialog.getByRole('textbox', { name: tr('pilots:fields.phonenumber') });
        await number.fill('five five five');
        await dialog.getByRole('button', { name: tr('common:actions.save') }).click();
        await shown(dialog.getByText(tr('validation:phoneNumber')));
        await number.fill('+354 555 1234');
        await dialog.getByRole('button', { name: tr('common:actions.save') }).click();
        await gone(dialog);
        // The first of a kind becomes main by itself; the second is made main from the list.
        await shown(itemWith(phones, '+354 555 1234').getByText(tr('pilots:items.main'), { exact: true }));
        await phones.getByRole('button', { name: tr('pilots:items.phoneNumber.add') }).click();
        await dialog.getByRole('textbox', { name: tr('pilots:fields.phonenumber') }).fill('862 0000');
        await dialog.getByRole('button', { name: tr('common:actions.save') }).click();
        await gone(dialog);
        await itemWith(phones, '862 0000')
          .getByRole('button', { name: tr('pilots:items.makeMain') })
          .click();
        await shown(page.getByText(tr('pilots:items.madeMain', { value: '862 0000' })));
        await shown(itemWith(phones, '862 0000').getByText(tr('pilots:items.main'), { exact: true }));
        await gone(itemWith(phones, '+354 555 1234').getByText(tr('pilots:items.main'), { exact: true }));
        await scan(page, `information with items (${language})`);

        const addresses = page.getByRole('region', { name: tr('pilots:items.address.title') });
        await addresses.getByRole('button', { name: tr('pilots:items.address.add') }).click();
        const addressDialog = page.getByRole('dialog', { name: tr('pilots:items.address.add') });
        await addressDialog.getByRole('textbox', { name: tr('pilots:fields.streetAddress') }).fill('Hafnarstræti 1');
        await addressDialog.getByRole('textbox', { name: tr('pilots:fields.postNumber') }).fill('101');
        await addressDialog.getByRole('textbox', { name: tr('pilots:fields.postLocation') }).fill('Reykjavík');
        await addressDialog.getByRole('button', { name: tr('common:actions.save') }).click();
        await gone(addressDialog);
        await shown(itemWith(addresses, 'Hafnarstræti 1').getByText(tr('pilots:items.main'), { exact: true }));

        // The declaration is refused unticked, then accepted once and dated.
        await page.goto('/my-site/self-declaration');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:mySiteSelfDeclaration') }));
        await scan(page, `self-declaration (${language})`);
        await page.getByRole('button', { name: tr('pilots:declaration.accept') }).click();
        await shown(page.getByText(tr('pilots:declaration.mustConfirm')));
        await scan(page, `self-declaration unticked (${language})`);
        await page.getByRole('checkbox', { name: tr('pilots:declaration.confirm') }).check();
        await page.getByRole('button', { name: tr('pilots:declaration.accept') }).click();
        await shown(page.getByRole('status').filter({ hasText: tr('pilots:declaration.acceptedTitle') }));
        await gone(page.getByRole('button', { name: tr('pilots:declaration.accept') }));
        await scan(page, `self-declaration accepted (${language})`);

        // The operator number: the public part to mark on the drone, the whole one for remote ID.
        await page.goto('/my-site/operator-information');
        await shown(page.getByText(tr('pilots:operator.noneTitle'), { exact: true }));
        await scan(page, `operator information, none yet (${language})`);
        await page.getByRole('button', { name: tr('pilots:operator.issue') }).click();
        await shown(page.getByText(tr('pilots:operator.issued')));
        const whole = await (await shown(page.locator('code').nth(1))).innerText();
        expect(whole).toMatch(/^ISL[0-9a-z]{13}-[0-9a-z]{3}$/);
        expect(await page.locator('code').first().innerText()).toBe(whole.slice(0, 16));
        await scan(page, `operator information issued (${language})`);
      } finally {
        await context.close();
      }
    });

    it(`an administrator finds the pilot, writes a note and changes the type (${language})`, async () => {
      const pilot = await createPilot(language);
      const { context, page } = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        await page.goto('/admin/pilot');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminPilot') }));
        const search = page.getByRole('searchbox', { name: tr('pilots:admin.search') });
        await search.fill(pilot.emailAddress);
        await search.press('Enter');
        const fullName = `${pilot.name} Prófsdóttir`;
        await page.getByRole('button', { name: fullName }).click();
        const drawer = page.getByRole('dialog', { name: fullName });
        await shown(drawer.getByText(pilot.userName, { exact: true }));
        await scan(page, `pilot drawer (${language})`);

        await drawer.getByRole('textbox', { name: tr('pilots:notes.newLabel') }).fill('Hringdi vegna tryggingar.');
        await drawer.getByRole('button', { name: tr('pilots:notes.add') }).click();
        await shown(page.getByText(tr('pilots:notes.added')));
        await shown(drawer.getByText('Hringdi vegna tryggingar.', { exact: true }));

        await drawer.getByRole('combobox', { name: tr('pilots:fields.pilotTypeId') }).selectOption('4');
        await drawer.getByRole('button', { name: tr('pilots:admin.saveStatus') }).click();
        await shown(page.getByText(tr('pilots:admin.statusSaved', { name: fullName })));
        await scan(page, `pilot drawer after changes (${language})`);

        const token = await adminToken();
        await eventually(async () => {
          const found = await api<{ items: { userId: number; pilotTypeId: number; numberNotes: number }[] }>(
            `/api/services/app/Pilot/GetAllPaging?keyword=${encodeURIComponent(pilot.emailAddress)}`,
            { token },
          );
          const row = found.items.find((p) => p.userId === pilot.id);
          return row && { pilotTypeId: row.pilotTypeId, numberNotes: row.numberNotes };
        }).toEqual({ pilotTypeId: 4, numberNotes: 1 });
      } finally {
        await context.close();
      }
    });

    it(`an administrator enters a person, who chooses a password from the mailed link, and then deletes them (${language})`, async () => {
      const emailAddress = `${uniqueName('skrad').toLowerCase()}@example.test`;
      const surname = language === 'is' ? 'Skráðsdóttir' : 'Entered';
      const admin = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        const page = admin.page;
        await page.goto('/admin/pilot');
        await page.getByRole('button', { name: tr('pilots:person.createTitle') }).click();
        const dialog = page.getByRole('dialog', { name: tr('pilots:person.createTitle') });
        await dialog.getByRole('button', { name: tr('pilots:person.create') }).click();
        await shown(dialog.locator('[aria-invalid="true"]'));
        await scan(page, `new person submitted empty (${language})`);
        await dialog.getByRole('textbox', { name: tr('pilots:fields.name'), exact: true }).fill('Ugla');
        await dialog.getByRole('textbox', { name: tr('pilots:fields.surname'), exact: true }).fill(surname);
        await dialog.getByRole('textbox', { name: tr('pilots:fields.email'), exact: true }).fill(emailAddress);
        await dialog.getByRole('combobox', { name: tr('pilots:fields.pilotTypeId') }).selectOption('4');
        await dialog.getByRole('combobox', { name: tr('pilots:person.language') }).selectOption(language);
        await dialog.getByRole('button', { name: tr('pilots:person.create') }).click();
        await shown(page.getByText(tr('pilots:person.created', { name: `Ugla ${surname}`, email: emailAddress })));
        // The new person's record opens beside the list.
        const drawer = page.getByRole('dialog', { name: `Ugla ${surname}` });
        await shown(drawer.getByText(emailAddress, { exact: true }).first());

        const mail = await newestMailTo(emailAddress, { template: 'accountCreated' });
        expect(mail.subject).toBe(tr('mail:accountCreated.subject'));
        const link = linkIn(mail.text, '/register-user');
        const person = await newPage(browser(), language);
        try {
          await person.page.goto(link);
          await shown(person.page.getByRole('heading', { level: 1, name: tr('accounts:registerUser.passwordTitle') }));
          await scan(person.page, `first password (${language})`);
          await person.page.getByRole('textbox', { name: tr('accounts:newPassword.password'), exact: true }).fill('Fyrsta-Lykilord-1');
          await person.page.getByRole('textbox', { name: tr('accounts:newPassword.confirm'), exact: true }).fill('Fyrsta-Lykilord-1');
          await person.page.getByRole('button', { name: tr('accounts:newPassword.submit') }).click();
          await at(person.page, '/account/login');
          await shown(person.page.getByRole('status').filter({ hasText: tr('accounts:login.notice.accountReady') }));
          await signIn(person.page, emailAddress, 'Fyrsta-Lykilord-1', language);
          await shown(person.page.getByRole('heading', { level: 1 }));
        } finally {
          await person.context.close();
        }

        await drawer.getByRole('button', { name: tr('pilots:admin.delete') }).click();
        const confirm = page.getByRole('dialog', { name: tr('pilots:admin.deleteTitle') });
        await confirm.getByRole('button', { name: tr('common:actions.delete') }).click();
        await shown(page.getByText(tr('pilots:admin.deleted', { name: `Ugla ${surname}` })));
        await gone(page.getByRole('dialog'));
        await expect(
          api('/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: emailAddress, password: 'Fyrsta-Lykilord-1' } }),
        ).rejects.toThrow();
      } finally {
        await admin.context.close();
      }
    });
  }
});
