import type { QueryClient } from '@tanstack/react-query';
import { warmQuery } from '../../lib/screens';
import { competencyQuery } from './api';

/**
 * The competency page's first data, asked for by its route's loader beside the session (decision
 * 0041): the person's certificates and results, whose answer is the page's largest paint.
 */
export function prefetchCompetency(queryClient: QueryClient): Promise<unknown> {
  return warmQuery(queryClient, competencyQuery());
}
