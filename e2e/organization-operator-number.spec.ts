import { describe, expect, it } from 'vitest';
import { browserOfFile, expectAccessible, newPage, shown } from './support/browser';
import { createOrganization } from './support/organizations';
import { expectPaid, payWithCard, testCards } from './support/payments';
import { t } from './support/texts';

/**
 * Decision 0030, in both languages: an organisation's main contact person pays its fee on the
 * sandbox's pay page and finds the organisation's operator registration number, whole, on its page.
 */

const browser = browserOfFile();

describe('an organisation’s operator registration number', () => {
  for (const language of ['is', 'en'] as const) {
    const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);

    it(`is issued when its fee is paid, and shown whole to its main contact person (${language})`, async () => {
      const organization = await createOrganization(language);
      const { context, page } = await newPage(browser(), language, { session: organization.mainContact.session });
      try {
        await page.goto(`/my-site/organization-information/${organization.id}`);
        const section = page.getByRole('region', { name: tr('organizations:mySite.operatorNumber.title') });
        await shown(section.getByText(tr('organizations:mySite.operatorNumber.none')));

        await page.goto(`/payment-certificate/1/${organization.id}`);
        await payWithCard(page, language, testCards.pays, `organisation's fee (${language})`);
        await expectPaid(page, language, `organisation's fee (${language})`);

        await page.goto(`/my-site/organization-information/${organization.id}`);
        const whole = section.getByText(/^ISL[0-9a-z]{13}-[0-9a-z]{3}$/);
        await shown(whole);
        const number = (await whole.textContent())!;
        await shown(section.getByText(number.slice(0, 16), { exact: true }));
        expect(number).toMatch(/^ISL/);
        await expectAccessible(page, `organisation's operator number (${language})`, { everyImpact: true });
      } finally {
        await context.close();
      }
    });
  }
});
