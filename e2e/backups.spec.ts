import { describe, expect, it } from 'vitest';
import type { BackupStatusDto } from '../src/shared/contracts/backups';
import { adminToken, api, browserOfFile, expectAccessible, newPage, shown, until } from './support/browser';
import { t } from './support/texts';

/**
 * The host's administrator opens the backups screen of the embedded database the journeys' portal
 * runs on, takes a backup now and watches it to the end; the screen then shows that backup as the
 * newest, and the administration home carries no late warning. In both languages, with axe.
 */

const browser = browserOfFile();

const status = async () => api<BackupStatusDto>('/api/services/app/Backup/GetStatus', { token: await adminToken() });

describe('backups', () => {
  for (const language of ['is', 'en'] as const) {
    const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);

    it(`an administrator takes a backup now and sees it as the newest (${language})`, async () => {
      // The installation's first start queues a backup of its own: let it finish, so that the count
      // below grows by this journey's backup alone.
      const before = await until(
        async () => {
          const now = await status();
          return now.lastRun?.status === 'queued' || now.lastRun?.status === 'running' ? null : now;
        },
        'the first start’s backup to finish',
        60_000,
      );
      expect(before.mode).toBe('embedded');
      const { context, page } = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        await page.goto('/admin');
        await shown(page.getByRole('heading', { level: 1 }));
        const lateWarning = page.getByText(tr('backups:home.late', { hours: before.lateAfterHours, count: before.lateAfterHours }));
        if (before.late) await shown(lateWarning);

        await page.goto('/admin/backups');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminBackups') }));
        await shown(page.getByText(before.folder!, { exact: true }));
        await expectAccessible(page, `backups (${language})`);

        await page.getByRole('button', { name: tr('backups:page.backUpNow') }).click();
        // The screen shows the last run's outcome all along (an earlier journey's too), so wait for a new file.
        const after = await until(
          async () => {
            const now = await status();
            return now.lastRun?.status === 'done' && now.latest && now.latest.fileName !== before.latest?.fileName ? now : null;
          },
          'a new backup',
          60_000,
        );
        expect(after.count).toBe(before.count + 1);
        expect(after.late).toBe(false);
        const lastRun = page.locator('[aria-labelledby="backups-last-run"] [role="status"]');
        const donePrefix = tr('backups:page.done', { fileName: '§', size: '' }).split('§')[0]!;
        await until(async () => {
          const text = (await lastRun.textContent()) ?? '';
          return text.includes(donePrefix) && text.includes(after.latest!.fileName);
        }, 'the screen to show the new backup');
        await shown(page.getByText(after.latest!.fileName, { exact: true }));
        await expectAccessible(page, `backups after a backup (${language})`);

        await page.goto('/admin');
        await shown(page.getByRole('heading', { level: 1 }));
        expect(await lateWarning.count()).toBe(0);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
