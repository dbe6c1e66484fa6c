import { queryOptions } from '@tanstack/react-query';
import type {
  CreateCategoryInput,
  CreateExaminationInput,
  UpdateCategoryInput,
  UpdateExaminationInput,
} from '../../../shared/contracts/examinations';
import { examinationCategoryEndpoints, examinationEndpoints } from '../../../shared/contracts/client/examinations';
import { call } from '../../lib/api-client';
import { isApiError } from '../../lib/errors';
import { forgetCategory, rememberCategory, rememberExamination } from '../../lib/known-categories';
import { questionBankKey, useBankMutation } from '../../lib/question-bank';

/** Under the bank's one root: a change to the bank may move any count shown anywhere in it. */
export const examinationKeys = {
  all: questionBankKey,
  byType: (certificateType: number) => [...examinationKeys.all, 'byType', certificateType] as const,
  totals: (certificateType: number) => [...examinationKeys.all, 'totals', certificateType] as const,
  categories: (examinationId: number) => [...examinationKeys.all, 'categories', examinationId] as const,
};

/** The examination of a certificate type, or null while there is none. */
export const examinationByTypeQuery = (certificateType: number) =>
  queryOptions({
    queryKey: examinationKeys.byType(certificateType),
    queryFn: async ({ signal }) => {
      try {
        const examination = await call(examinationEndpoints.getByCertificateType, { certificateType }, signal);
        if (examination) rememberExamination(examination);
        return examination ?? null;
      } catch (error) {
        // "None yet" may come back as a 404 rather than an empty result; both mean the create form.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

export interface ExaminationTotals {
  /** The sum of the categories' minimums (ExaminationCategory/GetMaxTotalMininumCategory). */
  sumOfMinimums: number;
  /** Questions in one attempt (ExaminationCategory/GetTotalQuestionByCertificateId). */
  questionsPerAttempt: number;
}

export const examinationTotalsQuery = (certificateType: number) =>
  queryOptions({
    queryKey: examinationKeys.totals(certificateType),
    queryFn: async ({ signal }): Promise<ExaminationTotals> => {
      const input = { certificateType };
      const [sumOfMinimums, questionsPerAttempt] = await Promise.all([
        call(examinationCategoryEndpoints.getMaxTotalMininumCategory, input, signal),
        call(examinationCategoryEndpoints.getTotalQuestionByCertificateId, input, signal),
      ]);
      return { sumOfMinimums: Number(sumOfMinimums) || 0, questionsPerAttempt: Number(questionsPerAttempt) || 0 };
    },
  });

export const categoriesQuery = (examinationId: number) =>
  queryOptions({
    queryKey: examinationKeys.categories(examinationId),
    queryFn: async ({ signal }) => {
      const page = await call(examinationCategoryEndpoints.getByExaminationId, { examinationId, maxResultCount: 1000 }, signal);
      page.items.forEach(rememberCategory);
      return page;
    },
  });

export const useCreateExamination = () => useBankMutation((input: CreateExaminationInput) => call(examinationEndpoints.create, input));

export const useUpdateExamination = () => useBankMutation((input: UpdateExaminationInput) => call(examinationEndpoints.update, input));

export const useCreateCategory = () => useBankMutation((input: CreateCategoryInput) => call(examinationCategoryEndpoints.create, input));

export const useUpdateCategory = () => useBankMutation((input: UpdateCategoryInput) => call(examinationCategoryEndpoints.update, input));

export const useDeleteCategory = () => useBankMutation((id: number) => call(examinationCategoryEndpoints.delete, { id }), forgetCategory);
