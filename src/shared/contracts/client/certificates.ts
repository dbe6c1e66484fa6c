// Generated from ../certificates.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../certificates';

export const certificatesEndpoints: ClientEndpoints<typeof contract.certificatesEndpoints> = {
  createUserCertificatePdf: { verb: 'GET', path: '/api/services/app/Certificate/CreateUserCertificatePdf' },
  getUserCertificate: { verb: 'GET', path: '/api/services/app/Certificate/GetUserCertificate' },
  getCertificateOfUser: { verb: 'GET', path: '/api/services/app/Certificate/GetCertificateOfUser' },
  getAvailableUsersForCertificateType: { verb: 'GET', path: '/api/services/app/Certificate/GetAvailableUsersForCertificateType' },
  createNewCertificates: { verb: 'GET', path: '/api/services/app/Certificate/CreateNewCertificates' },
  createCertificate: { verb: 'POST', path: '/api/services/app/Certificate/CreateCertificate' },
  revokeCertificate: { verb: 'POST', path: '/api/services/app/Certificate/RevokeCertificate' },
  updateCertificateValidity: { verb: 'PUT', path: '/api/services/app/Certificate/UpdateCertificateValidity' },
  getFilterData: { verb: 'GET', path: '/api/services/app/Certificate/GetFilterData' },
  getUrlForCertificateQrCode: { verb: 'GET', path: '/api/services/app/Pilot/GetUrlForCertificateQrCode' },
  verifyQrCodeToken: { verb: 'POST', path: '/api/TokenAuth/VerifyQrCodeToken' },
  verifyQrCodeTokenByGet: { verb: 'GET', path: '/api/TokenAuth/VerifyQrCodeToken' },
};
