import { describe, expect, it } from 'vitest';
import type { PilotPaymentDto } from '../src/shared/contracts/payments';
import { PaymentStatus } from '../src/shared/enums';
import { api, browserOfFile, expectAccessible, newPage, shown } from './support/browser';
import { createOrganization } from './support/organizations';
import { payWithCard, testCards } from './support/payments';
import { signedIn } from './support/portal';
import { t } from './support/texts';

/**
 * Issue 35's "a payment is never asked twice", in both languages: an organisation pays with the
 * sandbox's card whose confirmation comes ten seconds late. Meanwhile the verify page, and the fee
 * page after signing in again, say the payment is being confirmed and offer no checkout; when the
 * confirmation comes, the open page changes by itself, and the organisation has paid once.
 */

const browser = browserOfFile();

describe('a payment confirmed late', () => {
  for (const language of ['is', 'en'] as const) {
    const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);

    it(`never leads to a second checkout, and the screens change when it comes (${language})`, async () => {
      const organization = await createOrganization(language);
      const feePage = `/payment-certificate/1/${organization.id}`;
      const first = await newPage(browser(), language, { session: organization.mainContact.session });
      try {
        await first.page.goto(feePage);
        await payWithCard(first.page, language, testCards.confirmedLate, `late confirmation (${language})`);
        await first.page.waitForURL((url) => url.pathname === '/verify-payment');
        await shown(first.page.getByText(tr('payments:verify.waiting')));
      } finally {
        await first.context.close();
      }

      // Signed in again, as the payer who closed the page would be: told to wait, offered nothing to pay.
      const again = await newPage(browser(), language, { session: await signedIn(organization.mainContact) });
      try {
        const { page } = again;
        await page.goto(feePage);
        await shown(page.getByRole('status').filter({ hasText: tr('payments:checkout.confirming.title') }));
        expect(await page.getByRole('button', { name: tr('payments:checkout.pay') }).count()).toBe(0);
        await expectAccessible(page, `payment being confirmed (${language})`, { everyImpact: true });

        // The confirmation comes while the page is open: it changes with no reload and no new sign-in.
        await shown(page.getByText(tr('payments:checkout.nothingToPay.paid')), 25_000);
        expect(await page.getByRole('button', { name: tr('payments:checkout.pay') }).count()).toBe(0);
      } finally {
        await again.context.close();
      }

      const payments = await api<PilotPaymentDto[]>(`/api/services/app/Pilot/getOrganizationPayment?organizationId=${organization.id}`, {
        token: organization.mainContact.session.accessToken,
      });
      expect(payments.map((p) => p.status)).toEqual([PaymentStatus.Paid]);
    });
  }
});
