import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText, type ProblemLike } from '../../shared/issue-message';
import { businessMessageOf } from './errors';

/**
 * A problem a screen shows (a refused file, a failed download), kept as its key and values and said
 * at each render, so that a change of language says it again; the server's words are kept as given.
 */
export function useProblem(): [string | null, (problem: ProblemLike | null) => void] {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  return [problem === null ? null : problemText(problem, t), setProblem];
}

/** A refusal in the server's words, or the common "something went wrong" in the reader's. */
export const refusalOf = (error: unknown, fallback = 'errors:unknown'): ProblemLike => businessMessageOf(error) ?? { key: fallback };
