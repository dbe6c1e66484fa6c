// Generated from ../roles.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../roles';

export const rolesEndpoints: ClientEndpoints<typeof contract.rolesEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/Role/Create' },
  getRolesAsync: { verb: 'GET', path: '/api/services/app/Role/GetRolesAsync' },
  update: { verb: 'PUT', path: '/api/services/app/Role/Update' },
  delete: { verb: 'DELETE', path: '/api/services/app/Role/Delete' },
  getAllPermissions: { verb: 'GET', path: '/api/services/app/Role/GetAllPermissions' },
  getRoleForEdit: { verb: 'GET', path: '/api/services/app/Role/GetRoleForEdit' },
  get: { verb: 'GET', path: '/api/services/app/Role/Get' },
  getAll: { verb: 'GET', path: '/api/services/app/Role/GetAll' },
};
