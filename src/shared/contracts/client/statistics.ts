// Generated from ../statistics.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../statistics';

export const statisticsEndpoints: ClientEndpoints<typeof contract.statisticsEndpoints> = {
  getMonthly: { verb: 'GET', path: '/api/services/app/Statistics/GetMonthly' },
  getMonthlyCsv: { verb: 'GET', path: '/api/services/app/Statistics/GetMonthlyCsv' },
};
