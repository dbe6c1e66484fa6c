import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AskToJoinInput,
  RegisterInput,
  RegisterOrganizationAccountInput,
  RegisterOrganizationInput,
  ResendInput,
} from '../../../shared/contracts/registration';
import { organizationsEndpoints } from '../../../shared/contracts/client/organizations';
import { registrationEndpoints } from '../../../shared/contracts/client/registration';
import { call } from '../../lib/api-client';
import { holdRegistrationToken } from '../../lib/registration-token';

// The registration's calls, a feature apart from the sign-in's (features/accounts): the sign-in
// page, which must open fast on a phone, loads none of them.

export const registrationKeys = { all: ['registration'] as const };

/** The register-step wizard's calls. */
export const registrationApi = {
  register: (input: RegisterInput) => call(registrationEndpoints.register, input),
  registerOrganizationAccount: (input: RegisterOrganizationAccountInput) => call(registrationEndpoints.registerOrganizationAccount, input),
  verifyForRegistering: (token: string, userTypeId: number) => call(registrationEndpoints.verifyTokenForRegistering, { token, userTypeId }),
  registerOrganization: (input: RegisterOrganizationInput) => call(registrationEndpoints.registerOrganization, input),
  askToJoin: (input: AskToJoinInput) => call(registrationEndpoints.askToJoinOrganization, input),
  lookupCompany: (number: string) => call(organizationsEndpoints.getCompanyByNumber, { number }),
  myOrganizations: () => call(organizationsEndpoints.getByCurrentUser),
  organizationByToken: (token: string) => call(registrationEndpoints.getOrganizationByToken, { token }),
  resend: (input: ResendInput) => call(registrationEndpoints.resend, input),
};

/**
 * The mailed link of step 1 is used once: a query, so a remount does not spend it twice. What it
 * is traded for, the step credential of the steps still ahead, is held in this tab, never put in
 * the address (decision 0024).
 */
export const verifyForRegisteringQuery = (token: string, userTypeId: number) =>
  queryOptions({
    queryKey: [...registrationKeys.all, 'verifyForRegistering', token, userTypeId] as const,
    queryFn: async () => {
      const verified = await registrationApi.verifyForRegistering(token, userTypeId);
      if (verified.registrationToken) holdRegistrationToken(verified.registrationToken);
      return verified;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

/** What a resumed link's registration has entered so far; a dead link fails quietly, and the page says so. */
export const organizationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: [...registrationKeys.all, 'organizationByToken', token] as const,
    queryFn: () => registrationApi.organizationByToken(token),
    retry: false,
    meta: { silent: true },
  });

export const myOrganizationsQuery = () =>
  queryOptions({ queryKey: [...registrationKeys.all, 'myOrganizations'] as const, queryFn: () => registrationApi.myOrganizations() });

export function useRegister() {
  return useMutation({ mutationFn: registrationApi.register, meta: { handlesFieldErrors: true } });
}

export function useRegisterOrganizationAccount() {
  return useMutation({ mutationFn: registrationApi.registerOrganizationAccount, meta: { handlesFieldErrors: true } });
}

export function useRegisterOrganization() {
  return useMutation({ mutationFn: registrationApi.registerOrganization, meta: { handlesFieldErrors: true } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: registrationApi.resend, meta: { handlesFieldErrors: true } });
}
