import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AuthenticateInput, RegisterInput } from '../../../shared/contracts/accounts';
import { call } from '../../lib/api-client';
import { accountsEndpoints } from '../../../shared/contracts/accounts';
import { idLoginEndpoints } from '../../../shared/contracts/id-login';
import { usersEndpoints } from '../../../shared/contracts/users';
import {
  organizationsEndpoints,
  type RegisterOrganizationAccountInput,
  type RegisterOrganizationInput,
  type ResendInput,
} from '../../../shared/contracts/organizations';
import { registrationTokenEndpoints } from '../../../shared/contracts/registration';

import type { VerifyResetTokenResult } from '../../../shared/contracts/accounts';
export type { VerifyResetTokenResult };
import type { ChangeNewPasswordInput } from '../../../shared/contracts/accounts';
export type { ChangeNewPasswordInput };
import type { TenantAvailability } from '../../../shared/contracts/accounts';
export type { TenantAvailability };
import type { RegisterResult } from '../../../shared/contracts/accounts';
export type { RegisterResult };
import type { ChangePasswordInput } from '../../../shared/contracts/users';
export type { ChangePasswordInput };
import type { Country } from '../../../shared/contracts/users';
export type { Country };

export const accountKeys = {
  all: ['accounts'] as const,
  verifyReset: (token: string) => [...accountKeys.all, 'verifyReset', token] as const,
  idLoginProvider: () => [...accountKeys.all, 'idLoginProvider'] as const,
};

export const accountsApi = {
  authenticate: (input: AuthenticateInput) => call(accountsEndpoints.authenticate, input),
  logout: () => call(accountsEndpoints.logout, {}),
  resetPassword: (emailOrUsername: string) => call(accountsEndpoints.resetPassword, { emailOrUsername }),
  resendResetPassword: (emailOrUsername: string) => call(accountsEndpoints.resendEmailChangePassword, { emailOrUsername }),
  verifyResetToken: (token: string) => call(accountsEndpoints.verifyTokenForResetPassword, { token }),
  changeNewPassword: (input: ChangeNewPasswordInput) => call(accountsEndpoints.changeNewPassword, input),
  isTenantAvailable: (tenancyName: string) => call(accountsEndpoints.isTenantAvailable, { tenancyName }),
  register: (input: RegisterInput) => call(accountsEndpoints.register, input),
  changePassword: (input: ChangePasswordInput) => call(usersEndpoints.changePassword, input),
  idLoginStart: (returnUrl: string | null) => call(idLoginEndpoints.getIdLoginUrl, returnUrl ? { returnUrl } : {}),
  idLogoutUrl: () => call(idLoginEndpoints.getIdLogoutUrl),
};

/** Which provider stands behind the electronic-ID login: the screen names a test login before anyone clicks. */
export const idLoginProviderQuery = () =>
  queryOptions({
    queryKey: accountKeys.idLoginProvider(),
    queryFn: ({ signal }) => call(idLoginEndpoints.getIdLoginProvider, undefined, signal),
    staleTime: Infinity,
    meta: { silent: true },
  });

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

export function useRegister() {
  return useMutation({ mutationFn: accountsApi.register, meta: { handlesFieldErrors: true } });
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

/** The register-step wizard's calls. */
export const registrationApi = {
  registerOrganizationAccount: (input: RegisterOrganizationAccountInput) => call(organizationsEndpoints.register, input),
  verifyForRegistering: (token: string, userTypeId: number) =>
    call(registrationTokenEndpoints.verifyTokenForRegistering, { token, userTypeId }),
  registerOrganization: (input: RegisterOrganizationInput) => call(organizationsEndpoints.registerOrganization, input),
  lookupCompany: (number: string) => call(organizationsEndpoints.getCompanyByNumber, { number }),
  myOrganizations: () => call(organizationsEndpoints.getByCurrentUser),
  organizationByToken: (token: string) => call(registrationTokenEndpoints.getOrganizationByToken, { token }),
  resend: (input: ResendInput) => call(organizationsEndpoints.resend, input),
};

/** The mailed link of step 1 is used once: a query, so a remount does not spend it twice. */
export const verifyForRegisteringQuery = (token: string, userTypeId: number) =>
  queryOptions({
    queryKey: [...accountKeys.all, 'verifyForRegistering', token, userTypeId] as const,
    queryFn: () => registrationApi.verifyForRegistering(token, userTypeId),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

/** What a resumed link's registration has entered so far; a dead link fails quietly, and the page says so. */
export const organizationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: [...accountKeys.all, 'organizationByToken', token] as const,
    queryFn: () => registrationApi.organizationByToken(token),
    retry: false,
    meta: { silent: true },
  });

export const myOrganizationsQuery = () =>
  queryOptions({ queryKey: [...accountKeys.all, 'myOrganizations'] as const, queryFn: () => registrationApi.myOrganizations() });

export function useRegisterOrganizationAccount() {
  return useMutation({ mutationFn: registrationApi.registerOrganizationAccount, meta: { handlesFieldErrors: true } });
}

export function useRegisterOrganization() {
  return useMutation({ mutationFn: registrationApi.registerOrganization, meta: { handlesFieldErrors: true } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: registrationApi.resend, meta: { handlesFieldErrors: true } });
}
