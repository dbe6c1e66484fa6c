import type { MySecondFactors, PasskeyDto, PasskeyResponse, RecoveryCodes, TotpSetup } from '../../../shared/contracts/second-factor';
import type { ServiceDeps } from '../../deps';
import { requireUser, type RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { addPasskey, beginPasskey, beginTotp, confirmTotp, issueRecoveryCodes, recoveryCodesForNewFactor } from './second-factor-enrolment';
import { secondFactorPolicy } from './second-factor.policy';
import {
  countRecoveryCodesLeft,
  deletePasskey,
  deleteSecondFactors,
  deleteTotp,
  enrolledFactorsOf,
  findPasskeys,
  findSessionStart,
  renamePasskey,
} from './second-factor.queries';

/**
 * A person's own second factors (decision 0026), from their page: anyone may set them up (a pilot
 * or an organisation turns the second step on by doing so); staff may not remove their last one.
 */

const passkeyDtoOf = (row: { id: number; name: string; creationTime: Date; lastUsedAt: Date | null }): PasskeyDto => ({
  id: row.id,
  name: row.name,
  creationTime: row.creationTime.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function getMySecondFactors(deps: ServiceDeps, ctx: RequestContext): Promise<MySecondFactors> {
  const actor = requireUser(ctx);
  const { db } = deps.database;
  const enrolled = await enrolledFactorsOf(db, actor.userId);
  return {
    isRequired: secondFactorPolicy.isRequiredFor(actor.permissions),
    totpEnabled: enrolled.totp,
    passkeys: (await findPasskeys(db, actor.userId)).map(passkeyDtoOf),
    recoveryCodesLeft: await countRecoveryCodesLeft(db, actor.userId),
  };
}

/** The signed-in person, about to change their own factors: only soon after signing in. */
async function changingOwnFactors(deps: ServiceDeps, ctx: RequestContext) {
  const actor = requireUser(ctx);
  secondFactorPolicy.mayChangeFactors(await findSessionStart(deps.database.db, actor.sessionId), deps.now());
  return actor;
}

export async function beginMyTotp(deps: ServiceDeps, ctx: RequestContext): Promise<TotpSetup> {
  return beginTotp(deps, (await changingOwnFactors(deps, ctx)).userId);
}

export async function confirmMyTotp(deps: ServiceDeps, ctx: RequestContext, code: string): Promise<RecoveryCodes> {
  const actor = requireUser(ctx);
  await confirmTotp(deps, actor.userId, code);
  return { recoveryCodes: await recoveryCodesForNewFactor(deps, actor.userId) };
}

/** With no factor left, the recovery codes go too: they would stand for nothing. */
async function forgetCodesWhenNoFactorLeft(deps: ServiceDeps, userId: number) {
  const left = await enrolledFactorsOf(deps.database.db, userId);
  if (!left.totp && left.passkeys === 0) await deleteSecondFactors(deps.database.db, [userId]);
}

export async function removeMyTotp(deps: ServiceDeps, ctx: RequestContext): Promise<null> {
  const actor = await changingOwnFactors(deps, ctx);
  const { db } = deps.database;
  const enrolled = await enrolledFactorsOf(db, actor.userId);
  if (!enrolled.totp) throw notFound();
  secondFactorPolicy.mayRemove(secondFactorPolicy.isRequiredFor(actor.permissions), enrolled.passkeys);
  await deleteTotp(db, actor.userId);
  await forgetCodesWhenNoFactorLeft(deps, actor.userId);
  return null;
}

export async function beginMyPasskey(deps: ServiceDeps, ctx: RequestContext) {
  return beginPasskey(deps, (await changingOwnFactors(deps, ctx)).userId);
}

export async function addMyPasskey(deps: ServiceDeps, ctx: RequestContext, name: string, passkey: PasskeyResponse): Promise<RecoveryCodes> {
  const actor = requireUser(ctx);
  await addPasskey(deps, actor.userId, name, passkey);
  return { recoveryCodes: await recoveryCodesForNewFactor(deps, actor.userId) };
}

export async function renameMyPasskey(deps: ServiceDeps, ctx: RequestContext, id: number, name: string): Promise<PasskeyDto> {
  const row = await renamePasskey(deps.database.db, requireUser(ctx).userId, id, name);
  if (!row) throw notFound();
  return passkeyDtoOf(row);
}

export async function deleteMyPasskey(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  const actor = await changingOwnFactors(deps, ctx);
  const { db } = deps.database;
  const passkeys = await findPasskeys(db, actor.userId);
  if (!passkeys.some((p) => p.id === id)) throw notFound();
  const enrolled = await enrolledFactorsOf(db, actor.userId);
  secondFactorPolicy.mayRemove(secondFactorPolicy.isRequiredFor(actor.permissions), (enrolled.totp ? 1 : 0) + passkeys.length - 1);
  await deletePasskey(db, actor.userId, id);
  await forgetCodesWhenNoFactorLeft(deps, actor.userId);
  return null;
}

/** Ten new codes; the earlier ones stop working. Only for someone with a factor the codes stand in for. */
export async function regenerateMyRecoveryCodes(deps: ServiceDeps, ctx: RequestContext): Promise<RecoveryCodes> {
  const actor = await changingOwnFactors(deps, ctx);
  const enrolled = await enrolledFactorsOf(deps.database.db, actor.userId);
  if (!enrolled.totp && enrolled.passkeys === 0) throw businessError('errors:noSecondFactor');
  return { recoveryCodes: await issueRecoveryCodes(deps, actor.userId) };
}
