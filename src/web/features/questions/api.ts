import { queryOptions, useMutation } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import { examinationCategoryEndpoints } from '../../../shared/contracts/client/examinations';
import type { CreateQuestionInput, ImportQuestionsInput, UpdateQuestionInput, UploadImageInput } from '../../../shared/contracts/questions';
import { questionEndpoints } from '../../../shared/contracts/client/questions';
import { call } from '../../lib/api-client';
import { rememberCategory } from '../../lib/known-categories';
import { questionBankKey, useBankMutation } from '../../lib/question-bank';

export interface QuestionListParams {
  categoryId: number;
  keyword: string;
  skipCount: number;
  maxResultCount: number;
}

/** Under the bank's one root, so a change to a category or a question refreshes every count shown. */
export const questionKeys = {
  category: (id: number) => [...questionBankKey, 'category', id] as const,
  questionLists: (categoryId: number) => [...questionBankKey, 'questions', categoryId] as const,
  questions: (params: QuestionListParams) => [...questionKeys.questionLists(params.categoryId), params] as const,
  question: (id: number) => [...questionBankKey, 'question', id] as const,
};

/** The category whose questions a screen shows, remembered for its breadcrumb. */
export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: questionKeys.category(id),
    queryFn: async ({ signal }) => {
      const category = await call(examinationCategoryEndpoints.get, { id }, signal);
      rememberCategory(category);
      return category;
    },
  });

export const questionsQuery = (params: QuestionListParams) =>
  pagedQueryOptions({
    queryKey: questionKeys.questions(params),
    queryFn: ({ signal }) => call(questionEndpoints.getByCategory, listInput(params), signal),
  });

export const questionQuery = (id: number) =>
  queryOptions({
    queryKey: questionKeys.question(id),
    queryFn: ({ signal }) => call(questionEndpoints.get, { id }, signal),
    // The editor copies the question once; a refetch behind it must not look like a change.
    staleTime: Infinity,
  });

export const useCreateQuestion = () => useBankMutation((input: CreateQuestionInput) => call(questionEndpoints.create, input));

export const useUpdateQuestion = () => useBankMutation((input: UpdateQuestionInput) => call(questionEndpoints.update, input));

/** Refused when the category would fall below its minimum; the page shows why. */
export const useDeleteQuestion = () => useBankMutation((id: number) => call(questionEndpoints.delete, { id }));

/** The editor checks type and size first and shows a refusal beside the images. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (input: UploadImageInput) => call(questionEndpoints.uploadImage, input),
    meta: { silent: true },
  });
}

/** The dialog reports every outcome itself, the row errors of a bad file included. */
export const useImportQuestions = () => useBankMutation((input: ImportQuestionsInput) => call(questionEndpoints.importQuestions, input));
