import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at, browserOfFile, expectAccessible, newPage, shown, signIn } from './support/browser';
import { downloadReceipt, expectPaid, payWithCard, testCards } from './support/payments';
import { linkIn, newestMailTo, uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * The register-step wizard for each of the four user types, in both languages: the account, the
 * confirmation link from the mail, the organisation's details (looked up in the built-in company
 * registry, or typed by hand), and sign-in at the end. A contact person signs in half-way and the
 * guard brings them back to the step they left. Every screen is scanned by axe, forms also in
 * their error state.
 */

const browser = browserOfFile();

const scan = (page: Page, label: string) => expectAccessible(page, label, { everyImpact: true });
const password = 'Skraning-Password-1';
/** Made-up organisation numbers the built-in registry knows, one per journey that looks one up. */
const knownCompanies = {
  is: { number: '410199-0119', name: 'Flugdrekar ehf.' },
  en: { number: '520304-2290', name: 'Norðurljósamyndir hf.' },
};
let manualNumber = 0;
/** A number the registry does not know, so the organisation is entered by hand. */
const unknownNumber = () => `71${String(++manualNumber).padStart(4, '0')}-0000`;

async function fillAccount(page: Page, language: Language, userTypeId: number, email: string) {
  const tr = (key: string) => t(language, key);
  await page.goto('/register');
  await shown(page.getByRole('heading', { level: 1, name: tr('registration:register.title') }));
  await page.getByRole('radio', { name: tr(`registration:register.userTypes.${userTypeId}.label`), exact: true }).check();
  await page.getByRole('textbox', { name: tr('registration:register.name') }).fill('Sólveig');
  await page.getByRole('textbox', { name: tr('registration:register.surname') }).fill(uniqueName('Rekstrar'));
  await page.getByRole('textbox', { name: tr('registration:register.email') }).fill(email);
  if (userTypeId === 3 || userTypeId === 4) {
    const birth = page.getByRole('group', { name: tr('registration:register.dateOfBirth') });
    await birth.getByRole('combobox', { name: t(language, 'common:dateOfBirth.day') }).selectOption('15');
    await birth.getByRole('combobox', { name: t(language, 'common:dateOfBirth.month') }).selectOption({ index: 6 });
    await birth.getByRole('combobox', { name: t(language, 'common:dateOfBirth.year') }).selectOption('1988');
  }
  await page.getByRole('textbox', { name: tr('registration:register.password'), exact: true }).fill(password);
  await page.getByRole('textbox', { name: tr('registration:register.confirmPassword'), exact: true }).fill(password);
  await page.getByRole('button', { name: tr('registration:register.submit') }).click();
  await shown(page.getByRole('heading', { level: 1, name: tr('registration:register.checkEmailTitle') }));
}

/** The organisation step: submitted empty first (the summary, in axe), then looked up or typed, then sent. */
async function fillOrganization(
  page: Page,
  language: Language,
  { askSize, lookUp }: { askSize: boolean; lookUp: boolean },
): Promise<string> {
  const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);
  await shown(page.getByRole('heading', { level: 1, name: tr('registration:wizard.organization.title') }));
  await shown(page.locator('[aria-current="step"]').filter({ hasText: tr('registration:wizard.steps.organization') }));
  await scan(page, `organisation step (${language})`);

  await page.getByRole('button', { name: tr('registration:wizard.organization.submit') }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('link') });
  await shown(summary);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
  await scan(page, `organisation step with errors (${language})`);
  // The summary's first line leads to its field.
  await summary.getByRole('link').first().click();
  expect(await page.evaluate(() => document.activeElement?.closest('[id^="organization-"]')?.id ?? '')).toMatch(/^organization-/);

  if (askSize) await page.getByRole('radio', { name: tr('registration:wizard.organization.sizes.2') }).check();
  const numberField = page.getByRole('textbox', { name: tr('registration:wizard.organization.organizationNumber'), exact: true });
  let name: string;
  if (lookUp) {
    const company = knownCompanies[language];
    await numberField.fill(company.number);
    await page.getByRole('button', { name: tr('registration:wizard.organization.lookup') }).click();
    await shown(page.getByText(tr('registration:wizard.organization.found', { name: company.name })));
    expect(await page.getByRole('textbox', { name: tr('registration:wizard.organization.name'), exact: true }).inputValue()).toBe(
      company.name,
    );
    name = company.name;
  } else {
    await numberField.fill(unknownNumber());
    await page.getByRole('button', { name: tr('registration:wizard.organization.lookup') }).click();
    await shown(page.getByText(tr('registration:wizard.organization.notFound')));
    name = uniqueName('Drónar ');
    await page.getByRole('textbox', { name: tr('registration:wizard.organization.name'), exact: true }).fill(name);
    await page.getByRole('textbox', { name: tr('registration:wizard.organization.address'), exact: true }).fill('Skeifan 3');
    await page.getByRole('textbox', { name: tr('registration:wizard.organization.postCode'), exact: true }).fill('108');
  }
  await page
    .getByRole('textbox', { name: tr('registration:wizard.organization.email'), exact: true })
    .fill(`${uniqueName('skrifstofa')}@example.test`);
  await page.getByRole('textbox', { name: tr('registration:wizard.organization.phoneNumber'), exact: true }).fill('+354 555 1234');
  await page.getByRole('textbox', { name: tr('registration:wizard.organization.insurancePolicyNumber'), exact: true }).fill('TR-88421');
  await page
    .getByRole('textbox', { name: tr('registration:wizard.organization.insuranceCompanyName'), exact: true })
    .fill('Vátryggingafélagið');
  await page.getByRole('button', { name: tr('registration:wizard.organization.submit') }).click();
  // The details are in; the fee step leads to the checkout of the organisation's fee.
  await until(page, '/payment/');
  await shown(page.getByRole('heading', { level: 1, name: tr('routes:payment') }));
  return name;
}

describe('registration through the wizard', () => {
  for (const language of ['is', 'en'] as const) {
    const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);

    it(`a pilot registers, confirms the address and pays the fee, ${language === 'is' ? 'later at home' : 'at once'}, after a declined card (${language})`, async () => {
      const email = `${uniqueName('flugmadur')}@example.test`;
      const { context, page } = await newPage(browser(), language);
      try {
        await fillAccount(page, language, 3, email);
        await scan(page, `pilot: check your e-mail (${language})`);
        // The confirmed address; a pilot may pay the fee now or later, after signing in.
        await page.goto(linkIn((await newestMailTo(email, { template: 'verifyEmail' })).text, '/verify-register/3/2/'));
        await shown(page.getByRole('heading', { level: 1, name: tr('registration:verifyEmail.doneTitle') }));
        await scan(page, `pilot: address confirmed (${language})`);
        if (language === 'is') {
          await page.getByRole('link', { name: tr('registration:verifyEmail.toLogin') }).click();
          await signIn(page, email, password, language);
          await at(page, '/my-site/default');
          await shown(page.getByText(tr('my-site:feeDue.body')));
          await page.getByRole('link', { name: tr('my-site:feeDue.pay') }).click();
          await shown(page.getByText(tr('payments:standing.unpaid')));
          await scan(page, `pilot: fee unpaid (${language})`);
          await page.getByRole('link', { name: tr('payments:standing.pay') }).click();
        } else {
          await page.getByRole('link', { name: tr('registration:verifyEmail.payNow') }).click();
        }
        await until(page, '/payment');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:payment') }));

        await payWithCard(page, language, testCards.declined, `pilot (${language})`);
        await until(page, '/paymentError=1');
        await shown(page.getByRole('alert').filter({ hasText: tr('payments:error.declined.title') }));
        await shown(page.getByText(tr('payments:error.declined.body')));
        await scan(page, `pilot: card declined (${language})`);
        await page.getByRole('link', { name: tr('payments:error.tryAgain') }).click();
        await until(page, '/payment');
        await payWithCard(page, language, testCards.pays, `pilot, another card (${language})`);
        await expectPaid(page, language, `pilot (${language})`);
        if (language === 'en') {
          await page
            .getByRole('main')
            .getByRole('link', { name: tr('payments:links.signIn') })
            .click();
          await signIn(page, email, password, language);
          await at(page, '/my-site/default');
        } else {
          await downloadReceipt(page, () => page.getByRole('link', { name: tr('payments:history.downloadReceipt') }).click());
        }
        await page.goto('/my-site/payment');
        await shown(page.getByText(tr('payments:history.caption')));
        await shown(page.getByRole('cell', { name: tr('payments:status.1'), exact: true }));
      } finally {
        await context.close();
      }
    });

    for (const userTypeId of [1, 2] as const) {
      it(`an organisation ${userTypeId === 1 ? 'under' : 'over'} 250 registers, with its details after the link (${language})`, async () => {
        const email = `${uniqueName('rekstur')}@example.test`;
        const { context, page } = await newPage(browser(), language);
        try {
          await fillAccount(page, language, userTypeId, email);
          // An organisation's account asks no date of birth: the person is its contact, not a pilot.
          await page.goto(linkIn((await newestMailTo(email, { template: 'verifyEmail' })).text, `/verify-register/${userTypeId}/2/`));
          // The link is traded for a step credential that this tab holds; the address names only the step (decision 0024).
          await until(page, '/register-step/');
          expect(page.url()).not.toMatch(/[\w-]{40,}/);
          const name = await fillOrganization(page, language, { askSize: false, lookUp: userTypeId === 1 });
          await shown(page.getByText(name));
          await payWithCard(page, language, testCards.pays, `organisation ${userTypeId} (${language})`);
          await expectPaid(page, language, `organisation ${userTypeId} (${language})`);
          await page
            .getByRole('main')
            .getByRole('link', { name: tr('payments:links.signIn') })
            .click();
          await signIn(page, email, password, language);
          expect(new URL(page.url()).pathname).not.toMatch(/^\/register-step/);
          // The payer finds the receipt among their payments.
          await page.goto('/my-site/payment');
          const history = page.getByRole('table').filter({ hasText: tr('payments:history.caption') });
          await shown(history.getByRole('cell', { name: tr('payments:status.1'), exact: true }));
          await scan(page, `organisation ${userTypeId}: payments (${language})`);
          await downloadReceipt(page, () => history.getByRole('link').first().click());
        } finally {
          await context.close();
        }
      });
    }

    it(`a contact person signs in half-way and is brought back to the organisation step (${language})`, async () => {
      const email = `${uniqueName('tengilidur')}@example.test`;
      const { context, page } = await newPage(browser(), language);
      try {
        await fillAccount(page, language, 4, email);
        // The link confirms the address; the person leaves before the organisation's details.
        const link = linkIn((await newestMailTo(email, { template: 'verifyEmail' })).text, '/verify-register/4/2/');
        await page.goto(link);
        await shown(page.getByRole('heading', { level: 1, name: tr('registration:wizard.organization.title') }));
        // The link works once, and says so when followed again, with sign-in and a new link at hand.
        const again = await context.newPage();
        await again.goto(link);
        await shown(again.getByRole('alert').filter({ hasText: tr('errors:linkUsed') }));
        await shown(again.getByRole('button', { name: tr('registration:wizard.resend.submit') }));
        await scan(again, `contact person: the link used (${language})`);
        await again.close();
        await page.goto('/account/login');
        await signIn(page, email, password, language);
        await until(page, '/register-step/4/3');
        await fillOrganization(page, language, { askSize: true, lookUp: false });
        // A contact person pays on the organisation's account, here the organisation's first fee.
        await page.getByRole('radio', { name: tr('payments:checkout.payer.organization') }).check();
        await payWithCard(page, language, testCards.pays, `contact person (${language})`);
        await expectPaid(page, language, `contact person (${language})`);
        await page.getByRole('link', { name: tr('payments:links.toMySite') }).click();
        await at(page, '/my-site/default');
      } finally {
        await context.close();
      }
    });
  }
});

/** Waits until the address bar's path starts with `prefix`. */
async function until(page: Page, prefix: string) {
  await page.waitForURL((url) => url.pathname.startsWith(prefix), { timeout: 15_000 });
}
