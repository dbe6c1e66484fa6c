import type { CheckValidPaymentInput, FeesDto, PaymentStandingDto, PushInfoInput } from '../../../shared/contracts/payments';
import { PaymentStatus, UserStatus, UserType, userTypeIds } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { requireUser, type RequestContext } from '../../kernel/context';
import { businessError, forbidden, notFound } from '../../kernel/errors';
import { findAccount, openSession, setUserStatus } from '../accounts';
import { findPilotRecord } from '../pilots';
import { getOrganization, organizationsOfContact, reachOrganization } from '../organizations';
import { currency, feeDescription, readFees } from './fees';
import { findPayer, organizationFeeType, payableOrganization, type Payer } from './payer';
import { toCheckoutStateDto, toPilotPaymentDto } from './payment-dto';
import { holdsCheckoutKey } from './checkout-key';
import {
  findPaymentByCheckoutId,
  findPaymentsByPayer,
  findPaymentsOf,
  markClicked,
  ownerOfPayment,
  recordPaymentEvent,
} from './payments.queries';
import { reachPayment } from './payments.policy';
import { contactPersonFeeOf } from './contact-fee';
import { settlePayment } from './settlement.job';
import { awaitsConfirmation, findStanding } from './standing';

/** Payment/GetFees: every type's fee as the settings stand. */
export async function getFees(deps: ServiceDeps, ctx: RequestContext): Promise<FeesDto> {
  const fees = await readFees(deps.database.db);
  return {
    fees: userTypeIds.map((userTypeId) => ({
      userTypeId,
      amount: fees.amountOf(userTypeId),
      currency,
      description: feeDescription(ctx.language, userTypeId),
    })),
    validYears: fees.validYears,
    currency,
    isSandbox: deps.paymentProvider.name === 'sandbox',
  };
}

/** Payment/GetPaymentValitorInfo: the provider the amount would be paid through; nothing secret. */
export async function getProviderInfo(deps: ServiceDeps, amount: number) {
  const provider = deps.paymentProvider;
  return {
    provider: provider.name,
    isSandbox: provider.name === 'sandbox',
    merchantId: provider.merchant.merchantId,
    payPageUrl: provider.payPageUrl,
    currency,
    amount,
  };
}

async function optionalViewer(deps: ServiceDeps, ctx: RequestContext, token: string | undefined): Promise<Payer | null> {
  if (!token && !ctx.actor) return null;
  return findPayer(deps.database.db, ctx, token, deps.now());
}

/** Whether the caller follows the checkout with the key its browser was given when it was opened. */
const holdsKey = (deps: ServiceDeps, input: { checkoutId: string; checkoutKey?: string | undefined }) =>
  holdsCheckoutKey(deps.paymentProvider.merchant, input.checkoutId, input.checkoutKey);

/** Payment/RegisterClickOnPaymentButton: the payer left for the pay page. */
export async function registerClick(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { checkoutId: string; checkoutKey?: string | undefined },
): Promise<boolean> {
  const { checkoutId } = input;
  const payment = await reachPayment(deps.database.db, await optionalViewer(deps, ctx, undefined), checkoutId, holdsKey(deps, input));
  await withTransaction(deps.database.pool, async (tx) => {
    await markClicked(tx.db, payment.id, deps.now());
    await recordPaymentEvent(tx.db, { paymentId: payment.id, checkoutId, kind: 'click', clientIp: ctx.clientIp });
  });
  return true;
}

/**
 * Payment/ProcessErrorPayment: the browser came back with an error. It is recorded, and the
 * browser's word changes nothing by itself: the provider is asked at once how the payment ended,
 * so the payer's own history shows a decline, a failure or a cancelled attempt as it is, rather
 * than waiting for the settlement job.
 */
export async function processErrorPayment(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { checkoutId: string; checkoutKey?: string | undefined; paymentId?: string | undefined; error: string },
) {
  const { db } = deps.database;
  const payment = await reachPayment(db, await optionalViewer(deps, ctx, undefined), input.checkoutId, holdsKey(deps, input));
  await recordPaymentEvent(db, {
    paymentId: payment.id,
    checkoutId: input.checkoutId,
    kind: 'browserError',
    detail: { error: input.error, providerPaymentId: input.paymentId ?? null },
    clientIp: ctx.clientIp,
  });
  if (payment.status !== PaymentStatus.Pending || payment.provider !== deps.paymentProvider.name)
    return toCheckoutStateDto(payment, ctx.language);
  await settlePayment(deps, payment, deps.now(), undefined, input.error);
  return toCheckoutStateDto((await findPaymentByCheckoutId(db, payment.checkoutId)) ?? payment, ctx.language);
}

/** Checks that the viewer may ask about the user or organisation named, and answers the owner. */
async function ownerFor(deps: ServiceDeps, ctx: RequestContext, viewer: Payer, input: CheckValidPaymentInput) {
  const { db } = deps.database;
  const isAdmin = ctx.actor?.permissions.has(Permission.Administrator) ?? false;
  if (input.isOrgPayment) {
    let organizationId = input.orgId;
    if (organizationId === undefined) {
      const [first] = await organizationsOfContact(db, viewer.tenantId, viewer.id);
      if (!first) throw businessError('errors:noOrganizationToPayFor');
      organizationId = first.id;
    }
    const organization =
      (isAdmin ? await getOrganization(db, ctx.tenantId, organizationId) : null) ?? (await payableOrganization(db, viewer, organizationId));
    return {
      owner: { kind: 'organization', organizationId } as const,
      person: viewer,
      organization: { userTypeId: organizationFeeType(organization), name: organization.name },
    };
  }
  if (input.userId !== undefined && input.userId !== viewer.id) {
    if (!isAdmin) throw forbidden(Permission.Administrator);
    const user = await findAccount(db, input.userId);
    if (!user || user.tenantId !== ctx.tenantId || user.isDeleted) throw notFound();
    return { owner: { kind: 'person', userId: user.id } as const, person: user, organization: undefined };
  }
  return { owner: { kind: 'person', userId: viewer.id } as const, person: viewer, organization: undefined };
}

/** Payment/CheckValidPayment: whether a person's or an organisation's fee is paid and valid, and what is due. */
export async function checkValidPayment(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CheckValidPaymentInput,
): Promise<PaymentStandingDto> {
  const viewer = await findPayer(deps.database.db, ctx, input.token, deps.now());
  const { owner, person, organization } = await ownerFor(deps, ctx, viewer, input);
  return findStanding(deps, owner, person, organization);
}

/**
 * Payment/PushUserAndOrgInfoBackToBackend: the browser is back from the pay page. Its return is
 * recorded; what it answers is the standing with this payment as the latest, Paid only once the
 * provider's verified callback (or the settlement) has come.
 */
export async function pushInfoBack(deps: ServiceDeps, ctx: RequestContext, input: PushInfoInput): Promise<PaymentStandingDto> {
  const { db } = deps.database;
  const viewer = await optionalViewer(deps, ctx, input.token);
  if (input.checkoutId) {
    const payment = await reachPayment(db, viewer, input.checkoutId, holdsKey(deps, { ...input, checkoutId: input.checkoutId }));
    await recordPaymentEvent(db, {
      paymentId: payment.id,
      checkoutId: payment.checkoutId,
      kind: 'return',
      detail: { providerPaymentId: input.paymentId ?? null, isOrgPayment: input.isOrgPayment },
      clientIp: ctx.clientIp,
    });
    // A fee whose payer has since been deleted has no owner left: nothing of anyone's matches it.
    const owner = ownerOfPayment(payment) ?? ({ kind: 'person', userId: 0 } as const);
    const person = payment.userId !== null ? await findAccount(db, payment.userId) : undefined;
    const standing = await findStanding(deps, owner, person ?? undefined);
    // Recording the return changed nothing of the payment: the row in hand is its state.
    return {
      ...standing,
      latest: toCheckoutStateDto(payment, ctx.language),
      awaitingConfirmation: await awaitsConfirmation(deps, payment),
    };
  }
  if (!viewer) throw notFound();
  return checkValidPayment(deps, ctx, input);
}

/** Pilot/GetPilotPayment: the caller's own payments, newest first. */
export async function getPilotPayments(deps: ServiceDeps, ctx: RequestContext) {
  const actor = requireUser(ctx);
  const pilot = await findPilotRecord(deps.database.db, ctx.tenantId, { userId: actor.userId });
  // What the person paid: their own fees and the organisations' fees they paid.
  const rows = await findPaymentsByPayer(deps.database.db, ctx.tenantId, actor.userId);
  return rows.map((row) => toPilotPaymentDto(row, pilot?.id ?? null, ctx.language));
}

/** Pilot/getOrganizationPayment: an organisation's payments, for those who speak for it and administrators. */
export async function getOrganizationPayments(deps: ServiceDeps, ctx: RequestContext, organizationId: number) {
  await reachOrganization(deps.database.db, ctx, organizationId, 'contact');
  const rows = await findPaymentsOf(deps.database.db, ctx.tenantId, { kind: 'organization', organizationId });
  return rows.map((row) => toPilotPaymentDto(row, null, ctx.language));
}

/**
 * Organization/UpdatePaymentAccount: a contact person chooses to pay their fee privately or on
 * the organisation's account. On the organisation's account they are done when its fee is valid;
 * otherwise the organisation's fee is what they pay next. A signed-in caller is answered a fresh
 * session for the new standing; a registrant named by their registration token only the standing,
 * since no token becomes a session (decision 0024): they sign in with their password for one.
 */
export async function updatePaymentAccount(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { token?: string | undefined; isPrivateContactPersonPayment: boolean },
) {
  const { db } = deps.database;
  const payer = await findPayer(db, ctx, input.token, deps.now());
  if (payer.userTypeId !== UserType.ContactPerson) throw businessError('errors:paymentWrongType');
  if (!payer.isEmailConfirmed) throw businessError('errors:emailNotConfirmed');
  const result = await withTransaction(deps.database.pool, async (tx) => {
    let statusId = payer.statusId;
    if (!input.isPrivateContactPersonPayment && (await organizationsOfContact(tx.db, payer.tenantId, payer.id)).length === 0) {
      throw businessError('errors:noOrganizationToPayFor');
    }
    // Whichever way they chose, the fee rules' one answer decides whether anything is owed.
    const { answer } = await contactPersonFeeOf(deps, tx.db, payer);
    if (answer !== 'organizationFeeDue') statusId = UserStatus.NoNeedPayment;
    if (statusId !== payer.statusId) await setUserStatus(tx.db, payer.id, statusId);
    await recordPaymentEvent(tx.db, {
      paymentId: null,
      checkoutId: null,
      kind: 'paymentAccount',
      detail: { userId: payer.id, isPrivate: input.isPrivateContactPersonPayment },
      clientIp: ctx.clientIp,
    });
    return statusId;
  });
  const standing = { ...payer, statusId: result };
  if (input.token) return withoutSession(standing);
  return openSession(deps, ctx, standing);
}

/** Authenticate's answer with no session in it: who the person is and what they owe. */
const withoutSession = (user: { id: number; userTypeId: number | null; statusId: number }) => ({
  accessToken: null,
  encryptedAccessToken: null,
  expireInSeconds: 0,
  isPilot: user.userTypeId === UserType.Pilot,
  userTypeId: user.userTypeId,
  status: user.statusId,
  userId: user.id,
});
