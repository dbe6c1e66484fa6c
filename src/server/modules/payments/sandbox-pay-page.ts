import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import {
  formAmount,
  requestSignature,
  responseSignature,
  signaturesMatch,
  statusQuerySignature,
} from '../../adapters/payment-provider/pay-page-protocol';
import { sandboxPath } from '../../adapters/payment-provider/provider';
import { findSandboxTransaction, insertSandboxTransaction } from './payments.queries';
import { lateCallbackMs, luhnValid, maskCard, outcomeOfCard } from './sandbox-cards';
import { sandboxErrorPage, sandboxPayPage } from './sandbox-page-html';

type Form = Record<string, string>;

/** The fields of the merchant's signed request, carried through the card form unchanged. */
const requestFields = (body: Form) =>
  Object.fromEntries(Object.entries(body).filter(([name]) => !['CardNumber', 'ExpiryDate', 'Cvc'].includes(name)));
const languageOf = (form: Form): Language => (form.Language === 'EN' ? 'en' : 'is');
/** Where the sandbox sends the browser or links to. */
const browserAddresses = ['PaymentSuccessfulURL', 'PaymentCancelledURL', 'SessionExpiredRedirectURL'] as const;

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/**
 * The built-in sandbox provider (decision 0013): the pay page's protocol on the portal's own
 * `/sandbox-pay`, answering only while no merchant is configured. It checks the request's
 * signature as the real page does, charges nothing, calls the portal back server to server with
 * a signed callback, and answers the settlement job's status query from its own book.
 */
export function registerSandboxPayPage(app: FastifyInstance, deps: ServiceDeps): void {
  const provider = deps.paymentProvider;
  const merchant = provider.merchant;
  const active = provider.name === 'sandbox';
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const portal = new URL(deps.publicUrl).origin;
  /**
   * The signature leaves the browser's ways out (cancelled, expired) unsigned, as the provider's
   * protocol does, and the sandbox serves this portal only: any address but the portal's own would
   * make its page an open redirect.
   */
  const portalsOwn = (form: Form) =>
    browserAddresses.every((name) => {
      const address = form[name];
      return address !== undefined && URL.canParse(address) && new URL(address).origin === portal;
    });
  const signedRequest = (form: Form) =>
    form.MerchantID === merchant.merchantId && signaturesMatch(requestSignature(merchant, form), form.DigitalSignature) && portalsOwn(form);

  app.post(`${sandboxPath}`, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!active) return html(reply, 404, sandboxErrorPage(languageOf(form), 'notSandbox'));
    if (!signedRequest(form)) return html(reply, 400, sandboxErrorPage(languageOf(form), 'badRequest'));
    return html(
      reply,
      200,
      sandboxPayPage({
        language: languageOf(form),
        fields: requestFields(form),
        amount: formAmount(form),
        errors: [],
        values: { cardNumber: '', expiry: '' },
      }),
    );
  });

  app.post(`${sandboxPath}/charge`, { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Form;
    const form = requestFields(body);
    const language = languageOf(form);
    if (!active) return html(reply, 404, sandboxErrorPage(language, 'notSandbox'));
    if (!signedRequest(form)) return html(reply, 400, sandboxErrorPage(language, 'badRequest'));
    const cardNumber = (body.CardNumber ?? '').replace(/[\s-]/g, '');
    const expiry = (body.ExpiryDate ?? '').trim();
    const errors: { field: string; key: string }[] = [];
    if (!luhnValid(cardNumber)) errors.push({ field: 'cardNumber', key: 'badCard' });
    if (!/^(0[1-9]|1[0-2])\/?\d{2}$/.test(expiry)) errors.push({ field: 'expiry', key: 'badExpiry' });
    if (!/^\d{3,4}$/.test((body.Cvc ?? '').trim())) errors.push({ field: 'cvc', key: 'badCvc' });
    if (errors.length) {
      return html(
        reply,
        422,
        sandboxPayPage({ language, fields: form, amount: formAmount(form), errors, values: { cardNumber: body.CardNumber ?? '', expiry } }),
      );
    }

    const outcome = outcomeOfCard(cardNumber);
    const charged = outcome === 'paid' || outcome === 'paidCallbackLost' || outcome === 'paidCallbackLate';
    const transaction = await insertSandboxTransaction(deps.database.db, {
      referenceNumber: form.ReferenceNumber!,
      merchantId: merchant.merchantId,
      amount: formAmount(form),
      currency: form.Currency ?? 'ISK',
      outcome: charged ? 'paid' : outcome,
      transactionNumber: crypto.randomInt(10_000_000, 99_999_999).toString(),
      authorizationNumber: charged ? crypto.randomInt(100_000, 999_999).toString() : null,
      cardType: 'VISA',
      cardNumberMasked: maskCard(cardNumber),
    });
    if (transaction.outcome !== 'paid') {
      return reply.redirect(withQuery(form.PaymentCancelledURL!, { error: transaction.outcome }), 303);
    }
    const result: Form = {
      ReferenceNumber: transaction.referenceNumber,
      TransactionNumber: transaction.transactionNumber,
      AuthorizationNumber: transaction.authorizationNumber ?? '',
      CardType: transaction.cardType ?? '',
      CardNumberMasked: transaction.cardNumberMasked ?? '',
      Date: transaction.creationTime.toISOString(),
      Amount: String(transaction.amount),
      Currency: transaction.currency,
      Status: 'paid',
      DigitalSignatureResponse: responseSignature(merchant, transaction.referenceNumber),
    };
    const deliver = () =>
      deliverCallback(provider.fetch, form.PaymentSuccessfulServerSideURL!, result, (message) => request.log.warn(message));
    if (outcome === 'paid') await deliver();
    // Held back as a busy card company's may be; unref'd, so it keeps no stopping portal alive.
    if (outcome === 'paidCallbackLate') setTimeout(() => void deliver(), lateCallbackMs).unref();
    return reply.redirect(withQuery(form.PaymentSuccessfulURL!, result), 303);
  });

  app.post(`${sandboxPath}/status`, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const reference = form.ReferenceNumber ?? '';
    if (!active) return reply.code(404).send({ error: 'not in use' });
    if (form.MerchantID !== merchant.merchantId || !signaturesMatch(statusQuerySignature(merchant, reference), form.DigitalSignature)) {
      return reply.code(403).send({ error: 'signature' });
    }
    const transaction = await findSandboxTransaction(deps.database.db, reference);
    if (!transaction) return reply.code(404).send({ ReferenceNumber: reference, Status: 'unknown' });
    return {
      ReferenceNumber: transaction.referenceNumber,
      Status: transaction.outcome,
      Amount: String(transaction.amount),
      Currency: transaction.currency,
      TransactionNumber: transaction.transactionNumber,
      AuthorizationNumber: transaction.authorizationNumber ?? undefined,
      CardType: transaction.cardType ?? undefined,
      CardNumberMasked: transaction.cardNumberMasked ?? undefined,
    };
  });
}

/** The server-to-server call, as the provider makes it; a portal that cannot be reached is settled later. */
async function deliverCallback(send: typeof fetch, url: string, fields: Form, warn: (message: string) => void): Promise<void> {
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) warn(`sandbox callback answered ${response.status}`);
  } catch (error) {
    warn(`sandbox callback not delivered: ${(error as Error).message}`);
  }
}
