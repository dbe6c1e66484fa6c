import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PagedResult } from '../../../shared/contracts/common';
import type {
  CategoryDto,
  CreateCategoryInput,
  CreateExaminationInput,
  CreateQuestionInput,
  ExaminationDto,
  ImportQuestionsResult,
  QuestionDto,
  QuestionImageDto,
  QuestionSummaryDto,
  UpdateCategoryInput,
  UpdateExaminationInput,
  UpdateQuestionInput,
  UploadImageInput,
} from '../../../shared/contracts/questions';
import { isApiError } from '../../lib/errors';
import { http } from '../../lib/http';
import { forgetCategory, rememberCategory, rememberExamination } from '../../lib/known-categories';

export interface QuestionListParams {
  categoryId: number;
  keyword: string;
  skipCount: number;
  maxResultCount: number;
}

/** Everything hangs under one root: a change to the bank may move any count shown anywhere in it. */
export const examinationKeys = {
  all: ['examinations'] as const,
  byType: (certificateType: number) => [...examinationKeys.all, 'byType', certificateType] as const,
  totals: (certificateType: number) => [...examinationKeys.all, 'totals', certificateType] as const,
  categories: (examinationId: number) => [...examinationKeys.all, 'categories', examinationId] as const,
  category: (id: number) => [...examinationKeys.all, 'category', id] as const,
  questionLists: (categoryId: number) => [...examinationKeys.all, 'questions', categoryId] as const,
  questions: (params: QuestionListParams) => [...examinationKeys.questionLists(params.categoryId), params] as const,
  question: (id: number) => [...examinationKeys.all, 'question', id] as const,
};

/** The examination of a certificate type, or null while there is none. */
export const examinationByTypeQuery = (certificateType: number) =>
  queryOptions({
    queryKey: examinationKeys.byType(certificateType),
    queryFn: async ({ signal }) => {
      try {
        const examination = await http.get<ExaminationDto | null>('Examination/GetByCertificateType', { CertificateType: certificateType }, signal);
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
      const query = { CertificateType: certificateType };
      const [sumOfMinimums, questionsPerAttempt] = await Promise.all([
        http.get<number>('ExaminationCategory/GetMaxTotalMininumCategory', query, signal),
        http.get<number>('ExaminationCategory/GetTotalQuestionByCertificateId', query, signal),
      ]);
      return { sumOfMinimums: Number(sumOfMinimums) || 0, questionsPerAttempt: Number(questionsPerAttempt) || 0 };
    },
  });

export const categoriesQuery = (examinationId: number) =>
  queryOptions({
    queryKey: examinationKeys.categories(examinationId),
    queryFn: async ({ signal }) => {
      const page = await http.get<PagedResult<CategoryDto>>('ExaminationCategory/GetByExaminationId', { ExaminationId: examinationId, MaxResultCount: 1000 }, signal);
      page.items.forEach(rememberCategory);
      return page;
    },
  });

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: examinationKeys.category(id),
    queryFn: async ({ signal }) => {
      const category = await http.get<CategoryDto>('ExaminationCategory/Get', { Id: id }, signal);
      rememberCategory(category);
      return category;
    },
  });

export const questionsQuery = (params: QuestionListParams) =>
  queryOptions({
    queryKey: examinationKeys.questions(params),
    queryFn: ({ signal }) =>
      http.get<PagedResult<QuestionSummaryDto>>(
        'Question/GetByCategory',
        {
          CategoryId: params.categoryId,
          Keyword: params.keyword.trim() || undefined,
          SkipCount: params.skipCount,
          MaxResultCount: params.maxResultCount,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const questionQuery = (id: number) =>
  queryOptions({
    queryKey: examinationKeys.question(id),
    queryFn: ({ signal }) => http.get<QuestionDto>('Question/Get', { Id: id }, signal),
    // The editor copies the question once; a refetch behind it must not look like a change.
    staleTime: Infinity,
  });

/**
 * Every form and list of the bank shows its own errors (field errors on the fields, a duplicate or
 * a refused rule beside the form), so the global error modal stays quiet for them.
 */
function useBankMutation<I, R>(mutationFn: (input: I) => Promise<R>, after?: (input: I) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: (_result, input) => {
      after?.(input);
      return queryClient.invalidateQueries({ queryKey: examinationKeys.all });
    },
  });
}

export const useCreateExamination = () =>
  useBankMutation((input: CreateExaminationInput) => http.post<ExaminationDto>('Examination/Create', input));

export const useUpdateExamination = () =>
  useBankMutation((input: UpdateExaminationInput) => http.put<ExaminationDto>('Examination/Update', input));

export const useCreateCategory = () =>
  useBankMutation((input: CreateCategoryInput) => http.post<CategoryDto>('ExaminationCategory/Create', input));

export const useUpdateCategory = () =>
  useBankMutation((input: UpdateCategoryInput) => http.put<CategoryDto>('ExaminationCategory/Update', input));

export const useDeleteCategory = () =>
  useBankMutation((id: number) => http.delete('ExaminationCategory/Delete', { Id: id }), forgetCategory);

export const useCreateQuestion = () =>
  useBankMutation((input: CreateQuestionInput) => http.post<QuestionDto>('Question/Create', input));

export const useUpdateQuestion = () =>
  useBankMutation((input: UpdateQuestionInput) => http.put<QuestionDto>('Question/Update', input));

/** Refused when the category would fall below its minimum; the page shows why. */
export const useDeleteQuestion = () => useBankMutation((id: number) => http.delete('Question/Delete', { Id: id }));

/** The editor checks type and size first and shows a refusal beside the images. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (input: UploadImageInput) => http.post<QuestionImageDto>('Question/UploadImage', input),
    meta: { silent: true },
  });
}

/** The dialog reports every outcome itself, the row errors of a bad file included. */
export const useImportQuestions = () =>
  useBankMutation((input: { categoryId: number; csvFileBase64: string }) => http.post<ImportQuestionsResult>('Question/ImportQuestions', input));
