import crypto from 'node:crypto';
import type { CheckoutDto } from '../../../shared/contracts/payments';
import { isLanguage, PaymentKind, PaymentStatus, UserType, type Language } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError } from '../../kernel/errors';
import { payPageForm } from '../../adapters/payment-provider/pay-page-protocol';
import { organizationsOfContact } from '../organizations';
import { checkoutKey } from './checkout-key';
import { currency, feeDescription, readFees } from './fees';
import { findPayer, organizationFeeType, payableOrganization, type Payer } from './payer';
import {
  cameBackPaid,
  insertOpenCheckout,
  lockOpenCheckout,
  recordPaymentEvent,
  updatePayment,
  type PaymentOwner,
  type PaymentRow,
} from './payments.queries';
import { abandonedAfterMs } from './settlement.job';
import { findStanding } from './standing';

/** The provider's reference: unguessable, upper case and short enough for any bank statement. */
export function newCheckoutId(): string {
  return `DP-${crypto.randomBytes(10).toString('hex').toUpperCase()}`;
}

/** The service's own address of the callback; its path names the provider (section 7). */
export const callbackPath = '/api/services/app/Payment/ProcessPrivateUserByTokenValitor';

interface Order {
  kind: number;
  userTypeId: number;
  organization: { id: number; name: string; organizationNumber: string } | null;
}

/**
 * A checkout can still be paid while the provider would take it: its pay page's session (15
 * minutes) may begin until the settlement gives up an order the provider never saw.
 */
export const payableForMs = abandonedAfterMs;

/** The form of a recorded checkout, signed for the pay page: the same for the same payment, however often asked. */
function checkoutOf(deps: ServiceDeps, payment: PaymentRow): CheckoutDto {
  const { checkoutId } = payment;
  const provider = deps.paymentProvider;
  const base = deps.publicUrl;
  const form = payPageForm(provider.merchant, {
    referenceNumber: checkoutId,
    amount: payment.amount,
    currency: payment.currency,
    description: payment.description,
    language: payment.language === 'en' ? 'EN' : 'IS',
    successUrl: `${base}/verify-payment?checkoutId=${checkoutId}`,
    serverSideUrl: `${base}${callbackPath}`,
    cancelUrl: `${base}/paymentError=1?checkoutId=${checkoutId}&error=cancelled`,
    expiredUrl: `${base}/paymentError=1?checkoutId=${checkoutId}&error=expired`,
  });
  return {
    checkoutId,
    paymentId: payment.id,
    payPageUrl: provider.payPageUrl,
    fields: form,
    amount: payment.amount,
    currency: payment.currency,
    description: payment.description,
    isSandbox: provider.name === 'sandbox',
    checkoutKey: checkoutKey(provider.merchant, checkoutId),
  };
}

/**
 * Records a pending payment and signs its form for the pay page. Nothing is granted here: the
 * payment becomes Paid only by the provider's verified callback or the settlement's question.
 * A fee already valid and not yet due for renewal is not taken twice, and a fee has one open
 * checkout: asked again while that one can still be paid, it is the answer (decision 0025), so
 * two tabs, a double click or a replayed call never make two payments that could both be charged.
 * Once the payer has come back from the pay page, nothing is opened until the provider confirms
 * or refuses that payment: the fee is never asked twice.
 */
async function openCheckout(deps: ServiceDeps, ctx: RequestContext, payer: Payer, order: Order): Promise<CheckoutDto> {
  const { db } = deps.database;
  const fees = await readFees(db);
  const amount = fees.amountOf(order.userTypeId);
  if (amount <= 0) throw businessError('errors:paymentNotNeeded');
  const owner: PaymentOwner = order.organization
    ? { kind: 'organization', organizationId: order.organization.id }
    : { kind: 'person', userId: payer.id };
  const standing = await findStanding(
    deps,
    owner,
    payer,
    order.organization ? { userTypeId: order.userTypeId, name: order.organization.name } : undefined,
  );
  if (standing.isValid && !standing.renewalDue) throw businessError('errors:paymentAlreadyValid');

  const language: Language = isLanguage(payer.language) ? payer.language : ctx.language;
  const now = deps.now();
  const payment: PaymentRow = await withTransaction(deps.database.pool, async (tx) => {
    const event = (row: PaymentRow, kind: string, detail: Record<string, unknown>) =>
      recordPaymentEvent(tx.db, { paymentId: row.id, checkoutId: row.checkoutId, kind, detail, clientIp: ctx.clientIp });
    const open = await lockOpenCheckout(tx.db, owner);
    // The payer came back from the pay page: the charge may be made and its word is on its way.
    // Nothing new is opened until the provider has said how it went (decision 0013).
    if (open && (await cameBackPaid(tx.db, open.id))) throw businessError('errors:paymentBeingConfirmed');
    if (open && now.getTime() - open.creationTime.getTime() < payableForMs) {
      await event(open, 'checkoutAgain', {});
      return open;
    }
    if (open) {
      // Past any pay page's time: a late callback still fulfils it (fulfilPayment), but nobody pays it anew.
      await updatePayment(tx.db, open.id, { status: PaymentStatus.Expired, error: 'superseded' });
      await event(open, 'superseded', {});
    }
    const checkoutId = newCheckoutId();
    const row = await insertOpenCheckout(tx.db, {
      tenantId: payer.tenantId,
      checkoutId,
      userId: payer.id,
      organizationId: order.organization?.id ?? null,
      kind: order.kind,
      userTypeId: order.userTypeId,
      payerName: `${payer.name} ${payer.surname}`.trim(),
      payerEmail: payer.emailAddress,
      organizationName: order.organization?.name ?? null,
      organizationNumber: order.organization?.organizationNumber ?? null,
      language,
      description: feeDescription(language, order.userTypeId, order.organization?.name),
      amount,
      currency,
      provider: deps.paymentProvider.name,
      status: PaymentStatus.Pending,
      creationTime: now,
    });
    if (!row) {
      // Another call for the same fee committed its checkout first: the index made this one wait for it.
      const winner = (await lockOpenCheckout(tx.db, owner))!;
      await event(winner, 'checkoutAgain', {});
      return winner;
    }
    await event(row, 'checkout', { amount, currency });
    return row;
  });
  return checkoutOf(deps, payment);
}

/** A person's own fee, by the type they registered as; `pilotType` must be that type. */
async function privateCheckout(deps: ServiceDeps, ctx: RequestContext, payer: Payer, pilotType: number) {
  if (payer.userTypeId !== pilotType) throw businessError('errors:paymentWrongType');
  if (pilotType === UserType.Under250 || pilotType === UserType.Over250) {
    // The account of an organisation pays the organisation's fee.
    const [organization] = await organizationsOfContact(deps.database.db, payer.tenantId, payer.id);
    if (!organization) throw businessError('errors:noOrganizationToPayFor');
    return organizationCheckout(deps, ctx, payer, organization.id);
  }
  return openCheckout(deps, ctx, payer, { kind: PaymentKind.Private, userTypeId: pilotType, organization: null });
}

async function organizationCheckout(deps: ServiceDeps, ctx: RequestContext, payer: Payer, organizationId: number) {
  const organization = await payableOrganization(deps.database.db, payer, organizationId);
  return openCheckout(deps, ctx, payer, { kind: PaymentKind.Organization, userTypeId: organizationFeeType(organization), organization });
}

/** Payment/RegisterPrivatePayment: the registration wizard's fee step (token) or a signed-in person. */
export async function registerPrivatePayment(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { token?: string | undefined; pilotType: number },
) {
  const payer = await findPayer(deps.database.db, ctx, input.token, deps.now());
  return privateCheckout(deps, ctx, payer, input.pilotType);
}

/** Payment/RegisterOrganizationPayment: an organisation's fee, by one who speaks for it. */
export async function registerOrganizationPayment(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { token?: string | undefined; organizationId: number },
) {
  const payer = await findPayer(deps.database.db, ctx, input.token, deps.now());
  return organizationCheckout(deps, ctx, payer, input.organizationId);
}

/** Payment/CreateCheckoutPage: a signed-in renewal, of one's own fee or an organisation's. */
export async function createCheckoutPage(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { isOrg: boolean; organizationId?: number | undefined },
) {
  const payer = await findPayer(deps.database.db, ctx, undefined, deps.now());
  if (!input.isOrg) return privateCheckout(deps, ctx, payer, payer.userTypeId ?? 0);
  let organizationId = input.organizationId;
  if (organizationId === undefined) {
    const [first] = await organizationsOfContact(deps.database.db, payer.tenantId, payer.id);
    if (!first) throw businessError('errors:noOrganizationToPayFor');
    organizationId = first.id;
  }
  return organizationCheckout(deps, ctx, payer, organizationId);
}
