import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, browserOfFile, expectAccessible, newPage, shown } from './support/browser';
import { downloadReceipt, testCards } from './support/payments';
import { authenticate, createUser } from './support/portal';
import { t } from './support/texts';

/**
 * The payments register, in both languages: an administrator finds a pilot's payment made in the
 * sandbox, downloads its receipt and exports the register as CSV; the accounting exports are
 * listed beside it. Each journey pays for a pilot of its own through the sandbox's own form.
 */

const browser = browserOfFile();

/** A pilot who has paid the fee with the test card, as the sandbox's page would have sent it. */
async function paidPilot() {
  const pilot = await createUser({ roleNames: ['Pilot'], userTypeId: 3 });
  const session = await authenticate(pilot.userName, pilot.password);
  const order = await api<{ fields: Record<string, string>; checkoutId: string }>('/api/services/app/Payment/CreateCheckoutPage', {
    token: session.accessToken,
    body: { isOrg: false },
  });
  const charged = await fetch(`${baseUrl()}/sandbox-pay/charge`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...order.fields, CardNumber: testCards.pays, ExpiryDate: '12/30', Cvc: '123' }),
    redirect: 'manual',
  });
  expect(charged.status).toBe(303);
  return { ...pilot, checkoutId: order.checkoutId };
}

describe('the payments register', () => {
  for (const language of ['is', 'en'] as const) {
    const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);

    it(`an administrator finds a payment, downloads its receipt and exports the register (${language})`, async () => {
      const pilot = await paidPilot();
      const { context, page } = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        await page.goto('/admin/organization-payments');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminOrganizationPayments') }));
        await page.getByRole('searchbox', { name: tr('payments:admin.filters.keyword') }).fill(pilot.checkoutId);
        const table = page.getByRole('table').filter({ hasText: tr('payments:admin.caption') });
        const row = table.getByRole('row').filter({ hasText: pilot.name });
        await shown(row);
        await shown(row.getByText(tr('payments:status.1'), { exact: true }));
        await expectAccessible(page, `payments register (${language})`, { everyImpact: true });

        await downloadReceipt(page, () => row.getByRole('link').first().click());

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: tr('payments:admin.exportCsv') }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('ExportPayments.csv');
        const chunks: Buffer[] = [];
        for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
        const csv = Buffer.concat(chunks).toString('utf8');
        expect(csv).toContain(pilot.checkoutId);
        expect(csv.split('\n').filter((line) => line.trim()).length).toBe(2);

        await shown(page.getByRole('heading', { name: tr('payments:admin.accounting.title') }));
      } finally {
        await context.close();
      }
    });
  }
});
