import fs from 'node:fs';
import type { BackupFolderProblem, BackupRunDto, BackupStatusDto } from '../../../shared/contracts/backups';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError } from '../../kernel/errors';
import { backupFolderProblem, isLate, lateAfterHours, listBackups, type BackupFile } from './backup-files';
import type { BackupSettings } from './backup-settings';
import { backupJob, type BackupJobData } from './backup.job';
import { backupLockHeld, findLatestBackupRun, insertBackupRun, type BackupRunRow } from './backups.queries';
import { backupsPolicy } from './backups.policy';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
/** A run still unfinished this long after it began was cut short (a restart, or a restore of a backup taken during it). */
const abandonedAfterMs = 6 * 3_600_000;

function toRunDto(row: BackupRunRow, now: Date, running: boolean): BackupRunDto {
  const unfinished = row.status === 'queued' || row.status === 'running';
  const abandoned = unfinished && !running && now.getTime() - (row.startedAt ?? row.creationTime).getTime() > abandonedAfterMs;
  return {
    id: row.id,
    trigger: row.trigger,
    status: abandoned ? 'failed' : row.status,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    error: abandoned ? 'interrupted' : row.error,
    creationTime: row.creationTime.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/** Backup/GetStatus: the newest backup's time and size, how many are kept and where, whether one is late or running. */
export async function getBackupStatus(deps: ServiceDeps, ctx: RequestContext, settings: BackupSettings): Promise<BackupStatusDto> {
  backupsPolicy.manage(ctx);
  return readBackupStatus(deps, settings);
}

/** The backups' status as the administration shows it, for those that are not a caller: `/metrics`. */
export async function readBackupStatus(deps: ServiceDeps, settings: BackupSettings): Promise<BackupStatusDto> {
  const now = deps.now();
  const running = await backupLockHeld(deps.database.db);
  const run = await findLatestBackupRun(deps.database.db);
  const lastRun = run ? toRunDto(run, now, running) : null;
  if (!settings.embedded) {
    return {
      mode: 'external',
      folder: null,
      folderProblem: null,
      keepDays: settings.keepDays,
      latest: null,
      count: 0,
      totalBytes: 0,
      late: false,
      lateAfterHours,
      running,
      lastRun,
    };
  }
  // A folder no backup can be written to is a state to show, not a failure of the call.
  let folderProblem: BackupFolderProblem | null = backupFolderProblem(settings.backupDir);
  let files: BackupFile[] = [];
  if (folderProblem !== 'notAFolder') {
    try {
      files = listBackups(settings.backupDir);
    } catch {
      folderProblem ??= 'unreadable';
    }
  }
  const newest = files[0];
  return {
    mode: 'embedded',
    folder: settings.backupDir,
    folderProblem,
    keepDays: settings.keepDays,
    latest: newest ? { fileName: newest.name, takenAt: newest.takenAt.toISOString(), sizeBytes: newest.sizeBytes } : null,
    count: files.length,
    totalBytes: files.reduce((sum, f) => sum + f.sizeBytes, 0),
    // A backup under way (the first start's, say) is not late: the screen shows it running instead.
    late: isLate(newest, now) && !(lastRun && (lastRun.status === 'queued' || lastRun.status === 'running')),
    lateAfterHours,
    running,
    lastRun,
  };
}

/**
 * At an installation's first start, a backup at once: the administrator's first screen shows one
 * taken rather than a backup late, and a folder no backup can be written to shows on the first day
 * rather than the first night. Queued only while no backup is in the folder and none has ever run.
 */
export async function queueFirstBackup(deps: ServiceDeps, settings: BackupSettings): Promise<void> {
  if (!settings.embedded) return;
  const folder = settings.backupDir;
  if (backupFolderProblem(folder) === null && fs.existsSync(folder) && listBackups(folder).length > 0) return;
  await withTransaction(deps.database.pool, async (tx) => {
    if (await findLatestBackupRun(tx.db)) return;
    const run = await insertBackupRun(tx.db, { trigger: 'first', requestedBy: null, creationTime: deps.now() });
    const data: BackupJobData = { runId: run.id };
    await deps.jobs.send(tx, backupJob, data);
  });
}

/**
 * Backup/BackUpNow: queues a backup with its run, in one transaction. A run already queued or
 * running is answered instead of a second one, so a double click takes one backup.
 */
export async function backUpNow(deps: ServiceDeps, ctx: RequestContext, settings: BackupSettings): Promise<BackupRunDto> {
  const actor = backupsPolicy.manage(ctx);
  if (!settings.embedded) throw businessError('backups:errors.external');
  const now = deps.now();
  return withTransaction(deps.database.pool, async (tx) => {
    const running = await backupLockHeld(tx.db);
    const latest = await findLatestBackupRun(tx.db);
    if (latest) {
      const dto = toRunDto(latest, now, running);
      if (dto.status === 'queued' || dto.status === 'running') return dto;
    }
    const run = await insertBackupRun(tx.db, { trigger: 'manual', requestedBy: actor.userId, creationTime: now });
    const data: BackupJobData = { runId: run.id };
    await deps.jobs.send(tx, backupJob, data);
    return toRunDto(run, now, running);
  });
}
