import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Backups of the embedded database (docs/backups.md): taken nightly and on an administrator's
 * request, kept `BACKUP_DAYS` days in `BACKUP_DIR`. With an external database they are the
 * provider's, and these calls only say so.
 */

export const backupRunStatuses = ['queued', 'running', 'done', 'failed', 'skipped'] as const;

export const backupRunDto = z.object({
  id: z.number().int(),
  trigger: z.enum(['nightly', 'manual', 'first']),
  status: z.enum(backupRunStatuses),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  creationTime: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BackupRunDto = z.infer<typeof backupRunDto>;

export const backupFileDto = z.object({
  fileName: z.string(),
  takenAt: z.string(),
  sizeBytes: z.number().int(),
});
export type BackupFileDto = z.infer<typeof backupFileDto>;

/**
 * Why no backup can be written to the folder: a part of its path is a file (`notAFolder`), the
 * portal may not write there (`notWritable`), or it cannot be read (`unreadable`).
 */
export const backupFolderProblems = ['notAFolder', 'notWritable', 'unreadable'] as const;
export type BackupFolderProblem = (typeof backupFolderProblems)[number];

export const backupStatusDto = z.object({
  /** embedded: the portal takes the backups; external: the database provider does (point-in-time recovery). */
  mode: z.enum(['embedded', 'external']),
  /** BACKUP_DIR; null with an external database. */
  folder: z.string().nullable(),
  /** What keeps backups from being written to the folder; null when nothing does, and with an external database. */
  folderProblem: z.enum(backupFolderProblems).nullable(),
  keepDays: z.number().int(),
  latest: backupFileDto.nullable(),
  /** How many backups are kept in the folder now, and their size together. */
  count: z.number().int(),
  totalBytes: z.number().int(),
  /** No backup in the last `lateAfterHours` hours (embedded only). */
  late: z.boolean(),
  lateAfterHours: z.number().int(),
  /** A backup is being taken right now. */
  running: z.boolean(),
  lastRun: backupRunDto.nullable(),
});
export type BackupStatusDto = z.infer<typeof backupStatusDto>;

const B = 'Backup';

export const backupsEndpoints = {
  /** Not named by the specification: the last backup's time and size, how many are kept, where, and whether it is late. */
  getStatus: endpoint({ service: B, method: 'GetStatus', result: backupStatusDto }),
  /** Not named by the specification: queues a backup now; the status call follows it. */
  backUpNow: endpoint({ service: B, method: 'BackUpNow', result: backupRunDto }),
};
