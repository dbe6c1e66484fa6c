import { queryOptions } from '@tanstack/react-query';
import { idLoginEndpoints } from '../../../shared/contracts/client/id-login';
import type { Installation } from '../../../shared/installation';
import { call } from '../../lib/api-client';

export const idLoginProviderKey = ['accounts', 'idLoginProvider'] as const;

/**
 * What the server answers about the provider on each kind of installation: the build renders the
 * sign-in page with it (app/prerender.tsx), and the page's document hands it to the app, whose
 * first frame then shows what the markup showed, the test provider's note included.
 */
export const idLoginProviderAnswers = {
  live: { isDevelopmentProvider: false },
  test: { isDevelopmentProvider: true },
} as const satisfies Record<Installation, { isDevelopmentProvider: boolean }>;

let early: ReturnType<typeof askNow> | null = null;
const askNow = (signal?: AbortSignal) => call(idLoginEndpoints.getIdLoginProvider, undefined, signal);

/**
 * Asks which provider stands behind the electronic-ID login as the sign-in screen starts loading
 * (screens.ts), beside its code: the screen names a test login before anyone clicks, and on a slow
 * phone, asked only once the screen had drawn, that answer was the last thing it waited for.
 */
export function askIdLoginProvider(): void {
  if (early) return;
  early = askNow();
  // A failure is the query's to report, when it takes the answer.
  early.catch(() => undefined);
}

/** The provider, from the answer asked for early when there is one. */
export const idLoginProviderQuery = () =>
  queryOptions({
    queryKey: idLoginProviderKey,
    queryFn: ({ signal }) => {
      const answer = early ?? askNow(signal);
      early = null;
      return answer;
    },
    staleTime: Infinity,
    meta: { silent: true },
  });
