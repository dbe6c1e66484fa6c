import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OrganizationDto } from '../src/shared/contracts/organizations';
import { adminToken, api, browserOfFile, expectAccessible, gone, newPage, shown } from './support/browser';
import { linkIn, newestMailTo, openFromAdminMenu, uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * A company number is held by whoever proves it (decision 0023), in both languages: someone
 * registers a made-up company's number under a name of their own; the registration stores the
 * registry's name and waits, unverified, in the queue on /admin/organization, where an
 * administrator approves it after a confirmation. The queue is scanned by axe.
 */

const browser = browserOfFile();
const scan = (page: Page, label: string) => expectAccessible(page, label, { everyImpact: true });
/** Made-up companies of the built-in registry that no other journey registers, one per language. */
const companies = {
  is: { number: '631208-1150', name: 'Jöklaskoðun sf.' },
  en: { number: '700512-3340', name: 'Landmælingar og kort ehf.' },
};

/** The registration wizard's calls as the browser makes them: the account, the mailed link, the organisation's details. */
async function claim(language: Language, organizationNumber: string) {
  const emailAddress = `${uniqueName('krafa')}@example.test`.toLowerCase();
  const password = 'Krafa-Password-1';
  await api('/api/services/app/Organization/Register', {
    body: { name: 'Sólveig', surname: 'Rekstrardóttir', emailAddress, password, userTypeId: 1, language },
  });
  const mail = await newestMailTo(emailAddress, { template: 'verifyEmail' });
  const token = new URL(linkIn(mail.text, '/verify-register/1/2/')).pathname.split('/').pop()!;
  const verified = await api<{ registrationToken: string }>('/api/TokenAuth/VerifyTokenForRegistering', { body: { token, userTypeId: 1 } });
  const organization = await api<OrganizationDto>('/api/services/app/Organization/RegisterOrganization', {
    body: {
      organizationNumber,
      name: 'Gervifélag ehf.',
      address: 'Hafnarstræti 9',
      postCode: '101',
      email: `${uniqueName('skrifstofa')}@example.test`,
      phoneNumber: '+354 555 1234',
      insurancePolicyNumber: 'TR-88421',
      insuranceCompanyName: 'Vátryggingafélagið',
      token: verified.registrationToken,
    },
  });
  return { emailAddress, organization };
}

describe('a claim to a company number', () => {
  for (const language of ['is', 'en'] as const) {
    const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);
    const company = companies[language];

    it(`is approved by an administrator from the queue on /admin/organization (${language})`, async () => {
      const { emailAddress, organization } = await claim(language, company.number);
      expect(organization).toMatchObject({ name: company.name, isProved: false, isManualRegistration: false });

      const { context, page } = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        await page.goto('/admin');
        await openFromAdminMenu(page, language, 'operator', 'adminOrganization');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminOrganization') }));
        const queue = page.getByRole('table', { name: tr('organizations:admin.claims.caption') });
        const row = queue.getByRole('row').filter({ hasText: emailAddress });
        await shown(row);
        await shown(row.getByText(tr('organizations:admin.claims.registry'), { exact: true }));
        await scan(page, `claims waiting for proof (${language})`);

        const names = { name: company.name, number: company.number };
        await row.getByRole('button', { name: tr('organizations:admin.claims.approveFor', names) }).click();
        const dialog = page.getByRole('dialog', { name: tr('organizations:admin.claims.approveTitle') });
        await shown(dialog.getByText(tr('organizations:admin.claims.approveMessage', names)));
        await scan(page, `approving a claim (${language})`);
        await dialog.getByRole('button', { name: tr('organizations:admin.claims.approve'), exact: true }).click();
        await shown(page.getByText(tr('organizations:admin.claims.approved', names)));
        await gone(row);
      } finally {
        await context.close();
      }
      const proved = await api<OrganizationDto>(`/api/services/app/Organization/Get?Id=${organization.id}`, { token: await adminToken() });
      expect(proved).toMatchObject({ isProved: true, name: company.name });
    });
  }
});
