import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryDto } from '../../shared/contracts/examinations';
import { routePath } from './routes';

/**
 * The question bank's one query root, shared by features/examinations and features/questions: a
 * change anywhere in the bank may move a count shown anywhere in it, so every save refreshes it all.
 */
export const questionBankKey = ['examinations'] as const;

/**
 * A save in the bank. Every form and list of the bank shows its own errors (field errors on the
 * fields, a duplicate or a refused rule beside the form), so the global error modal stays quiet.
 */
export function useBankMutation<I, R>(mutationFn: (input: I) => Promise<R>, after?: (input: I) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: (_result, input) => {
      after?.(input);
      return queryClient.invalidateQueries({ queryKey: questionBankKey });
    },
  });
}

/** The screen of a category's questions, linked from the examination's list and from the question editor. */
export const categoryPath = (category: Pick<CategoryDto, 'examinationId' | 'id'>) =>
  routePath('adminExaminationCategory', { examinationId: category.examinationId, id: category.id });
