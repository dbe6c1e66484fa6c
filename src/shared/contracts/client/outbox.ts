// Generated from ../outbox.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../outbox';

export const outboxEndpoints: ClientEndpoints<typeof contract.outboxEndpoints> = {
  getAll: { verb: 'GET', path: '/api/services/app/Mail/GetAll' },
  get: { verb: 'GET', path: '/api/services/app/Mail/Get' },
  resend: { verb: 'POST', path: '/api/services/app/Mail/Resend' },
};
