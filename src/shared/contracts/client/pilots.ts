// Generated from ../pilots.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../pilots';

export const pilotItemEndpoints: ClientEndpoints<typeof contract.pilotItemEndpoints> = {
  insurance: {
    create: { verb: 'POST', path: '/api/services/app/Pilot/CreatePilotInsurance' },
    get: { verb: 'GET', path: '/api/services/app/Pilot/GetPilotInsurance' },
    update: { verb: 'PUT', path: '/api/services/app/Pilot/UpdatePilotInsurance' },
    delete: { verb: 'DELETE', path: '/api/services/app/Pilot/DeletePilotInsurance' },
  },
  phoneNumber: {
    create: { verb: 'POST', path: '/api/services/app/Pilot/CreatePilotPhonenumber' },
    get: { verb: 'GET', path: '/api/services/app/Pilot/GetPilotPhonenumbers' },
    update: { verb: 'PUT', path: '/api/services/app/Pilot/UpdatePilotPhonenumber' },
    delete: { verb: 'DELETE', path: '/api/services/app/Pilot/DeletePilotPhonenumber' },
  },
  email: {
    create: { verb: 'POST', path: '/api/services/app/Pilot/CreatePilotEmail' },
    get: { verb: 'GET', path: '/api/services/app/Pilot/GetPilotEmails' },
    update: { verb: 'PUT', path: '/api/services/app/Pilot/UpdatePilotEmail' },
    delete: { verb: 'DELETE', path: '/api/services/app/Pilot/DeletePilotEmail' },
  },
  address: {
    create: { verb: 'POST', path: '/api/services/app/Pilot/CreatePilotAddress' },
    get: { verb: 'GET', path: '/api/services/app/Pilot/GetPilotAddresses' },
    update: { verb: 'PUT', path: '/api/services/app/Pilot/UpdatePilotAddress' },
    delete: { verb: 'DELETE', path: '/api/services/app/Pilot/DeletePilotAddress' },
  },
};
export const pilotsEndpoints: ClientEndpoints<typeof contract.pilotsEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/Pilot/Create' },
  update: { verb: 'PUT', path: '/api/services/app/Pilot/Update' },
  delete: { verb: 'DELETE', path: '/api/services/app/Pilot/Delete' },
  get: { verb: 'GET', path: '/api/services/app/Pilot/Get' },
  getFromUserId: { verb: 'GET', path: '/api/services/app/Pilot/GetFromUserId' },
  getPopulatedPilot: { verb: 'GET', path: '/api/services/app/Pilot/getPopulatedPilot' },
  getAll: { verb: 'GET', path: '/api/services/app/Pilot/GetAll' },
  getAllPaging: { verb: 'GET', path: '/api/services/app/Pilot/GetAllPaging' },
  updatePilotInformation: { verb: 'PUT', path: '/api/services/app/Pilot/UpdatePilotInformation' },
  updatePilotStatus: { verb: 'POST', path: '/api/services/app/Pilot/UpdatePilotStatus' },
  getHomePagePilotByCurrentUser: { verb: 'GET', path: '/api/services/app/Pilot/GetHomePagePilotByCurrentUser' },
  getInformation: { verb: 'GET', path: '/api/services/app/Pilot/GetInformation' },
  updateInformation: { verb: 'PUT', path: '/api/services/app/Pilot/UpdateInformation' },
  currentUserHasAcceptedSelfDeclaration: { verb: 'GET', path: '/api/services/app/Pilot/CurrentUserHasAcceptedSelfDeclaration' },
  acceptSelfDeclaration: { verb: 'PUT', path: '/api/services/app/Pilot/AcceptSelfDeclaration' },
  updatePilotOperatorRegistrationNumber: { verb: 'POST', path: '/api/services/app/Pilot/UpdatePilotOperatorRegistrationNumber' },
  getUserFromUserIdAsync: { verb: 'GET', path: '/api/services/app/Pilot/GetUserFromUserIdAsync' },
  getAllByOrganizationId: { verb: 'GET', path: '/api/services/app/Pilot/GetAllByOrganizationId' },
  createPilotNote: { verb: 'POST', path: '/api/services/app/Pilot/CreatePilotNote' },
  getPilotNote: { verb: 'GET', path: '/api/services/app/Pilot/GetPilotNote' },
  updatePilotNote: { verb: 'PUT', path: '/api/services/app/Pilot/UpdatePilotNote' },
  deletePilotNote: { verb: 'DELETE', path: '/api/services/app/Pilot/DeletePilotNote' },
  getPilotNotesByPilotId: { verb: 'GET', path: '/api/services/app/Pilot/GetPilotNotesByPilotId' },
  sendEmailConfirmation: { verb: 'POST', path: '/api/services/app/Pilot/SendEmailConfirmation' },
  confirmPilotEmail: { verb: 'POST', path: '/api/TokenAuth/ConfirmPilotEmail' },
};
