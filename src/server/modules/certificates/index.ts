import { defineModule } from '../../kernel/server-module';
import { certificateRoutes, registerCertificatePdf } from './certificates.routes';

/**
 * Certificates: awarding, issuing, revoking, the PDF and the public verification. It reads no
 * exam results: the exams depend on it (a passed attempt is awarded here), never the reverse.
 */
export const certificatesModule = defineModule({
  name: 'certificates',
  routes: (deps) => certificateRoutes(deps),
  rawRoutes: (app, deps) => registerCertificatePdf(app, deps),
});

export { findCertificatesOfHolder } from './certificate-access.service';
export { addYears, awardCertificate, findValidCertificate } from './certificate-award';
export { certificateTypes, ensureCertificateTypes } from './award.queries';
