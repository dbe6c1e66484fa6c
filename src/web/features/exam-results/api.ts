import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-query';
import type { PagedResult } from '../../../shared/contracts/common';
import type { ResultRowDto } from '../../../shared/contracts/exam-results';
import type { Language } from '../../../shared/enums';
import { isApiError } from '../../lib/errors';
import { apiUrl, type Query } from '../../lib/http';
import { call, endpointUrl } from '../../lib/api-client';
import { certificatesEndpoints } from '../../../shared/contracts/client/certificates';
import { examResultsEndpoints } from '../../../shared/contracts/client/exam-results';

import type { OverallResultDto } from '../../../shared/contracts/exam-results';
export type { OverallResultDto };
import type { ExaminationDetailDto } from '../../../shared/contracts/exam-results';
import { searchWords } from '../../lib/search-words';
export type { ExaminationDetailDto };

export interface ResultFilters {
  certificateType: number | null;
  isPassed: boolean | null;
  status: number | null;
  /** `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  keyword: string;
}

export const emptyResultFilters: ResultFilters = { certificateType: null, isPassed: null, status: null, from: '', to: '', keyword: '' };

/** The filters as query keys; empty ones are left out, and the keyword is trimmed (section 5). */
export function filterQuery(filters: ResultFilters): Query {
  return {
    certificateType: filters.certificateType ?? undefined,
    isPassed: filters.isPassed ?? undefined,
    status: filters.status ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    keyword: searchWords(filters.keyword),
  };
}

/** The CSV export with the same filters; a plain link, since GET downloads accept the sign-in cookie. */
/** The export's address; the browser follows it without the API's headers, so it names the screen's language. */
export function exportCsvUrl(filters: ResultFilters, language: Language): string {
  return apiUrl(examResultsEndpoints.getExaminationResultExportCsv.path, { ...filterQuery(filters), culture: language });
}

/** The detail route of one user's attempts of one type. */
export const resultDetailPath = (certificateType: number, userId: number) => `/admin/exam/drone-exam-result/${certificateType}/${userId}`;

/** Everything the exam results screens read hangs under one root. */
export const resultKeys = {
  all: ['exam-results'] as const,
  overall: () => [...resultKeys.all, 'overall'] as const,
  pages: () => [...resultKeys.all, 'paged'] as const,
  page: (filters: ResultFilters, page: number) => [...resultKeys.pages(), filters, page] as const,
  byUser: (certificateType: number, userId: number) => [...resultKeys.all, 'by-user', certificateType, userId] as const,
  detail: (userExamId: number) => [...resultKeys.all, 'detail', userExamId] as const,
  userCertificate: (userId: number, certificateType: number) => [...resultKeys.all, 'certificate', userId, certificateType] as const,
};

export const overallResultQuery = () =>
  queryOptions({
    queryKey: resultKeys.overall(),
    queryFn: ({ signal }) => call(examResultsEndpoints.getOverralResult, undefined, signal),
  });

/** The table's rows carry the attempt's id as `id`, as the shared table wants. */
export type ResultRow = ResultRowDto & { id: number };

export const pagedResultsQuery = (filters: ResultFilters, page: number, pageSize: number) =>
  pagedQueryOptions({
    queryKey: resultKeys.page(filters, page),
    queryFn: async ({ signal }): Promise<PagedResult<ResultRow>> => {
      const result = await call(
        examResultsEndpoints.getPagedResults,
        { ...filterQuery(filters), skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
        signal,
      );
      return { totalCount: result.totalCount, items: result.items.map((row) => ({ ...row, id: row.userExaminationId })) };
    },
  });

export const resultsByUserQuery = (certificateType: number, userId: number) =>
  queryOptions({
    queryKey: resultKeys.byUser(certificateType, userId),
    queryFn: async ({ signal }) =>
      (await call(examResultsEndpoints.getListExaminationResultByUser, { certificateId: certificateType, userId: userId }, signal)).items,
  });

export const examinationDetailQuery = (userExamId: number) =>
  queryOptions({
    queryKey: resultKeys.detail(userExamId),
    queryFn: ({ signal }) => call(examResultsEndpoints.getExaminationDetail, { userExamId: userExamId }, signal),
  });

export function useChangeResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userExaminationId: number; isPassed: boolean }) => call(examResultsEndpoints.changeResultExamination, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKeys.all }),
  });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) => call(certificatesEndpoints.revokeCertificate, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKeys.all }),
  });
}

/** The PDF of one certificate; a link, since GET downloads accept the sign-in cookie. */
export const certificatePdfUrl = (userCertificateId: number) =>
  endpointUrl(certificatesEndpoints.createUserCertificatePdf, { id: userCertificateId });

/** A candidate's certificate as the results manager sees it. */
export interface CandidateCertificate {
  id: number;
  certificateId: number;
  certificateNumber: string;
  passedDate: string;
  expiredDate: string;
  state: 'valid' | 'expired' | 'revoked';
  verifyUrl: string;
}

/** The user's latest certificate of the type, in any state (Certificate/GetCertificateOfUser); null when none. */
export const userCertificateQuery = (userId: number, certificateType: number) =>
  queryOptions({
    queryKey: resultKeys.userCertificate(userId, certificateType),
    queryFn: async ({ signal }) => {
      try {
        return await call(certificatesEndpoints.getCertificateOfUser, { userId: userId, type: certificateType }, signal);
      } catch (error) {
        // A user who is gone holds no certificate worth showing; the attempts list says the rest.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
  });
