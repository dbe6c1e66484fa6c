import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api, browserOfFile, expectAccessible, newPage, shown } from './support/browser';
import { createContactPerson, createOrganization } from './support/organizations';
import { newestMailTo, uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * Bulk e-mail, in both languages: an administrator opens an organisation, writes to its members
 * from there, is told what is missing, checks the message and sends it, and watches the send reach
 * done. The run has no SMTP server, so the mails are kept in the outbox, where each member's is
 * read back in that member's language. Every screen is scanned by axe.
 */

const browser = browserOfFile();

const languages: Language[] = ['is', 'en'];
const scan = (page: Page, label: string) => expectAccessible(page, label, { everyImpact: true });

describe('bulk e-mail', () => {
  for (const language of languages) {
    const tr = (key: string, vars: Record<string, string | number> = {}) => t(language, key, vars);
    const other: Language = language === 'is' ? 'en' : 'is';

    it(`an administrator e-mails an organisation’s members and watches the send finish (${language})`, async () => {
      const organization = await createOrganization(language);
      // A second member who reads the other language.
      const colleague = await createContactPerson(other);
      await api('/api/services/app/Organization/CreateContactPersonAdmin', {
        token: await adminToken(),
        body: { organizationId: organization.id, emailAddress: colleague.emailAddress },
      });
      const subject = uniqueName('Lokun svæðis ');
      const subjectEnglish = uniqueName('Area closed ');
      const icelandic = `Svæðinu við höfnina er lokað á laugardag. ${uniqueName('IS')}`;
      const english = `The harbour area is closed on Saturday. ${uniqueName('EN')}`;

      const { context, page } = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        await page.goto(`/admin/organization/${encodeURIComponent(organization.name)}/${organization.id}`);
        await shown(page.getByRole('heading', { level: 1, name: organization.name }));
        await page.getByRole('link', { name: tr('bulk-mail:links.organization') }).click();

        // The compose screen names the members and counts them before anything is written.
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminMailingToOrganization') }));
        await shown(page.getByText(tr('bulk-mail:target.organization', { name: organization.name })));
        await shown(page.getByText(tr('bulk-mail:compose.recipients_other', { count: 2 })));
        await scan(page, `compose (${language})`);

        await page.getByRole('button', { name: tr('bulk-mail:compose.review') }).click();
        const summary = page.getByRole('alert').filter({ hasText: tr('bulk-mail:compose.errorTitle') });
        await shown(summary);
        await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
        await scan(page, `compose with errors (${language})`);

        await page.getByRole('textbox', { name: tr('bulk-mail:fields.subjectIcelandic') }).fill(subject);
        await page.getByRole('textbox', { name: tr('bulk-mail:fields.contentIcelandic') }).fill(icelandic);
        await page.getByRole('textbox', { name: tr('bulk-mail:fields.subjectEnglish') }).fill(subjectEnglish);
        await page.getByRole('textbox', { name: tr('bulk-mail:fields.content'), exact: true }).fill(english);
        // What is typed is kept as a draft on the server once typing stops.
        await shown(page.getByRole('status').filter({ hasText: tr('bulk-mail:drafts.saved', { time: '\u0000' }).split('\u0000')[0] }));
        await page.getByRole('button', { name: tr('bulk-mail:compose.review') }).click();

        await shown(page.getByRole('heading', { name: tr('bulk-mail:compose.confirmTitle') }));
        await shown(page.getByText(icelandic));
        await scan(page, `check and send (${language})`);
        await page.getByRole('button', { name: tr('bulk-mail:compose.send_other', { count: 2 }) }).click();

        // The progress screen polls until the send is done.
        await shown(page.getByRole('heading', { level: 1, name: subject }));
        const progress = page.getByRole('region', { name: tr('bulk-mail:progress.title') });
        const bar = progress.getByRole('progressbar', { name: tr('bulk-mail:progress.label') });
        await shown(bar);
        await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
        await shown(page.getByText(tr('bulk-mail:status.done'), { exact: true }));
        await shown(progress.getByText(tr('bulk-mail:progress.kept_other', { count: 2 })));
        await scan(page, `progress (${language})`);

        // Each member's mail is in their own language.
        const own = await newestMailTo(organization.mainContact.emailAddress, { template: 'bulkMessage' });
        const theirs = await newestMailTo(colleague.emailAddress, { template: 'bulkMessage' });
        expect(own.subject).toBe(language === 'is' ? subject : subjectEnglish);
        expect(theirs.subject).toBe(language === 'is' ? subjectEnglish : subject);
        expect(own.text).toContain(language === 'is' ? icelandic : english);
        expect(theirs.text).toContain(language === 'is' ? english : icelandic);
        expect(own.language).toBe(language);
        expect(theirs.language).toBe(other);

        // The list of sends shows it first.
        await page
          .getByRole('navigation', { name: t(language, 'common:menu.label') })
          .getByRole('link', { name: tr('routes:adminMailings') })
          .click();
        const table = page.getByRole('table', { name: tr('bulk-mail:caption') });
        await shown(table.getByRole('row').nth(1).getByRole('link', { name: subject }));
        await scan(page, `list of sends (${language})`);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
