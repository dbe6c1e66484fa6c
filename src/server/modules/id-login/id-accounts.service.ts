import type { AuthenticateResult } from '../../../shared/contracts/accounts';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, isUniqueViolation, registrationFailed } from '../../kernel/errors';
import { decoyHash, verifyPassword } from '../../kernel/passwords';
import { signInPaused, tooManyFailedSignIns, type SignInThrottle } from '../../kernel/sign-in-throttle';
import { findAccount, recordLoginAttempt } from '../accounts';
import { changePilotRecord, findPilotRecord } from '../pilots';
import { openIdentifiedAccount } from '../registration';
import { bindAccount, consumePending, findBinding, findPending, isIdNumberProved } from './id-login.queries';
import { idLoginPolicy } from './id-login.policy';
import { signInThroughProvider } from './id-sign-in';

type SignedIn = AuthenticateResult & { isIdLogin: true };

const tokenInvalid = () => businessError('errors:idLogin.tokenInvalid');

/**
 * Account/RegisterByIDLogin: the registration the provider's person started, finished with a type
 * and an address. Name, kennitala and date of birth are the provider's, whatever the browser
 * sends; the status follows the fee rules of the type as any registration's does, so an
 * organisation or a contact person goes on at step 2 of the wizard (section 4). Signed in at once.
 */
export async function registerByIdLogin(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { registrationToken: string; userTypeId: number; emailAddress: string; countryCode: string },
): Promise<SignedIn> {
  const now = deps.now();
  let opened;
  try {
    opened = await withTransaction(deps.database.pool, async (tx) => {
      // Used up only if the account is made: a refused address can be given again.
      const pending = await consumePending(tx.db, input.registrationToken, 'register', ctx.tenantId, now);
      if (!pending) throw tokenInvalid();
      const { person } = pending;
      // Only a proved kennitala holds the person: a number someone typed on another account does not.
      if (await isIdNumberProved(tx.db, pending.tenantId, person.idNumber)) throw registrationFailed('errors:idLogin.alreadyRegistered');
      const account = await openIdentifiedAccount(tx, deps, ctx, {
        person: { ...person, verifiedEmail: person.emailVerified ? person.email : null },
        userTypeId: input.userTypeId,
        emailAddress: input.emailAddress,
        countryCode: input.countryCode,
      });
      await bindAccount(tx.db, {
        userId: account.userId,
        tenantId: pending.tenantId,
        issuer: deps.idProvider.issuer,
        subject: person.subject,
        idNumber: person.idNumber,
      });
      return { pending, account };
    });
  } catch (error) {
    // Two registrations racing for the same person or address: the unique indexes decide.
    if (isUniqueViolation(error, 'id_bindings_subject_key') || isUniqueViolation(error, 'id_bindings_id_number_key'))
      throw registrationFailed('errors:idLogin.alreadyRegistered');
    if (isUniqueViolation(error)) throw registrationFailed('errors:duplicateEmail', { emailAddress: input.emailAddress });
    throw error;
  }
  const { pending, account } = opened;
  const user = {
    id: account.userId,
    tenantId: pending.tenantId,
    userName: input.emailAddress,
    userTypeId: input.userTypeId,
    statusId: account.statusId,
  };
  return signInThroughProvider(deps, ctx, user, { person: pending.person, tokens: pending.providerTokens });
}

/**
 * Account/LinkIDLogin: the account with the address the provider vouched for is bound to the
 * provider's person, and takes their kennitala in place of any it typed, once its owner proves the
 * password: both proofs at once (decision 0021). Wrong passwords count against the address as
 * failed sign-ins do (decision 0004), and leave the link token good until it expires; the right one
 * uses it up. Name and date of birth stay as the account has them.
 */
export async function linkIdLogin(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { linkToken: string; password: string },
  signIns: SignInThrottle,
): Promise<SignedIn> {
  const { db } = deps.database;
  const now = deps.now();
  const addressWait = signIns.addressWait(ctx.clientIp);
  if (addressWait) throw tooManyFailedSignIns(addressWait);
  const pending = await findPending(db, input.linkToken, 'link', ctx.tenantId, now);
  const user = pending?.userId ? await findAccount(db, pending.userId) : undefined;
  if (!pending || !user || user.isDeleted) {
    await verifyPassword(await decoyHash(), input.password);
    throw tokenInvalid();
  }
  const account = `user ${user.id}`;
  const accountWait = signIns.accountWait(ctx.clientIp, account);
  if (accountWait) throw signInPaused(accountWait);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    signIns.failed(ctx.clientIp, account);
    await recordLoginAttempt(db, {
      tenantId: user.tenantId,
      userId: user.id,
      userNameOrEmailAddress: user.userName.slice(0, 256),
      result: 'IdLinkInvalidPassword',
      clientIp: ctx.clientIp,
      userAgent: ctx.userAgent,
    });
    throw businessError('errors:invalidCredentials');
  }
  signIns.succeeded(ctx.clientIp, account);
  idLoginPolicy.signIn(user);

  await withTransaction(deps.database.pool, async (tx) => {
    if (!(await consumePending(tx.db, input.linkToken, 'link', ctx.tenantId, now))) throw tokenInvalid();
    const record = await findPilotRecord(tx.db, user.tenantId, { userId: user.id });
    if (!record || (await findBinding(tx.db, user.id))) throw businessError('errors:idLogin.alreadyLinked');
    if (await isIdNumberProved(tx.db, user.tenantId, pending.person.idNumber))
      throw businessError('errors:idLogin.idNumberProvedElsewhere');
    await changePilotRecord(tx.db, record.id, { socialSecurityNumber: pending.person.idNumber }, now);
    await bindAccount(tx.db, {
      userId: user.id,
      tenantId: user.tenantId,
      issuer: deps.idProvider.issuer,
      subject: pending.person.subject,
      idNumber: pending.person.idNumber,
    });
  });
  return signInThroughProvider(deps, ctx, user, { person: pending.person, tokens: pending.providerTokens });
}
