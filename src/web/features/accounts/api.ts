import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AuthenticateInput } from '../../../shared/contracts/accounts';
import { call } from '../../lib/api-client';
import { accountsEndpoints } from '../../../shared/contracts/client/accounts';
import { idLoginEndpoints } from '../../../shared/contracts/client/id-login';
import { usersEndpoints } from '../../../shared/contracts/client/users';
import { idLoginProviderKey } from './id-login-provider';

export { idLoginProviderAnswers, idLoginProviderKey, idLoginProviderQuery } from './id-login-provider';

import type { VerifyResetTokenResult } from '../../../shared/contracts/accounts';
export type { VerifyResetTokenResult };
import type { ChangeNewPasswordInput } from '../../../shared/contracts/accounts';
export type { ChangeNewPasswordInput };
import type { TenantAvailability } from '../../../shared/contracts/accounts';
export type { TenantAvailability };
import type { ChangePasswordInput } from '../../../shared/contracts/users';
export type { ChangePasswordInput };
import type { Country } from '../../../shared/contracts/users';
export type { Country };

export const accountKeys = {
  all: ['accounts'] as const,
  verifyReset: (token: string) => [...accountKeys.all, 'verifyReset', token] as const,
  idLoginProvider: () => idLoginProviderKey,
};

export const accountsApi = {
  authenticate: (input: AuthenticateInput) => call(accountsEndpoints.authenticate, input),
  logout: () => call(accountsEndpoints.logout, {}),
  resetPassword: (emailOrUsername: string) => call(accountsEndpoints.resetPassword, { emailOrUsername }),
  resendResetPassword: (emailOrUsername: string) => call(accountsEndpoints.resendEmailChangePassword, { emailOrUsername }),
  verifyResetToken: (token: string) => call(accountsEndpoints.verifyTokenForResetPassword, { token }),
  changeNewPassword: (input: ChangeNewPasswordInput) => call(accountsEndpoints.changeNewPassword, input),
  isTenantAvailable: (tenancyName: string) => call(accountsEndpoints.isTenantAvailable, { tenancyName }),
  changePassword: (input: ChangePasswordInput) => call(usersEndpoints.changePassword, input),
  idLoginStart: (returnUrl: string | null) => call(idLoginEndpoints.getIdLoginUrl, returnUrl ? { returnUrl } : {}),
  idLogoutUrl: () => call(idLoginEndpoints.getIdLogoutUrl),
};

/** A link token is used once: a query (not a mutation) so a remount does not spend it twice. */
export const verifyResetQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.verifyReset(token),
    queryFn: () => accountsApi.verifyResetToken(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

export function useAuthenticate() {
  return useMutation({ mutationFn: accountsApi.authenticate, meta: { handlesFieldErrors: true } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: accountsApi.resetPassword, meta: { handlesFieldErrors: true } });
}

export function useResendResetPassword() {
  return useMutation({ mutationFn: accountsApi.resendResetPassword, meta: { handlesFieldErrors: true } });
}

export function useChangeNewPassword() {
  return useMutation({ mutationFn: accountsApi.changeNewPassword, meta: { handlesFieldErrors: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: accountsApi.changePassword, meta: { silent: true } });
}

export function useIsTenantAvailable() {
  return useMutation({ mutationFn: accountsApi.isTenantAvailable, meta: { handlesFieldErrors: true } });
}
