import type { ServiceDeps } from '../../deps';
import type { JobHandler } from '../../jobs/queue';
import { describeError } from '../../kernel/logger';
import { backupSettings, type BackupSettings } from './backup-settings';
import { findBackupRun, insertBackupRun, updateBackupRun } from './backups.queries';
import { BackupBusyError, takeBackup } from './take-backup';

export const backupJob = 'backups.take';

export interface BackupJobData {
  /** The administrator's run; the nightly schedule sends none and gets a run of its own. */
  runId?: number;
}

/**
 * Takes a backup and records the run's outcome. A backup already running (the night's, another
 * instance's, `npm run backup`) makes this run skipped rather than queued behind it: one backup
 * is as good as two taken a minute apart.
 */
export async function runBackupJob(deps: ServiceDeps, settings: BackupSettings, data: BackupJobData): Promise<void> {
  const db = deps.database.db;
  if (!settings.embedded) return;
  const runId = data.runId ?? (await insertBackupRun(db, { trigger: 'nightly', requestedBy: null, creationTime: deps.now() })).id;
  const run = await findBackupRun(db, runId);
  if (!run || run.status === 'done' || run.status === 'skipped') return;
  await updateBackupRun(db, runId, { status: 'running', startedAt: deps.now(), error: null });
  try {
    const taken = await takeBackup(deps.database.pool, { ...settings, now: deps.now });
    await updateBackupRun(db, runId, { status: 'done', fileName: taken.name, sizeBytes: taken.sizeBytes, finishedAt: deps.now() });
  } catch (error) {
    const busy = error instanceof BackupBusyError;
    // A backup's error names files and folders (BACKUP_DIR a file, a full disk), not people.
    if (!busy) deps.log.error({ runId, trigger: run.trigger, backupDir: settings.backupDir, error: describeError(error) }, 'backup failed');
    await updateBackupRun(db, runId, {
      status: busy ? 'skipped' : 'failed',
      error: String((error as Error).message ?? error).slice(0, 1000),
      finishedAt: deps.now(),
    });
    if (!busy) throw error;
  }
}

/** Nightly at 02:30, on the embedded database only: an external one is the provider's to back up. */
export const backupJobs = (deps: ServiceDeps, settings = backupSettings()): JobHandler<BackupJobData>[] => [
  {
    name: backupJob,
    retryLimit: 1,
    ...(settings.embedded ? { schedule: '30 2 * * *' } : {}),
    run: (data) => runBackupJob(deps, settings, data ?? {}),
  },
];
