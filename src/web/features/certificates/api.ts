import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { downloadFile } from '../../lib/downloads';
import { certificatesEndpoints } from '../../../shared/contracts/client/certificates';
import { examResultsEndpoints } from '../../../shared/contracts/client/exam-results';

import type { VerifiedCertificateDto } from '../../../shared/contracts/certificates';
export type { VerifiedCertificateDto };
import type { PilotCompetencyDto } from '../../../shared/contracts/certificates';
export type { PilotCompetencyDto };

export const certificateKeys = {
  all: ['certificates'] as const,
  verify: (userId: string, token: string) => [...certificateKeys.all, 'verify', userId, token] as const,
  competency: () => [...certificateKeys.all, 'competency'] as const,
};

/** The public check behind a certificate's QR code; a 404 means no certificate answers to it. */
export const verifyCertificateQuery = (userId: string, token: string) =>
  queryOptions({
    queryKey: certificateKeys.verify(userId, token),
    queryFn: ({ signal }) => call(certificatesEndpoints.verifyQrCodeToken, { token, userId }, signal),
    // The page says itself what went wrong; a "not found" is an answer, not an accident.
    meta: { silent: true },
  });

export const competencyQuery = () =>
  queryOptions({
    queryKey: certificateKeys.competency(),
    queryFn: ({ signal }) => call(examResultsEndpoints.getPilotCompetency, undefined, signal),
  });

/** The certificate's PDF, fetched with the bearer header (section 7) and saved as `certificate.pdf`. */
export function downloadCertificatePdf(userCertificateId: number): Promise<void> {
  return downloadFile(certificatesEndpoints.createUserCertificatePdf, { id: userCertificateId }, 'certificate.pdf');
}
