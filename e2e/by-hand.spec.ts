import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminToken, browserOfFile, expectAccessible, newPage, shown } from './support/browser';
import { createPilot } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * The calls that had no screen, used as an administrator would, in both languages: a certificate
 * issued to a person by hand, and an in-app notice that reaches the person's bell.
 */

const browser = browserOfFile();
const scan = (page: Page, label: string) => expectAccessible(page, label, { everyImpact: true });
/** A label as it begins: a field's label may be followed by its required mark. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('by hand', () => {
  for (const language of ['is', 'en'] as Language[]) {
    const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);

    it(`an administrator issues a certificate to a person and sends them a notice (${language})`, async () => {
      const pilot = await createPilot(language);
      const fullName = `${pilot.name} Prófsdóttir`;
      const admin = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      const pilotSide = await newPage(browser(), language, { session: pilot.session });
      try {
        const page = admin.page;
        await page.goto('/admin/exam/certificates');
        const one = page.getByRole('region', { name: tr('certificates-web:issue.one.title') });
        await one.getByLabel(startsWith(tr('common:picker.person.label'))).fill(pilot.userName);
        await one.getByRole('radio', { name: new RegExp(fullName) }).check();
        await one.getByRole('button', { name: tr('certificates-web:issue.one.review') }).click();
        await shown(one.getByRole('heading', { name: tr('certificates-web:issue.one.confirmTitle') }));
        await scan(page, `a certificate about to be issued (${language})`);
        await one.getByRole('button', { name: tr('certificates-web:issue.one.issue') }).click();
        await shown(one.getByRole('link', { name: /^IS-A1A3-/ }));
        await scan(page, `a certificate issued (${language})`);

        await page.goto('/admin/notices');
        await page.getByLabel(startsWith(tr('common:picker.person.label'))).fill(pilot.userName);
        await page.getByRole('radio', { name: new RegExp(fullName) }).check();
        await page.locator('#notice-messageId').click();
        await page.getByRole('option', { name: tr('common:notice.messages.AdminUpdatePilotTypeLabel') }).click();
        const words = language === 'is' ? 'Skírteinið þitt er komið.' : 'Your certificate is here.';
        await page.getByLabel(startsWith(tr('common:notice.fields.ownText'))).fill(words);
        await page.getByRole('button', { name: tr('common:notice.review') }).click();
        await shown(page.getByRole('heading', { name: tr('common:notice.confirmTitle') }));
        await page.getByRole('button', { name: tr('common:notice.send') }).click();
        await shown(page.getByText(tr('common:notice.done_one', { count: 1 })));
        await scan(page, `a notice sent (${language})`);

        const pilotPage = pilotSide.page;
        await pilotPage.goto('/my-site/default');
        const bell = pilotPage.getByRole('button', { name: tr('notifications-web:bell.nameWithUnread_one', { count: 1 }), exact: true });
        await bell.click();
        const panel = pilotPage.getByRole('dialog', { name: tr('notifications-web:panel.title') });
        await shown(panel.getByText(words));
        await scan(pilotPage, `the notice in the pilot's bell (${language})`);
      } finally {
        await admin.context.close();
        await pilotSide.context.close();
      }
    });
  }
});
