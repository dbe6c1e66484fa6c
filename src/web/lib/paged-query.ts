import { keepPreviousData, queryOptions, type DefaultError, type Query, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { searchWords } from './search-words';

/**
 * A list's query, keyed by its page, sort and filters: the rows on screen stay while another page,
 * sort or filter loads, so the table keeps its place and its focus instead of flashing a loader.
 */
export function pagedQueryOptions<Data, Key extends QueryKey>(options: {
  queryKey: Key;
  queryFn: QueryFunction<Data, Key>;
  /** When to ask again while the list is on screen: e.g. while a row shown is still changing. */
  refetchInterval?: (query: Query<Data, DefaultError, Data, Key>) => number | false | undefined;
}) {
  return queryOptions({ ...options, placeholderData: keepPreviousData });
}

/** The same parameters as the call takes them: the search box's words, or nothing; an unset filter left out. */
export type ListInput<P> = {
  [K in keyof P]: K extends 'keyword' ? string | undefined : null extends P[K] ? Exclude<P[K], null> | undefined : P[K];
};

/** `params`: a list's parameters as a screen keeps them, with what is typed in its search box and filters that may be unset (null). */
export function listInput<P extends { keyword?: string }>(params: P): ListInput<P> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    input[key] = key === 'keyword' ? searchWords(String(value ?? '')) : (value ?? undefined);
  }
  return input as ListInput<P>;
}
