import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import { organizationsEndpoints } from '../../../shared/contracts/client/organizations';
import type { CheckoutDto, PaymentStandingDto } from '../../../shared/contracts/payments';
import { paymentAccountEndpoints, paymentsEndpoints } from '../../../shared/contracts/client/payments';
import { registrationEndpoints } from '../../../shared/contracts/client/registration';
import { PaymentStatus, UserStatus, UserType } from '../../../shared/enums';
import { call, endpointUrl } from '../../lib/api-client';
import { sessionKeys } from '../../lib/app-session';
import { saveLogin } from '../../lib/session';
import { StorageKey, readItem } from '../../lib/storage';
import { rememberCheckout } from './checkout-context';
import { postToPayPage } from './pay-page';

/** Everything the payment screens read hangs under one root; a finished payment reads it all again. */
export const paymentKeys = {
  all: ['payments'] as const,
  fees: () => [...paymentKeys.all, 'fees'] as const,
  /** A person's own standing and history (null), or an organisation's. */
  standing: (organizationId: number | null) => [...paymentKeys.all, 'standing', organizationId] as const,
  history: (organizationId: number | null) => [...paymentKeys.all, 'history', organizationId] as const,
  organization: (organizationId: number) => [...paymentKeys.all, 'organization', organizationId] as const,
  myOrganizations: () => [...paymentKeys.all, 'my-organizations'] as const,
  organizationByToken: (token: string) => [...paymentKeys.all, 'organization-by-token', token] as const,
  /** The fee page's reading of what is owed: an organisation's or a person's standing, or a contact person's answer. */
  checkoutStanding: (isOrg: boolean, organizationId: number | null, token: string | null) =>
    [...paymentKeys.all, 'checkout-standing', isOrg, organizationId, token] as const,
  contactFee: (token: string | null) => [...paymentKeys.all, 'contact-fee', token] as const,
  verify: (checkoutId: string) => [...paymentKeys.all, 'verify', checkoutId] as const,
  failure: (checkoutId: string, error: string) => [...paymentKeys.all, 'failure', checkoutId, error] as const,
};

export const feesQuery = () =>
  queryOptions({
    queryKey: paymentKeys.fees(),
    queryFn: ({ signal }) => call(paymentsEndpoints.getFees, undefined, signal),
    staleTime: 60_000,
  });

/** While a payment awaits the card company's confirmation, the fee page asks again this often. */
export const confirmationPollMs = 3_000;
const pollWhileAwaited = (query: { state: { data?: { awaitingConfirmation: boolean } | undefined } }) =>
  query.state.data?.awaitingConfirmation ? confirmationPollMs : false;

/** Whether the fee is paid: the person's own (no organisation), or an organisation's. */
export const standingQuery = (organizationId: number | null) =>
  queryOptions({
    queryKey: paymentKeys.standing(organizationId),
    queryFn: ({ signal }) =>
      call(
        paymentsEndpoints.checkValidPayment,
        organizationId === null ? { isOrgPayment: false } : { isOrgPayment: true, orgId: organizationId },
        signal,
      ),
    refetchInterval: pollWhileAwaited,
  });

/** The fee page's standing: by the registration link when the wizard holds one, else the session. */
export const checkoutStandingQuery = (isOrg: boolean, organizationId: number | null, token: string | null) =>
  queryOptions({
    queryKey: paymentKeys.checkoutStanding(isOrg, organizationId, token),
    queryFn: ({ signal }) =>
      call(
        paymentsEndpoints.checkValidPayment,
        { isOrgPayment: isOrg, orgId: organizationId ?? undefined, token: token ?? undefined },
        signal,
      ),
    refetchInterval: pollWhileAwaited,
    retry: false,
    // Unread, the page offers the checkout, whose own refusal then says why.
    meta: { silent: true },
  });

/** What a contact person owes now and why, read before any choice is offered. */
export const contactPersonFeeQuery = (token: string | null) =>
  queryOptions({
    queryKey: paymentKeys.contactFee(token),
    queryFn: ({ signal }) => call(paymentsEndpoints.getContactPersonFee, { token: token ?? undefined }, signal),
    refetchInterval: pollWhileAwaited,
    retry: false,
    meta: { silent: true },
  });

/** The payments made, newest first (the server lists them oldest first). */
export const historyQuery = (organizationId: number | null) =>
  queryOptions({
    queryKey: paymentKeys.history(organizationId),
    queryFn: async ({ signal }) => {
      const payments =
        organizationId === null
          ? await call(paymentAccountEndpoints.getPilotPayment, undefined, signal)
          : await call(paymentAccountEndpoints.getOrganizationPayment, { organizationId }, signal);
      return [...payments].sort((a, b) => b.creationTime.localeCompare(a.creationTime) || b.id - a.id);
    },
  });

export const organizationQuery = (organizationId: number) =>
  queryOptions({
    queryKey: paymentKeys.organization(organizationId),
    queryFn: ({ signal }) => call(organizationsEndpoints.get, { id: organizationId }, signal),
  });

/** The organisations the signed-in person speaks for, as contact or main contact person. */
export const myOrganizationsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.myOrganizations(),
    queryFn: async ({ signal }) => (await call(organizationsEndpoints.getByCurrentUser, undefined, signal)).items,
  });

/** The organisation a registration link has entered so far; null until its details are in. */
export const organizationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: paymentKeys.organizationByToken(token),
    queryFn: ({ signal }) => call(registrationEndpoints.getOrganizationByToken, { token }, signal),
    retry: false,
    // A dead link shows as no organisation; starting the checkout then says why.
    meta: { silent: true },
  });

/** The receipt of a paid payment: a link, since GET downloads accept the sign-in cookie. */
export const receiptUrl = (paymentId: number) => endpointUrl(paymentsEndpoints.getPaymentReceipt, { id: paymentId });

/** What a checkout is for: who pays, for whom, and the registration link it was opened with. */
export interface CheckoutPlan {
  type: number;
  isOrg: boolean;
  organizationId: number | null;
  token: string | null;
}

function createCheckout(plan: CheckoutPlan): Promise<CheckoutDto> {
  const organizationId = plan.organizationId ?? undefined;
  if (!plan.token) return call(paymentsEndpoints.createCheckoutPage, { isOrg: plan.isOrg, organizationId });
  if (!plan.isOrg) return call(paymentsEndpoints.registerPrivatePayment, { token: plan.token, pilotType: plan.type });
  if (organizationId === undefined) return Promise.reject(new Error('An organisation payment needs its organisation'));
  return call(paymentsEndpoints.registerOrganizationPayment, { token: plan.token, organizationId });
}

/**
 * Creates the checkout and records the click, ready for the pay page. A contact person's choice of
 * account goes first: a signed-in person is answered a new session, kept as the sign-in keeps one,
 * a registrant carried by the step credential only their standing (no token becomes a session,
 * decision 0024); when they owe nothing (the organisation's fee already covers them) there is no
 * checkout and the answer is null.
 */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: CheckoutPlan): Promise<CheckoutDto | null> => {
      if (plan.type === UserType.ContactPerson) {
        const session = await call(paymentAccountEndpoints.updatePaymentAccount, {
          token: plan.token ?? undefined,
          isPrivateContactPersonPayment: !plan.isOrg,
        });
        const { accessToken, encryptedAccessToken } = session;
        if (accessToken !== null && encryptedAccessToken !== null) {
          saveLogin({ ...session, accessToken, encryptedAccessToken }, readItem('local', StorageKey.accessToken) !== null);
          // Read again rather than reset: the checkout stays on screen while the session changes under it.
          await queryClient.invalidateQueries({ queryKey: sessionKeys.all }).catch(() => undefined);
        }
        if (session.status === UserStatus.NoNeedPayment) return null;
      }
      const checkout = await createCheckout(plan);
      await call(paymentsEndpoints.registerClickOnPaymentButton, { checkoutId: checkout.checkoutId, checkoutKey: checkout.checkoutKey });
      return checkout;
    },
    onSuccess: (checkout, plan) => {
      if (!checkout) return;
      // The way back needs to know what was paid for; then the browser leaves for the pay page.
      rememberCheckout({
        type: plan.type,
        isOrg: plan.isOrg,
        orgId: plan.organizationId,
        checkoutId: checkout.checkoutId,
        checkoutKey: checkout.checkoutKey,
      });
      postToPayPage(checkout);
    },
    // The page shows the failure beside the button.
    meta: { silent: true },
  });
}

/** How often the way back asks whether the card company has confirmed, and for how long. */
export const verifyPollMs = 1_500;
export const verifyGiveUpMs = 60_000;

export const isPending = (standing: PaymentStandingDto | undefined) => standing?.latest?.status === PaymentStatus.Pending;

/**
 * The way back from the card company: the server checks the payment with the provider and answers
 * its state; only the provider's verified word makes it Paid, so a pending one is asked again while
 * `polling`.
 */
export const verifyQuery = (input: EndpointInput<typeof paymentsEndpoints.pushUserAndOrgInfoBackToBackend>, polling: boolean) =>
  queryOptions({
    queryKey: paymentKeys.verify(input.checkoutId ?? ''),
    queryFn: ({ signal }) => call(paymentsEndpoints.pushUserAndOrgInfoBackToBackend, input, signal),
    refetchInterval: (query) => (polling && isPending(query.state.data) ? verifyPollMs : false),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

/** The card company's refusal, told to the server once: a query, so a remount does not tell it twice. */
export const failureQuery = (checkoutId: string, error: string, checkoutKey: string | undefined) =>
  queryOptions({
    queryKey: paymentKeys.failure(checkoutId, error),
    queryFn: ({ signal }) => call(paymentsEndpoints.processErrorPayment, { checkoutId, error, checkoutKey }, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    // The page says what happened from the address; the server's answer adds nothing the reader needs.
    meta: { silent: true },
  });
