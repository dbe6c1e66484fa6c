import { queryOptions } from '@tanstack/react-query';
import type { ErrorInfo } from '../../../shared/contracts/common';
import { ApiError } from '../../lib/errors';
import { apiUrl, requestHeaders } from '../../lib/http';
import { call } from '../../lib/api-client';
import { certificatesEndpoints } from '../../../shared/contracts/certificates';
import { examResultsEndpoints } from '../../../shared/contracts/exam-results';

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

/** Hands a downloaded file to the browser under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function errorInfoOf(response: Response): Promise<ErrorInfo | null> {
  try {
    const payload = (await response.json()) as { __abp?: boolean; error?: ErrorInfo | null };
    return payload.__abp ? (payload.error ?? null) : null;
  } catch {
    return null;
  }
}

/** The certificate's PDF, fetched with the bearer header (section 7) and saved as `certificate.pdf`. */
export async function downloadCertificatePdf(userCertificateId: number): Promise<void> {
  let response: Response;
  try {
    response = await globalThis.fetch(apiUrl(certificatesEndpoints.createUserCertificatePdf.path, { id: userCertificateId }), {
      headers: { ...requestHeaders(false), Accept: 'application/pdf' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', null, null);
  }
  if (!response.ok) throw new ApiError('http', response.status, await errorInfoOf(response));
  saveBlob(await response.blob(), 'certificate.pdf');
}
