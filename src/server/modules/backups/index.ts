import { defineModule } from '../../kernel/server-module';
import { backupJobs } from './backup.job';
import { backupMetrics } from './backups.metrics';
import { backupRoutes } from './backups.routes';
import { backupSettingsOf } from './backup-settings';
import { queueFirstBackup } from './backups.service';

/**
 * Backups of the embedded database (docs/backups.md): nightly and on request, kept `BACKUP_DAYS`
 * days in `BACKUP_DIR`, restored with `npm run restore`. With an external database they are the
 * provider's, and this module only says so.
 */
export const backupsModule = defineModule({
  name: 'backups',
  routes: (deps) => backupRoutes(deps),
  jobs: (deps) => backupJobs(deps),
  atStart: (deps, config) => queueFirstBackup(deps, backupSettingsOf(config)),
  metrics: (deps) => backupMetrics(deps),
});

export { backupSettings } from './backup-settings';
export { BackupCommandError, backupFromCommandLine } from './command-line';
export { readManifest, restoreBackup, RestoreError, runningPostmaster, clusterDirOf } from './restore';
