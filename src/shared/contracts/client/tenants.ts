// Generated from ../tenants.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../tenants';

export const tenantsEndpoints: ClientEndpoints<typeof contract.tenantsEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/Tenant/Create' },
  delete: { verb: 'DELETE', path: '/api/services/app/Tenant/Delete' },
  get: { verb: 'GET', path: '/api/services/app/Tenant/Get' },
  getAll: { verb: 'GET', path: '/api/services/app/Tenant/GetAll' },
  update: { verb: 'PUT', path: '/api/services/app/Tenant/Update' },
};
