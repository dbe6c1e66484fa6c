import type { ServiceDeps } from '../../deps';
import type { MetricSource } from '../../kernel/metrics';
import { backupSettings } from './backup-settings';
import { readBackupStatus } from './backups.service';

/**
 * How old the newest backup is, for `/metrics`: the last one that was written whole, whatever runs
 * failed since. Infinite while there is none, so that an alert on the age fires then too. With an
 * external database the backups are the provider's, and the series is left out.
 */
export const backupMetrics = (deps: ServiceDeps): MetricSource[] => [
  {
    name: 'portal_backup_age_seconds',
    type: 'gauge',
    help: 'Seconds since the newest backup of the embedded database was taken; +Inf while there is none.',
    read: async () => {
      const status = await readBackupStatus(deps, backupSettings());
      if (status.mode === 'external') return [];
      if (!status.latest) return Infinity;
      return Math.max(0, (deps.now().getTime() - new Date(status.latest.takenAt).getTime()) / 1000);
    },
  },
];
