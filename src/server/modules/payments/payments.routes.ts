import type { FastifyInstance } from 'fastify';
import { paymentAccountEndpoints as a, paymentsEndpoints as e } from '../../../shared/contracts/payments';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import { processCallback } from './callback.service';
import { callbackPath, createCheckoutPage, registerOrganizationPayment, registerPrivatePayment } from './checkout.service';
import { getContactPersonFee } from './contact-fee';
import * as payments from './payments.service';
import { registerSandboxPayPage } from './sandbox-pay-page';

export const paymentRoutes = (deps: ServiceDeps) => [
  // Anonymous: the registration wizard's registrant holds a registration token rather than a session.
  route(e.registerPrivatePayment, {
    access: 'anonymous',
    summary: 'Opens a checkout of a person’s own fee for the pay page, by registration token or session; grants nothing.',
    handler: (ctx, input) => registerPrivatePayment(deps, ctx, input),
  }),
  route(e.registerOrganizationPayment, {
    access: 'anonymous',
    summary: 'Opens a checkout of an organisation’s fee, by one who speaks for it (registration token or session).',
    handler: (ctx, input) => registerOrganizationPayment(deps, ctx, input),
  }),
  route(e.createCheckoutPage, {
    access: 'signedIn',
    summary: 'Opens a checkout for a signed-in person: their own fee, or (isOrg) an organisation’s they speak for.',
    handler: (ctx, input) => createCheckoutPage(deps, ctx, input),
  }),
  // The payer's session, or the checkout's key that only the browser which opened it was given.
  route(e.registerClickOnPaymentButton, {
    access: 'anonymous',
    summary: 'Records that the payer left for the pay page.',
    handler: (ctx, input) => payments.registerClick(deps, ctx, input),
  }),
  route(e.processErrorPayment, {
    access: 'anonymous',
    summary: 'Records the error the browser came back with; only the provider decides how a payment ended.',
    handler: (ctx, input) => payments.processErrorPayment(deps, ctx, input),
  }),
  route(e.pushUserAndOrgInfoBackToBackend, {
    access: 'anonymous',
    summary: 'Records the browser’s return from the pay page and answers the standing; Paid only after the verified callback.',
    handler: (ctx, input) => payments.pushInfoBack(deps, ctx, input),
  }),
  route(e.checkValidPayment, {
    access: 'anonymous',
    summary: 'Whether a person’s or an organisation’s fee is paid and valid today, until when, and what renewal costs.',
    handler: (ctx, input) => payments.checkValidPayment(deps, ctx, input),
  }),
  route(e.getPaymentValitorInfo, {
    access: 'anonymous',
    summary: 'The card provider the amount is paid through: its name, merchant, pay page and currency.',
    handler: (_ctx, input) => payments.getProviderInfo(deps, input.amount),
  }),
  route(e.getFees, {
    access: 'anonymous',
    summary: 'The fee of every user type and how many years a payment is valid.',
    handler: (ctx) => payments.getFees(deps, ctx),
  }),
  route(e.getContactPersonFee, {
    access: 'anonymous',
    summary:
      'What a contact person owes now and why (paid personally, covered by the organisation, the organisation’s fee due, no fee), and the choices that make sense.',
    handler: (ctx, input) => getContactPersonFee(deps, ctx, input),
  }),
  route(a.updatePaymentAccount, {
    access: 'anonymous',
    summary:
      'A contact person pays privately or on the organisation’s account; a session answers a fresh session, a registration token only the standing.',
    handler: (ctx, input) => payments.updatePaymentAccount(deps, ctx, input),
  }),
  route(a.getPilotPayment, {
    access: 'signedIn',
    summary: 'The caller’s payments, newest first.',
    handler: (ctx) => payments.getPilotPayments(deps, ctx),
  }),
  route(a.getOrganizationPayment, {
    access: 'signedIn',
    summary: 'An organisation’s payments, newest first, for those who speak for it and administrators of organisations.',
    handler: (ctx, input) => payments.getOrganizationPayments(deps, ctx, input.organizationId),
  }),
];

/**
 * The provider's side: its server-to-server callback and the sandbox's pay page. Both take form
 * posts, which no other route of the portal accepts, so the form parser lives in this scope only.
 */
export function registerProviderRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      callbackPath,
      {
        schema: {
          tags: ['Payment'],
          summary:
            'The card provider’s signed server-to-server callback; verified before anything is granted, and fulfilled once however often it comes.',
          operationId: 'Payment_ProcessPrivateUserByTokenValitor',
          'x-access': { level: 'anonymous' },
        },
      },
      async (request, reply) => {
        const outcome = await processCallback(deps, (request.body ?? {}) as Record<string, string>, request.ctx.clientIp);
        return reply
          .code(outcome.accepted ? 200 : outcome.reason === 'declined' ? 200 : 400)
          .header('content-type', 'text/plain; charset=utf-8')
          .send(outcome.accepted ? 'OK' : outcome.reason);
      },
    );
    registerSandboxPayPage(scope, deps);
  });
}
