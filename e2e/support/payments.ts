import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, shown } from './browser';
import { t, type Language } from './texts';

/** The sandbox's test cards (docs/payments.md). */
export const testCards = { pays: '4242424242424242', declined: '4000000000000002', confirmedLate: '4000000000000358' } as const;

/**
 * From the checkout page: "Pay with card" takes the browser to the sandbox's pay page, where the
 * card is typed (never on the portal), and the card company sends the browser back.
 */
export async function payWithCard(page: Page, language: Language, card: string, label: string): Promise<void> {
  const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);
  await expectAccessible(page, `checkout: ${label}`, { everyImpact: true });
  await page.getByRole('button', { name: tr('payments:checkout.pay') }).click();
  await page.waitForURL((url) => url.pathname === '/sandbox-pay', { timeout: 15_000 });
  await shown(page.getByRole('heading', { level: 1, name: tr('payments:sandbox.title') }));
  await shown(page.getByText(tr('payments:sandbox.banner')));
  await expectAccessible(page, `sandbox pay page: ${label}`, { everyImpact: true });
  await page.getByRole('textbox', { name: tr('payments:sandbox.cardNumber') }).fill(card);
  await page.getByRole('textbox', { name: tr('payments:sandbox.expiry') }).fill('12/30');
  await page.getByRole('textbox', { name: tr('payments:sandbox.cvc') }).fill('123');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/sandbox-pay' && url.pathname !== '/sandbox-pay/charge', { timeout: 15_000 });
}

/** The verify page once the card company's callback has come: the fee is paid. */
export async function expectPaid(page: Page, language: Language, label: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/verify-payment', { timeout: 15_000 });
  await shown(page.getByRole('status').filter({ hasText: t(language, 'payments:verify.paidTitle') }), 20_000);
  await expectAccessible(page, `payment received: ${label}`, { everyImpact: true });
}

/** Downloads a receipt from a link or button, and checks that it is the PDF the specification names. */
export async function downloadReceipt(page: Page, trigger: () => Promise<void>): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  expect(download.suggestedFilename()).toMatch(/^Receipt_\d+\.pdf$/);
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
}
