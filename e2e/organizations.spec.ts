import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, browserOfFile, expectAccessible, gone, newPage, shown } from './support/browser';
import { createContactPerson, createOrganization } from './support/organizations';
import { createPilot, eventually, issueCertificate, openFromAdminMenu, uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * Organisations at work, in both languages: a pilot asks to join, the contact person hears of it
 * live through the notification bell and accepts there, after which the organisation sees the
 * pilot's certificate; a main contact person adds, describes and removes a contact person and is refused
 * when the organisation would be left without a main contact person; an administrator finds an
 * organisation and edits it. Every screen and state is scanned by axe, the open bell panel too.
 */

const browser = browserOfFile();

const languages: Language[] = ['is', 'en'];
const scan = (page: Page, label: string) => expectAccessible(page, label, { everyImpact: true });
/** createUser's surname, which every test user shares. */
const fullName = (user: { name: string }) => `${user.name} Prófsdóttir`;
/** How soon a notification must reach an open page: the stream's work, well inside the 30 s poll. */
const liveWithinMs = 3_000;

/** Section 9's dates: DD.MM.YYYY in Icelandic, DD/MM/YYYY in English, in Reykjavík (UTC all year). */
function shownDate(iso: string, language: Language): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return language === 'is' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/** The words a field is described by (its hint and its error), as a screen reader reads them with it. */
function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );
}

/** Waits until the field is described by `text`: its error is on it, not only in the summary. */
async function eventuallyDescribed(field: Locator, text: string): Promise<void> {
  await eventually(() => descriptionOf(field)).toContain(text);
}

/** The value a description list gives for a label. */
const fact = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition');

describe('organisations', () => {
  for (const language of languages) {
    const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);
    const bell = (page: Page, unread: number) =>
      page.getByRole('button', {
        name: unread === 0 ? tr('notifications-web:bell.name') : tr('notifications-web:bell.nameWithUnread_one', { count: unread }),
        exact: true,
      });

    it(`a pilot asks to join, the organisation accepts from the bell, and sees the certificate (${language})`, async () => {
      const organization = await createOrganization(language);
      const pilot = await createPilot(language);
      const certificate = await issueCertificate(pilot.id, 1);
      const pilotSide = await newPage(browser(), language, { session: pilot.session });
      const contactSide = await newPage(browser(), language, { session: organization.mainContact.session });
      try {
        // The pilot waits on their home page, the bell's stream open and nothing unread.
        const pilotPage = pilotSide.page;
        const streamOpened = pilotPage.waitForResponse((response) => response.url().includes('/api/notifications/stream'));
        await pilotPage.goto('/my-site/default');
        await shown(pilotPage.getByRole('heading', { level: 1, name: tr('my-site:greetingName', { name: pilot.name }) }));
        expect((await streamOpened).status()).toBe(200);
        await shown(bell(pilotPage, 0));
        await scan(pilotPage, `pilot's home, nothing unread (${language})`);

        const page = contactSide.page;
        await page.goto(`/my-site/pilot-management/${organization.id}`);
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:mySitePilotManagement') }));
        const waiting = page.getByRole('region', { name: tr('organizations:mySite.recruitments.title') });
        await shown(waiting.getByText(tr('organizations:mySite.recruitments.none')));
        const pilots = page.getByRole('region', { name: tr('organizations:mySite.pilots.title'), exact: true });
        await shown(pilots.getByText(tr('organizations:mySite.pilots.none')));
        await scan(page, `pilot management (${language})`);

        // A malformed address and an address nobody has are both said on the field.
        const recruit = page.getByRole('region', { name: tr('organizations:mySite.recruit.title') });
        const email = recruit.getByRole('textbox', { name: tr('organizations:common.fields.emailAddress') });
        const send = recruit.getByRole('button', { name: tr('organizations:mySite.recruit.submit') });
        await email.fill('ekki-netfang');
        await send.click();
        await shown(recruit.getByRole('alert'));
        await eventuallyDescribed(email, tr('validation:email'));
        await scan(page, `recruitment with a malformed address (${language})`);
        // An address nobody has is answered as any other (decision 0022): a request, which is withdrawn.
        const nobody = `${uniqueName('enginn')}@example.test`;
        await email.fill(nobody);
        await send.click();
        await shown(page.getByText(tr('organizations:mySite.recruit.sent', { name: nobody })));
        const nobodyRow = waiting.getByRole('row').filter({ hasText: nobody });
        await shown(nobodyRow);
        await scan(page, `request to an unknown address (${language})`);
        await nobodyRow.getByRole('button', { name: tr('organizations:mySite.recruitments.withdrawItem', { name: nobody }) }).click();
        const withdraw = page.getByRole('dialog', { name: tr('organizations:mySite.recruitments.withdrawTitle') });
        await withdraw.getByRole('button', { name: tr('organizations:mySite.recruitments.withdraw'), exact: true }).click();
        await gone(withdraw);
        await gone(nobodyRow);

        // The pilot finds the organisation from their pages and asks to join it; the contact
        // person's bell counts the request without a reload and without polling.
        const polls: number[] = [];
        page.on('request', (request) => {
          if (request.url().includes('GetTotalNotificationByCurrentUser')) polls.push(Date.now());
        });
        const join = pilotPage.getByRole('region', { name: tr('my-site:join.title') });
        await join.getByRole('searchbox', { name: tr('my-site:join.search') }).fill(organization.name);
        const found = join.getByRole('listitem').filter({ hasText: organization.name });
        await shown(found);
        await scan(pilotPage, `an organisation found to join (${language})`);
        const sentAt = Date.now();
        await found.getByRole('button', { name: tr('my-site:join.ask') }).click();
        await shown(bell(page, 1), 15_000);
        const delay = Date.now() - sentAt;
        console.info(`live notification in the browser (${language}): ${delay} ms from the click`);
        expect(delay).toBeLessThan(liveWithinMs);
        expect(polls).toEqual([]);
        await shown(pilotPage.getByText(tr('my-site:join.asked.1', { name: organization.name })));
        // The pilot's place waits, and says so on their home page.
        await shown(pilotPage.getByText(tr('my-site:organizations.roles.invited')));

        // The contact person reads the request in their own language and accepts it from the bell.
        const asked = page.getByRole('region', { name: tr('organizations:mySite.asked.title') });
        await page.reload();
        await shown(asked.getByRole('rowheader').getByText(fullName(pilot), { exact: true }));
        await scan(page, `pilot management, a pilot asking (${language})`);
        await bell(page, 1).click();
        const panel = page.getByRole('dialog', { name: tr('notifications-web:panel.title') });
        const item = panel
          .getByRole('list', { name: tr('notifications-web:panel.list') })
          .getByRole('listitem')
          .first();
        const message = tr('notifications:messages.NewUserConnectWithOrganization.asked', {
          organizationName: organization.name,
          personName: fullName(pilot),
        });
        await shown(item.getByText(message, { exact: true }));
        await gone(panel.getByText(tr('notifications-web:panel.notLive')));
        await scan(page, `notification panel with a request (${language})`);
        await item.getByRole('button', { name: tr('notifications-web:actions.accept') }).click();
        await shown(item.getByText(tr('notifications-web:item.answered'), { exact: true }));
        await panel.getByRole('button', { name: tr('common:actions.close') }).click();
        await gone(panel);

        // The pilot hears the answer live, in words for them, and the organisation opens to them.
        await shown(bell(pilotPage, 1), 15_000);
        await bell(pilotPage, 1).click();
        const pilotPanel = pilotPage.getByRole('dialog', { name: tr('notifications-web:panel.title') });
        const answer = tr('notifications:messages.MessageAcceptedPilot.toPilot', { organizationName: organization.name });
        await shown(pilotPanel.getByText(answer, { exact: true }));
        await scan(pilotPage, `the pilot told of the answer (${language})`);
        await pilotPanel.getByRole('button', { name: tr('common:actions.close') }).click();
        await gone(pilotPanel);
        await pilotPage.goto('/my-site/default');
        const menu = pilotPage.getByRole('navigation', { name: tr('common:mySiteMenu') });
        await menu
          .getByRole('link', { name: tr('routes:mySiteOrganization') })
          .filter({ hasText: organization.name })
          .click();
        await shown(pilotPage.getByRole('heading', { level: 1, name: organization.name }));
        await shown(pilotPage.getByRole('region', { name: tr('organizations:mySite.details.title') }));
        await shown(pilotPage.getByRole('button', { name: tr('organizations:mySite.leave.button') }));
        await scan(pilotPage, `organisation accepted (${language})`);

        // The pilot is listed with the certificate, and nobody waits any more.
        await page.reload();
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:mySitePilotManagement') }));
        const row = pilots.getByRole('row').filter({ hasText: pilot.emailAddress });
        await shown(row.getByRole('rowheader').getByText(fullName(pilot), { exact: true }));
        await shown(row.getByText(certificate.certificateNumber, { exact: true }));
        const until = tr('organizations:mySite.pilots.validUntil', { date: shownDate(certificate.expiredDate, language) });
        await shown(row.getByText(until, { exact: true }));
        await shown(row.getByText(tr('organizations:common.certificateStanding.valid'), { exact: true }));
        await shown(waiting.getByText(tr('organizations:mySite.recruitments.none')));
        await shown(asked.getByText(tr('organizations:mySite.asked.none')));
        await scan(page, `pilot management with the pilot (${language})`);
      } finally {
        await pilotSide.context.close();
        await contactSide.context.close();
      }
    });

    it(`a contact person asks to speak for a registered organisation, and its main contact person accepts (${language})`, async () => {
      const organization = await createOrganization(language);
      const asker = await createContactPerson(language);
      const askerSide = await newPage(browser(), language, { session: asker.session });
      const mainSide = await newPage(browser(), language, { session: organization.mainContact.session });
      try {
        const askerPage = askerSide.page;
        await askerPage.goto('/my-site/default');
        const join = askerPage.getByRole('region', { name: tr('my-site:join.title') });
        await shown(join.getByText(tr('my-site:join.lead.2')));
        await join.getByRole('searchbox', { name: tr('my-site:join.search') }).fill(organization.organizationNumber);
        const found = join.getByRole('listitem').filter({ hasText: organization.name });
        await found.getByRole('button', { name: tr('my-site:join.ask') }).click();
        await shown(askerPage.getByText(tr('my-site:join.asked.2', { name: organization.name })));
        // The request waits on the asker's page, which can withdraw it.
        const requests = askerPage.getByRole('region', { name: tr('my-site:requests.title') });
        await shown(requests.getByText(tr('my-site:requests.ownLead', { name: organization.name, role: tr('my-site:requests.roles.2') })));
        await scan(askerPage, `own request waiting (${language})`);

        const page = mainSide.page;
        await page.goto(`/my-site/contact-person/${organization.id}`);
        const waiting = page.getByRole('region', { name: tr('organizations:mySite.recruitments.contactTitle') });
        const row = waiting.getByRole('row').filter({ hasText: fullName(asker) });
        await shown(row);
        await scan(page, `a request to speak for the organisation (${language})`);
        await row.getByRole('button', { name: tr('organizations:mySite.recruitments.askAccept') }).click();
        await shown(page.getByText(tr('organizations:mySite.recruitments.askAccepted', { name: fullName(asker) })));
        await shown(page.getByRole('rowheader', { name: fullName(asker) }));

        await askerPage.reload();
        const cards = askerPage.getByRole('region', { name: tr('my-site:organizations.title') });
        await shown(cards.getByRole('heading', { name: organization.name }));
        await shown(cards.getByText(tr('my-site:organizations.roles.contact')));
        await gone(askerPage.getByRole('region', { name: tr('my-site:requests.title') }));
      } finally {
        await askerSide.context.close();
        await mainSide.context.close();
      }
    });

    it(`a main contact person adds a contact person, describes and removes them, and cannot leave the organisation without one (${language})`, async () => {
      const organization = await createOrganization(language);
      const other = await createContactPerson(language);
      const self = organization.mainContact;
      const { context, page } = await newPage(browser(), language, { session: self.session });
      try {
        await page.goto(`/my-site/contact-person/${organization.id}`);
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:mySiteContactPerson') }));
        const table = page.getByRole('table', { name: tr('organizations:mySite.contacts.caption', { name: organization.name }) });
        const rowOf = (user: { name: string }) =>
          table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fullName(user), exact: true }) });
        await shown(rowOf(self).getByText(tr('organizations:common.roles.4'), { exact: true }));
        await scan(page, `contact persons (${language})`);

        // Naming an account sends a request; an address nobody has is answered alike (decision 0022).
        await page.getByRole('button', { name: tr('organizations:mySite.contacts.add'), exact: true }).click();
        const add = page.getByRole('dialog', { name: tr('organizations:mySite.contacts.add') });
        const email = add.getByRole('textbox', { name: tr('organizations:common.fields.emailAddress') });
        const unknown = `${uniqueName('enginn')}@example.test`;
        await email.fill(unknown);
        await add.getByRole('button', { name: tr('organizations:mySite.contacts.addSubmit'), exact: true }).click();
        await gone(add);
        await shown(page.getByText(tr('organizations:mySite.contacts.added', { name: unknown })));
        const requests = page.getByRole('region', { name: tr('organizations:mySite.recruitments.contactTitle') });
        await shown(requests.getByRole('rowheader', { name: unknown, exact: true }));
        await page.getByRole('button', { name: tr('organizations:mySite.contacts.add'), exact: true }).click();
        await email.fill(other.emailAddress);
        await add.getByRole('button', { name: tr('organizations:mySite.contacts.addSubmit'), exact: true }).click();
        await gone(add);
        await shown(page.getByText(tr('organizations:mySite.contacts.added', { name: other.emailAddress })));
        await shown(requests.getByRole('rowheader', { name: other.emailAddress, exact: true }));
        await gone(rowOf(other));
        await scan(page, `contact persons asked (${language})`);

        // The person accepts on their own pages; only then are they the organisation's contact person.
        const otherSide = await newPage(browser(), language, { session: other.session });
        try {
          await otherSide.page.goto('/my-site/default');
          const asked = otherSide.page.getByRole('region', { name: tr('my-site:requests.title') });
          await shown(asked.getByRole('heading', { name: organization.name }));
          await scan(otherSide.page, `a request to speak for an organisation (${language})`);
          await asked.getByRole('button', { name: tr('my-site:requests.accept') }).click();
          await shown(
            otherSide.page.getByText(tr('my-site:requests.accepted', { name: organization.name, role: tr('my-site:requests.roles.2') })),
          );
          await gone(asked);
        } finally {
          await otherSide.context.close();
        }
        await page.reload();
        await shown(rowOf(other).getByText(tr('organizations:common.roles.2'), { exact: true }));
        await gone(requests.getByRole('rowheader', { name: other.emailAddress, exact: true }));
        await scan(page, `contact person added (${language})`);

        // Department and title.
        const department = language === 'is' ? 'Flugdeild' : 'Flight operations';
        const title = language === 'is' ? 'Yfirflugmaður' : 'Chief pilot';
        await page.getByRole('button', { name: tr('organizations:mySite.contacts.editItem', { name: fullName(other) }) }).click();
        const edit = page.getByRole('dialog', { name: tr('organizations:mySite.contacts.editTitle', { name: fullName(other) }) });
        await edit.getByRole('textbox', { name: tr('organizations:common.fields.department') }).fill(department);
        await edit.getByRole('textbox', { name: tr('organizations:common.fields.title') }).fill(title);
        await scan(page, `department and title (${language})`);
        await edit.getByRole('button', { name: tr('common:actions.save') }).click();
        await gone(edit);
        await shown(page.getByText(tr('organizations:mySite.contacts.departmentSaved', { name: fullName(other) })));
        await shown(rowOf(other).getByRole('cell', { name: department, exact: true }));
        await shown(rowOf(other).getByRole('cell', { name: title, exact: true }));

        // Removed after confirming.
        await page.getByRole('button', { name: tr('organizations:mySite.contacts.removeItem', { name: fullName(other) }) }).click();
        const confirm = page.getByRole('dialog', { name: tr('organizations:mySite.contacts.removeTitle') });
        await shown(
          confirm.getByText(tr('organizations:mySite.contacts.removeMessage', { name: fullName(other), organization: organization.name })),
        );
        await scan(page, `removing a contact person (${language})`);
        await confirm.getByRole('button', { name: tr('organizations:mySite.contacts.remove'), exact: true }).click();
        await gone(confirm);
        await shown(page.getByText(tr('organizations:mySite.contacts.removed', { name: fullName(other) })));
        await gone(rowOf(other));
        await shown(rowOf(self));

        // The last main contact person can neither step down nor leave: the server's words are shown.
        const refusal = page.getByRole('alert').filter({ hasText: tr('errors:organization.lastMainContact') });
        const stepDown = page.waitForResponse((r) => r.url().includes('/UserOrganization/UpdateContactPersonRoleByUserID'));
        await rowOf(self)
          .getByRole('button', { name: tr('organizations:mySite.contacts.makeOrdinary') })
          .click();
        expect((await stepDown).ok()).toBe(false);
        await shown(refusal);
        await shown(rowOf(self).getByText(tr('organizations:common.roles.4'), { exact: true }));
        await scan(page, `stepping down refused (${language})`);

        await page.getByRole('button', { name: tr('organizations:mySite.contacts.removeItem', { name: fullName(self) }) }).click();
        await shown(confirm.getByText(tr('organizations:mySite.contacts.removeSelf', { organization: organization.name })));
        const leave = page.waitForResponse((r) => r.url().includes('/UserOrganization/RemoveContactPersonRoleByUserID'));
        await confirm.getByRole('button', { name: tr('organizations:mySite.contacts.remove'), exact: true }).click();
        expect((await leave).ok()).toBe(false);
        await gone(confirm);
        await shown(refusal);
        await shown(rowOf(self));
        expect(new URL(page.url()).pathname).toBe(`/my-site/contact-person/${organization.id}`);
        await scan(page, `removing oneself refused (${language})`);
      } finally {
        await context.close();
      }
    });

    it(`an administrator finds an organisation and edits its name and phone number (${language})`, async () => {
      const organization = await createOrganization(language);
      const { context, page } = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        await page.goto('/admin');
        await openFromAdminMenu(page, language, 'operator', 'adminOrganization');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminOrganization') }));
        const search = page.getByRole('searchbox', { name: tr('organizations:admin.list.search') });
        const table = page.getByRole('table', { name: tr('organizations:admin.list.caption') });
        await search.fill(organization.name);
        await search.press('Enter');
        await shown(table.getByRole('row').filter({ hasText: organization.organizationNumber }));
        await scan(page, `organisations found (${language})`);
        await table.getByRole('link', { name: organization.name, exact: true }).click();
        await shown(page.getByRole('heading', { level: 1, name: organization.name }));
        await shown(fact(page, tr('organizations:admin.fields.phoneNumber')).getByText(organization.phoneNumber, { exact: true }));
        await scan(page, `organisation (${language})`);

        // A phone number that is none stops the save with the summary at the top.
        await page.getByRole('button', { name: tr('organizations:admin.edit.open') }).click();
        const dialog = page.getByRole('dialog', { name: tr('organizations:admin.edit.title', { name: organization.name }) });
        const name = dialog.getByRole('textbox', { name: tr('organizations:admin.fields.name'), exact: true });
        const phone = dialog.getByRole('textbox', { name: tr('organizations:admin.fields.phoneNumber'), exact: true });
        await shown(name);
        expect(await name.inputValue()).toBe(organization.name);
        const newName = uniqueName(language === 'is' ? 'Loftmyndir ' : 'Aerial ');
        const newPhone = '+354 699 4321';
        await name.fill(newName);
        await phone.fill('sími');
        await dialog.getByRole('button', { name: tr('common:actions.save') }).click();
        const summary = dialog.getByRole('alert').filter({ hasText: tr('organizations:admin.form.summaryTitle_one', { count: 1 }) });
        await shown(summary.getByRole('link', { name: tr('validation:phoneNumber') }));
        expect(await phone.getAttribute('aria-invalid')).toBe('true');
        await scan(page, `organisation edit with an error (${language})`);

        await phone.fill(newPhone);
        await dialog.getByRole('button', { name: tr('common:actions.save') }).click();
        await gone(dialog);
        await shown(page.getByText(tr('organizations:admin.edit.saved', { name: newName })));
        await shown(page.getByRole('heading', { level: 1, name: newName }));
        await shown(fact(page, tr('organizations:admin.fields.phoneNumber')).getByText(newPhone, { exact: true }));
        await scan(page, `organisation saved (${language})`);

        // The list shows the new values.
        await openFromAdminMenu(page, language, 'operator', 'adminOrganization');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminOrganization') }));
        await search.fill(newName);
        await search.press('Enter');
        const row = table.getByRole('row').filter({ hasText: organization.organizationNumber });
        await shown(row.getByRole('link', { name: newName, exact: true }));
        await shown(row.getByRole('cell', { name: newPhone, exact: true }));
        await gone(table.getByRole('link', { name: organization.name, exact: true }));
      } finally {
        await context.close();
      }
    });
  }
});
