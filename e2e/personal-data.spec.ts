import type { Download, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { adminToken, baseUrl, browserOfFile, expectAccessible, newPage, shown } from './support/browser';
import { createPilot, issueCertificate } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * Personal data, in both languages: a pilot opens "My data", downloads everything the portal
 * holds about them as JSON and as a PDF in their language, and asks for erasure, which an
 * administrator approves on the erasure requests page.
 */

const browser = browserOfFile();

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The text of every page of a PDF, runs of white space made single. */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''));
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

async function download(page: Page, trigger: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { name: file.suggestedFilename(), bytes: await bytesOf(file) };
}

describe('my data', () => {
  for (const language of ['is', 'en'] as const satisfies Language[]) {
    const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);

    it(`a pilot downloads their data as JSON and as PDF (${language})`, async () => {
      const pilot = await createPilot(language);
      const certificate = await issueCertificate(pilot.id, 1);
      const { context, page } = await newPage(browser(), language, { session: pilot.session });
      try {
        await page.goto('/my-site/default');
        const menu = page.getByRole('navigation', { name: tr('common:mySiteMenu') });
        await menu.getByRole('link', { name: tr('routes:mySiteMyData'), exact: true }).click();
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:mySiteMyData') }));
        const summary = page.getByRole('table').filter({ hasText: tr('personal-data:page.summaryCaption') });
        await shown(
          summary
            .getByRole('row')
            .filter({ hasText: tr('personal-data:sections.certificates') })
            .getByText('1', { exact: true }),
        );
        await expectAccessible(page, `my data (${language})`, { everyImpact: true });

        const json = await download(page, () => page.getByRole('button', { name: tr('personal-data:page.downloadJson') }).click());
        expect(json.name).toMatch(/^PersonalData_\d{4}-\d{2}-\d{2}\.json$/);
        const data = JSON.parse(json.bytes.toString('utf8'));
        expect(data.sections.account[0]).toMatchObject({
          id: pilot.id,
          userName: pilot.userName,
          name: pilot.name,
          emailAddress: pilot.emailAddress,
        });
        expect(data.sections.certificates[0].certificateNumber).toBe(certificate.certificateNumber);
        expect(json.bytes.toString('utf8')).not.toMatch(/passwordHash|tokenHash|verifyToken/i);

        const pdf = await download(page, () => page.getByRole('link', { name: tr('personal-data:page.downloadPdf') }).click());
        expect(pdf.name).toMatch(/^PersonalData_\d{4}-\d{2}-\d{2}\.pdf$/);
        expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const text = await pdfText(pdf.bytes);
        for (const expected of [tr('personal-data:pdf.title'), pilot.name, pilot.emailAddress, tr('personal-data:sections.certificates')]) {
          expect(text).toContain(expected);
        }
        expect(text).toContain(certificate.certificateNumber);
      } finally {
        await context.close();
      }
    });
  }

  it('a pilot asks for erasure and an administrator approves it (en)', async () => {
    const language = 'en';
    const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);
    const pilot = await createPilot(language);
    const fullName = `${pilot.name} Prófsdóttir`;
    const mine = await newPage(browser(), language, { session: pilot.session });
    try {
      await mine.page.goto('/my-site/my-data');
      await mine.page.getByRole('textbox', { name: tr('personal-data:page.reason') }).fill('I have stopped flying.');
      await mine.page.getByRole('button', { name: tr('personal-data:page.request') }).click();
      const confirm = mine.page.getByRole('dialog', { name: tr('personal-data:page.confirmRequestTitle') });
      await shown(confirm);
      await expectAccessible(mine.page, 'confirm erasure request (en)', { everyImpact: true });
      await confirm.getByRole('button', { name: tr('personal-data:page.request') }).click();
      await shown(mine.page.getByText(tr('personal-data:status.1'), { exact: true }));
      await shown(mine.page.getByRole('button', { name: tr('personal-data:page.withdraw') }));
      await expectAccessible(mine.page, 'erasure request waiting (en)', { everyImpact: true });
    } finally {
      await mine.context.close();
    }

    const admin = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
    try {
      await admin.page.goto('/admin/erasure-requests');
      await shown(admin.page.getByRole('heading', { level: 1, name: tr('routes:adminErasureRequests') }));
      await admin.page.getByRole('searchbox').fill(pilot.userName);
      const row = admin.page.getByRole('row').filter({ hasText: fullName });
      await shown(row);
      await expectAccessible(admin.page, 'erasure requests (en)', { everyImpact: true });
      await row.getByRole('button', { name: tr('personal-data:admin.approveFor', { name: fullName }) }).click();
      const confirm = admin.page.getByRole('dialog', { name: tr('personal-data:admin.confirmApproveTitle') });
      await confirm.getByRole('button', { name: tr('personal-data:admin.approve') }).click();
      await shown(admin.page.getByText(tr('personal-data:admin.approved', { name: fullName })));
      // The approved request leaves the pending list; the person's name is gone from it for good.
      await expect.poll(() => admin.page.getByRole('row').filter({ hasText: fullName }).count(), { timeout: 15_000 }).toBe(0);
    } finally {
      await admin.context.close();
    }
    const signIn = await fetch(`${baseUrl()}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: pilot.userName, password: pilot.password }),
    });
    expect(signIn.status).not.toBe(200);
  });
});
