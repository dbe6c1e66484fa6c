// Generated from ../backups.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../backups';

export const backupsEndpoints: ClientEndpoints<typeof contract.backupsEndpoints> = {
  getStatus: { verb: 'GET', path: '/api/services/app/Backup/GetStatus' },
  backUpNow: { verb: 'POST', path: '/api/services/app/Backup/BackUpNow' },
};
