import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { AuthenticateSecondFactorInput, PasskeyOptions, PasskeyResponse } from '../../../shared/contracts/second-factor';
import { secondFactorEndpoints as e } from '../../../shared/contracts/client/second-factor';
import { call } from '../../lib/api-client';
import { accountKeys } from './api';

// The second step of a sign-in and a person's own factors (decision 0026): loaded with the step,
// not with the sign-in page, which most people leave after their password.

export const secondFactorKeys = { mine: () => [...accountKeys.all, 'secondFactor', 'mine'] as const };

/** The browser's own dialog for a passkey; what it answers goes to the server as it came. */
const createPasskey = async (options: PasskeyOptions) =>
  (await startRegistration({ optionsJSON: options as never })) as unknown as PasskeyResponse;
const signWithPasskey = async (options: PasskeyOptions) =>
  (await startAuthentication({ optionsJSON: options as never })) as unknown as PasskeyResponse;

export const secondFactorApi = {
  answer: (input: AuthenticateSecondFactorInput) => call(e.authenticateSecondFactor, input),
  answerWithPasskey: async (twoFactorTicket: string, rememberClient: boolean) => {
    const passkey = await signWithPasskey(await call(e.beginSecondFactorPasskey, { twoFactorTicket }));
    return call(e.authenticateSecondFactor, { twoFactorTicket, passkey, rememberClient });
  },
  beginTotpEnrolment: (twoFactorTicket: string) => call(e.beginTotpEnrolment, { twoFactorTicket }),
  completeTotpEnrolment: (input: { twoFactorTicket: string; code: string; rememberClient: boolean }) =>
    call(e.completeTotpEnrolment, input),
  enrolPasskey: async (input: { twoFactorTicket: string; name: string; rememberClient: boolean }) => {
    const passkey = await createPasskey(await call(e.beginPasskeyEnrolment, { twoFactorTicket: input.twoFactorTicket }));
    return call(e.completePasskeyEnrolment, { ...input, passkey });
  },
  mine: () => call(e.getMine),
  beginTotp: () => call(e.beginTotp),
  confirmTotp: (code: string) => call(e.confirmTotp, { code }),
  removeTotp: () => call(e.removeTotp),
  addPasskey: async (name: string) => call(e.addPasskey, { name, passkey: await createPasskey(await call(e.beginPasskey)) }),
  renamePasskey: (input: { id: number; name: string }) => call(e.updatePasskey, input),
  deletePasskey: (id: number) => call(e.deletePasskey, { id }),
  regenerateRecoveryCodes: () => call(e.regenerateRecoveryCodes),
};

export const mySecondFactorsQuery = () => queryOptions({ queryKey: secondFactorKeys.mine(), queryFn: secondFactorApi.mine });

/** A change to the person's factors, after which their page reads them again. */
export function useSecondFactorChange<I, O>(change: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.mine() }),
  });
}
