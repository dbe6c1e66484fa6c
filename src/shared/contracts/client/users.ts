// Generated from ../users.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../users';

export const userNotesEndpoints: ClientEndpoints<typeof contract.userNotesEndpoints> = {
  createUserNote: { verb: 'POST', path: '/api/services/app/User/CreateUserNote' },
  updateUserNote: { verb: 'PUT', path: '/api/services/app/User/UpdateUserNote' },
  getUserNote: { verb: 'GET', path: '/api/services/app/User/GetUserNote' },
  getUserNotesByUserId: { verb: 'GET', path: '/api/services/app/User/GetUserNotesByUserId' },
  deleteUserNote: { verb: 'DELETE', path: '/api/services/app/User/DeleteUserNote' },
};
export const userRecordEndpoints: ClientEndpoints<typeof contract.userRecordEndpoints> = {
  getUserRecord: { verb: 'GET', path: '/api/services/app/User/GetUserRecord' },
};
export const usersEndpoints: ClientEndpoints<typeof contract.usersEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/User/Create' },
  update: { verb: 'PUT', path: '/api/services/app/User/Update' },
  delete: { verb: 'DELETE', path: '/api/services/app/User/Delete' },
  get: { verb: 'GET', path: '/api/services/app/User/Get' },
  getAll: { verb: 'GET', path: '/api/services/app/User/GetAll' },
  getRoles: { verb: 'GET', path: '/api/services/app/User/GetRoles' },
  getListCountry: { verb: 'GET', path: '/api/services/app/User/GetListCountry' },
  getUserStatusIdByCurrentUser: { verb: 'GET', path: '/api/services/app/User/GetUserStatusIdByCurrentUser' },
  changeLanguage: { verb: 'POST', path: '/api/services/app/User/ChangeLanguage' },
  changePassword: { verb: 'POST', path: '/api/services/app/User/ChangePassword' },
  resetPassword: { verb: 'POST', path: '/api/services/app/User/ResetPassword' },
};
