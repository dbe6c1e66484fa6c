// Generated from ../settings.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../settings';

export const settingsEndpoints: ClientEndpoints<typeof contract.settingsEndpoints> = {
  getAll: { verb: 'GET', path: '/api/services/app/Setting/GetAll' },
  update: { verb: 'PUT', path: '/api/services/app/Setting/Update' },
};
