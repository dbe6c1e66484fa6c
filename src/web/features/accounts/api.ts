import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AuthenticateInput,
  AuthenticateResult,
  RegisterInput,
  changeNewPasswordInput,
  isTenantAvailableResult,
  registerResult,
  verifyEmailResult,
  verifyResetTokenResult,
} from '../../../shared/contracts/accounts';
import type { changePasswordInput, countryDto } from '../../../shared/contracts/users';
import { http } from '../../lib/http';

export type VerifyEmailResult = z.infer<typeof verifyEmailResult>;
export type VerifyResetTokenResult = z.infer<typeof verifyResetTokenResult>;
export type ChangeNewPasswordInput = z.infer<typeof changeNewPasswordInput>;
export type TenantAvailability = z.infer<typeof isTenantAvailableResult>;
export type RegisterResult = z.infer<typeof registerResult>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
export type Country = z.infer<typeof countryDto>;

export const accountKeys = {
  all: ['accounts'] as const,
  verifyEmail: (token: string) => [...accountKeys.all, 'verifyEmail', token] as const,
  verifyReset: (token: string) => [...accountKeys.all, 'verifyReset', token] as const,
  countries: (language: string) => [...accountKeys.all, 'countries', language] as const,
};

export const accountsApi = {
  authenticate: (input: AuthenticateInput) => http.post<AuthenticateResult>('/api/TokenAuth/Authenticate', input),
  logout: () => http.post<unknown>('/api/TokenAuth/Logout', {}),
  resetPassword: (emailOrUsername: string) => http.post<boolean>('/api/TokenAuth/ResetPassword', { emailOrUsername }),
  resendResetPassword: (emailOrUsername: string) => http.post<boolean>('/api/TokenAuth/ResendEmailChangePassword', { emailOrUsername }),
  verifyResetToken: (token: string) => http.post<VerifyResetTokenResult>('/api/TokenAuth/VerifyTokenForResetPassword', { token }),
  changeNewPassword: (input: ChangeNewPasswordInput) => http.post<boolean>('/api/TokenAuth/ChangeNewPassword', input),
  verifyEmail: (token: string) => http.post<VerifyEmailResult>('/api/TokenAuth/VerifyToken', { token }),
  isTenantAvailable: (tenancyName: string) => http.post<TenantAvailability>('Account/IsTenantAvailable', { tenancyName }),
  register: (input: RegisterInput) => http.post<RegisterResult>('Account/Register', input),
  changePassword: (input: ChangePasswordInput) => http.post<unknown>('User/ChangePassword', input),
  countries: () => http.get<Country[]>('User/GetListCountry'),
};

/** A link token is used once: a query (not a mutation) so a remount does not spend it twice. */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.verifyEmail(token),
    queryFn: () => accountsApi.verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

export const verifyResetQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.verifyReset(token),
    queryFn: () => accountsApi.verifyResetToken(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

/** The server's country list; registration falls back on a local one when it cannot be read. */
export const countriesQuery = (language: string) =>
  queryOptions({
    queryKey: accountKeys.countries(language),
    queryFn: () => accountsApi.countries(),
    staleTime: 60 * 60 * 1000,
    retry: false,
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
