import { backupsEndpoints } from '../../../shared/contracts/backups';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import type { Access } from '../../kernel/access';
import { backupSettings } from './backup-settings';
import { backUpNow, getBackupStatus } from './backups.service';

/** The backups hold every tenant's data: the host's administrators only. */
const backupAccess: Access = { anyOf: [Permission.Administrator], hostOnly: true };

export const backupRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(backupsEndpoints.getStatus, {
    access: backupAccess,
    summary:
      'The newest backup of the embedded database (time and size), how many are kept and where, whether one is late or running, and the last run.',
    handler: (ctx) => getBackupStatus(deps, ctx, backupSettings()),
  }),
  route(backupsEndpoints.backUpNow, {
    access: backupAccess,
    summary: 'Queues a backup of the embedded database now and answers its run; refused with an external database.',
    handler: (ctx) => backUpNow(deps, ctx, backupSettings()),
  }),
];
