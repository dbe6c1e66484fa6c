import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { downloadFile } from '../../lib/downloads';
import { firstDataFreshMs } from '../../lib/screens';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import { certificatesEndpoints } from '../../../shared/contracts/client/certificates';
import { examResultsEndpoints } from '../../../shared/contracts/client/exam-results';
import { walletEndpoints } from '../../../shared/contracts/client/wallet';

import type { VerifiedCertificateDto } from '../../../shared/contracts/certificates';
export type { VerifiedCertificateDto };
import type { PilotCompetencyDto } from '../../../shared/contracts/certificates';
export type { PilotCompetencyDto };

export const certificateKeys = {
  all: ['certificates'] as const,
  verify: (userId: string, token: string) => [...certificateKeys.all, 'verify', userId, token] as const,
  competency: () => [...certificateKeys.all, 'competency'] as const,
  types: () => [...certificateKeys.all, 'types'] as const,
  available: (certificateType: number) => [...certificateKeys.all, 'available', certificateType] as const,
};

/** The certificate types and how long a new one of each is valid. */
export const certificateTypesQuery = () =>
  queryOptions({
    queryKey: certificateKeys.types(),
    queryFn: ({ signal }) => call(certificatesEndpoints.getFilterData, undefined, signal),
    select: (data) => data.certificates,
  });

/** Who passed the type's exam and holds no certificate of it yet: whom issuing to all would reach. */
export const availableUsersQuery = (certificateType: number) =>
  queryOptions({
    queryKey: certificateKeys.available(certificateType),
    queryFn: ({ signal }) => call(certificatesEndpoints.getAvailableUsersForCertificateType, { certificateType }, signal),
  });

/** Certificates issued here show on the exam results screens and in the holder's competency. */
const invalidateIssued = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['exam-results'] }),
  ]);

/** Certificate/CreateCertificate: one certificate by hand. The form says what went wrong itself. */
export function useCreateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof certificatesEndpoints.createCertificate>) =>
      call(certificatesEndpoints.createCertificate, input),
    meta: { silent: true },
    onSuccess: () => invalidateIssued(queryClient),
  });
}

/** Certificate/CreateNewCertificates with `willBeAdded`: a certificate to everyone who qualifies. */
export function useCreateNewCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { certificateType: number; expiryDate?: string }) =>
      call(certificatesEndpoints.createNewCertificates, { ...input, willBeAdded: true }),
    meta: { silent: true },
    onSuccess: () => invalidateIssued(queryClient),
  });
}

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
    // The loader's answer stands when the screen mounts.
    staleTime: firstDataFreshMs,
  });

/** The certificate's PDF, fetched with the bearer header (section 7) and saved as `certificate.pdf`. */
export function downloadCertificatePdf(userCertificateId: number): Promise<void> {
  return downloadFile(certificatesEndpoints.createUserCertificatePdf, { id: userCertificateId }, 'certificate.pdf');
}

/** Wallet/CreateCredentialOffer: a fresh offer of the certificate to a wallet, shown as a QR code and a link. */
export function useCreateCredentialOffer() {
  return useMutation({
    mutationFn: (userCertificateId: number) => call(walletEndpoints.createCredentialOffer, { userCertificateId }),
    meta: { silent: true },
  });
}

/** Wallet/VerifyPresentation: what the register says of a presented wallet credential. */
export function useVerifyPresentation() {
  return useMutation({
    mutationFn: (presentation: string) => call(walletEndpoints.verifyPresentation, { presentation }),
    meta: { silent: true },
  });
}
