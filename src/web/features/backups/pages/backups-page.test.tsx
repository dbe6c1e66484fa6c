// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackupRunDto, BackupStatusDto } from '../../../../shared/contracts/backups';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, callsTo, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const getStatus = 'Backup/GetStatus';
const backUpNow = 'Backup/BackUpNow';
const takenAt = new Date(Date.now() - 3 * 3_600_000).toISOString();

const embedded = (changes: Partial<BackupStatusDto> = {}): BackupStatusDto => ({
  mode: 'embedded',
  folder: '/srv/portal/data/backups',
  folderProblem: null,
  keepDays: 14,
  latest: { fileName: 'portal-backup-20261126T023000Z.tar.gz', takenAt, sizeBytes: 4_514_934 },
  count: 12,
  totalBytes: 54_000_000,
  late: false,
  lateAfterHours: 26,
  running: false,
  lastRun: null,
  ...changes,
});
const run = (changes: Partial<BackupRunDto>): BackupRunDto => ({
  id: 7,
  trigger: 'manual',
  status: 'queued',
  fileName: null,
  sizeBytes: null,
  error: null,
  creationTime: new Date().toISOString(),
  startedAt: null,
  finishedAt: null,
  ...changes,
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('/admin/backups', () => {
  it('shows the newest backup’s time and size, how many are kept and where, and follows a backup asked for to its end', async () => {
    signInWith();
    let current = embedded();
    fake.overrides[api(getStatus)] = () => current;
    fake.overrides[api(backUpNow)] = () => {
      current = embedded({ running: true, lastRun: run({ status: 'running', startedAt: new Date().toISOString() }) });
      return current.lastRun;
    };
    renderApp('/admin/backups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backups' })).toBeTruthy();
    expect(await screen.findByText('portal-backup-20261126T023000Z.tar.gz')).toBeTruthy();
    expect(screen.getByText('4.5 MB')).toBeTruthy();
    expect(screen.getByText('12 backups, 54 MB in all')).toBeTruthy();
    expect(screen.getByText('14 days')).toBeTruthy();
    expect(screen.getByText('/srv/portal/data/backups')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(/A backup is being taken…/)).toBeTruthy();
    expect(callsTo(backUpNow)).toHaveLength(1);
    current = embedded({
      latest: { fileName: 'portal-backup-20261126T110000Z.tar.gz', takenAt: new Date().toISOString(), sizeBytes: 4_600_000 },
      lastRun: run({
        status: 'done',
        fileName: 'portal-backup-20261126T110000Z.tar.gz',
        sizeBytes: 4_600_000,
        finishedAt: new Date().toISOString(),
      }),
    });
    expect(
      await screen.findByText(/Backup taken: portal-backup-20261126T110000Z\.tar\.gz \(4\.6 MB\)/, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('warns when the backups are late', async () => {
    signInWith();
    fake.overrides[api(getStatus)] = () => embedded({ late: true, latest: { ...embedded().latest!, takenAt: '2026-11-20T02:30:00Z' } });
    renderApp('/admin/backups');
    expect((await screen.findByRole('alert')).textContent).toContain('none has been taken in the last 26 hours');
    await expectNoAxeViolations();
  });

  it('says when no backup can be written to the folder, and what to set', async () => {
    signInWith();
    fake.overrides[api(getStatus)] = () =>
      embedded({ folder: '/etc/hostname/backups', folderProblem: 'notAFolder', latest: null, count: 0, totalBytes: 0, late: true });
    renderApp('/admin/backups');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]!.textContent).toBe(
      'No backup can be takenThe backup folder /etc/hostname/backups cannot be made: a part of its path is a file. Set BACKUP_DIR to a folder the portal may write, then restart the portal.',
    );
    await expectNoAxeViolations();
  });

  it('says the provider takes the backups of an external database, and offers no backup now', async () => {
    signInWith();
    fake.overrides[api(getStatus)] = () => ({ ...embedded(), mode: 'external', folder: null, latest: null, count: 0, totalBytes: 0 });
    renderApp('/admin/backups');
    expect(await screen.findByText(/The database's provider takes its backups/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });

  it('reads in Icelandic', async () => {
    signInWith();
    fake.overrides[api(getStatus)] = () => embedded({ late: true });
    await act(() => i18n.changeLanguage('is'));
    renderApp('/admin/backups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Afrit' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('ekkert afrit hefur verið tekið síðustu 26 klukkustundir');
    expect(screen.getByRole('button', { name: 'Taka afrit núna' })).toBeTruthy();
  });

  it('warns on the administration home page when the backups are late', async () => {
    signInWith();
    fake.overrides[api(getStatus)] = () => embedded({ late: true });
    renderApp('/admin');
    const alert = await screen.findByText(/The database backups are late/);
    expect(alert.textContent).toContain('none in the last 26 hours');
    expect(screen.getByRole('link', { name: 'See backups' }).getAttribute('href')).toBe('/admin/backups');
    await waitFor(() => expect(callsTo(getStatus).length).toBeGreaterThan(0));
  });
});
