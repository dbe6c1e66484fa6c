import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each backup of the embedded database asked for, by the nightly schedule or an administrator,
 * and how it went, so the backups screen can follow a run it started. The files themselves, in
 * `BACKUP_DIR`, are the record of what backups exist.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial().primaryKey(),
    /** nightly, manual, or first: the one an installation takes at its first start */
    trigger: text({ enum: ['nightly', 'manual', 'first'] }).notNull(),
    status: text({ enum: ['queued', 'running', 'done', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    fileName: text(),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('backup_runs_creation_time_idx').on(t.creationTime.desc()), index('backup_runs_requested_by_idx').on(t.requestedBy)],
);
