import { queryOptions, useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import { idLoginEndpoints } from '../../../shared/contracts/client/id-login';
import { call } from '../../lib/api-client';
import { forgetAccessToken } from '../../lib/session';

export type { IdLoginHandlerResult, IdPersonDto } from '../../../shared/contracts/id-login';
export type RegisterByIdLoginInput = EndpointInput<typeof idLoginEndpoints.registerByIdLogin>;
export type LinkIdLoginInput = EndpointInput<typeof idLoginEndpoints.linkIdLogin>;

export const idLoginKeys = {
  all: ['idLogin'] as const,
  handler: (code: string, state: string) => [...idLoginKeys.all, 'handler', code, state] as const,
};

export const idLoginApi = {
  handle: (code: string, state: string) => call(idLoginEndpoints.idLoginHandler, { code, state }),
  register: (input: RegisterByIdLoginInput) => call(idLoginEndpoints.registerByIdLogin, input),
  link: (input: LinkIdLoginInput) => call(idLoginEndpoints.linkIdLogin, input),
  timeLeft: () => call(idLoginEndpoints.getIdTimeLeft),
  refresh: () => call(idLoginEndpoints.refreshIdPortenToken, {}),
};

/**
 * The provider's answer, handed to the server once: a code works only once, so this is a query (a
 * second mount, React's strict double effect or a re-render finds the answer in the cache) that is
 * never retried nor refetched. A token left from an earlier session is dropped first: this is a new
 * sign-in, and that token's 401 would send the screen to the login page.
 */
export const idLoginHandlerQuery = (code: string, state: string) =>
  queryOptions({
    queryKey: idLoginKeys.handler(code, state),
    queryFn: () => {
      forgetAccessToken();
      return idLoginApi.handle(code, state);
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

export function useRegisterByIdLogin() {
  return useMutation({ mutationFn: idLoginApi.register, meta: { handlesFieldErrors: true } });
}

/** A wrong password is said on the form itself, in the server's words. */
export function useLinkIdLogin() {
  return useMutation({ mutationFn: idLoginApi.link, meta: { silent: true } });
}
