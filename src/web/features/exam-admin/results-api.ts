import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PagedResult } from '../../../shared/contracts/common';
import type { filterDataDto } from '../../../shared/contracts/certificates';
import type { ExaminationResultDto, ResultRowDto, examinationDetailDto, overallResultDto } from '../../../shared/contracts/exams';
import { isApiError } from '../../lib/errors';
import { apiUrl, http, type Query } from '../../lib/http';
import { examAdminKeys } from './api';

export type OverallResultDto = z.infer<typeof overallResultDto>;
export type ExaminationDetailDto = z.infer<typeof examinationDetailDto>;
export type FilterDataDto = z.infer<typeof filterDataDto>;

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
    CertificateType: filters.certificateType ?? undefined,
    IsPassed: filters.isPassed ?? undefined,
    Status: filters.status ?? undefined,
    From: filters.from || undefined,
    To: filters.to || undefined,
    Keyword: filters.keyword.trim() || undefined,
  };
}

/** The CSV export with the same filters; a plain link, since GET downloads accept the sign-in cookie. */
export function exportCsvUrl(filters: ResultFilters): string {
  return apiUrl('Examination/GetExaminationResultExportCSV', filterQuery(filters));
}

/** The detail route of one user's attempts of one type. */
export const resultDetailPath = (certificateType: number, userId: number) => `/admin/exam/drone-exam-result/${certificateType}/${userId}`;

export const resultKeys = {
  overall: () => [...examAdminKeys.results(), 'overall'] as const,
  pages: () => [...examAdminKeys.results(), 'paged'] as const,
  page: (filters: ResultFilters, page: number) => [...resultKeys.pages(), filters, page] as const,
  byUser: (certificateType: number, userId: number) => [...examAdminKeys.results(), 'by-user', certificateType, userId] as const,
  detail: (userExamId: number) => [...examAdminKeys.results(), 'detail', userExamId] as const,
  userCertificate: (userId: number, certificateType: number) => [...examAdminKeys.results(), 'certificate', userId, certificateType] as const,
};

export const overallResultQuery = () =>
  queryOptions({
    queryKey: resultKeys.overall(),
    queryFn: ({ signal }) => http.get<OverallResultDto>('Examination/GetOverralResult', undefined, signal),
  });

/** The table's rows carry the attempt's id as `id`, as the shared table wants. */
export type ResultRow = ResultRowDto & { id: number };

export const pagedResultsQuery = (filters: ResultFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: resultKeys.page(filters, page),
    queryFn: async ({ signal }): Promise<PagedResult<ResultRow>> => {
      const result = await http.get<PagedResult<ResultRowDto>>(
        'Examination/GetPagedResults',
        { ...filterQuery(filters), SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize },
        signal,
      );
      return { totalCount: result.totalCount, items: result.items.map((row) => ({ ...row, id: row.userExaminationId })) };
    },
    placeholderData: keepPreviousData,
  });

export const resultsByUserQuery = (certificateType: number, userId: number) =>
  queryOptions({
    queryKey: resultKeys.byUser(certificateType, userId),
    queryFn: async ({ signal }) =>
      (await http.get<{ items: ExaminationResultDto[] }>('Examination/GetListExaminationResultByUser', { CertificateId: certificateType, UserId: userId }, signal)).items,
  });

export const examinationDetailQuery = (userExamId: number) =>
  queryOptions({
    queryKey: resultKeys.detail(userExamId),
    queryFn: ({ signal }) => http.get<ExaminationDetailDto>('Examination/GetExaminationDetail', { UserExamId: userExamId }, signal),
  });

export const filterDataQuery = () =>
  queryOptions({
    queryKey: examAdminKeys.filterData(),
    queryFn: ({ signal }) => http.get<FilterDataDto>('Certificate/GetFilterData', undefined, signal),
  });

export function useChangeResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userExaminationId: number; isPassed: boolean }) => http.post<ExaminationResultDto>('Examination/ChangeResultExamination', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examAdminKeys.results() }),
  });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) => http.post<unknown>('Certificate/RevokeCertificate', input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examAdminKeys.results() }),
  });
}

/** The PDF of one certificate; a link, since GET downloads accept the sign-in cookie. */
export const certificatePdfUrl = (userCertificateId: number) => apiUrl('Certificate/CreateUserCertificatePdf', { id: userCertificateId });

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
        return await http.get<CandidateCertificate | null>('Certificate/GetCertificateOfUser', { UserId: userId, Type: certificateType }, signal);
      } catch (error) {
        // A user who is gone holds no certificate worth showing; the attempts list says the rest.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
  });
