import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { hasFieldErrors, isApiError } from '../lib/errors';

export type AppMeta = Record<string, unknown> & {
  /** The caller shows the error itself; the global handler stays quiet. */
  silent?: boolean;
  /** Validation errors land on the form's fields; other errors still go to the global handler. */
  handlesFieldErrors?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

function handle(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.silent) return;
  if (meta?.handlesFieldErrors && hasFieldErrors(error)) return;
  // The error dialog and its modal code are loaded with the first error, not with every page.
  void import('../components/error-modal').then(({ reportError }) => reportError(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => handle(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // Retry only a lost connection, once; an answer from the server stands.
        retry: (count, error) => isApiError(error) && error.kind !== 'http' && count < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
