import type { AuthenticateResult } from '../../../shared/contracts/accounts';
import { UserType } from '../../../shared/enums';
import { settingDefinitions } from '../../../shared/settings';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { openSession, recordLoginAttempt, recordSuccessfulSignIn } from '../accounts';
import type { IdPerson } from '../../adapters/id-provider/provider';
import { takeRegistryItems } from '../pilots';
import { readSettingValues } from '../settings';
import { insertIdSession, type HeldTokens } from './id-login.queries';

export interface SignedInUser {
  id: number;
  tenantId: number | null;
  userName: string;
  userTypeId: number | null;
  statusId: number;
}

/**
 * A portal session for a person the provider vouched for, answered as Authenticate answers, with
 * the provider's tokens kept beside it on the server (keyed by the session the token names).
 */
export async function signInThroughProvider(
  deps: ServiceDeps,
  ctx: RequestContext,
  user: SignedInUser,
  login: { person: IdPerson; tokens: HeldTokens },
): Promise<AuthenticateResult & { isIdLogin: true }> {
  const { db } = deps.database;
  const now = deps.now();
  const { person } = login;
  // What the register says of the person's address and phone comes into their record at each login.
  await takeRegistryItems(db, user.tenantId, user.id, { address: person.address ?? null, phoneNumber: person.phoneNumber ?? null });
  const reply = await openSession(deps, ctx, user);
  const { sessionId } = (await deps.tokens.verify(reply.accessToken))!;
  await insertIdSession(db, { sessionId, userId: user.id, issuer: deps.idProvider.issuer, subject: person.subject, tokens: login.tokens });
  await recordSuccessfulSignIn(db, user.id, now);
  await recordLoginAttempt(db, {
    tenantId: user.tenantId,
    userId: user.id,
    userNameOrEmailAddress: user.userName.slice(0, 256),
    result: 'IdLoginSuccess',
    clientIp: ctx.clientIp,
    userAgent: ctx.userAgent,
  });
  return { ...reply, isIdLogin: true };
}

const redirectSetting = settingDefinitions.find((d) => d.name === 'CoursePlatformRedirectIdLogin')!.id;

/**
 * Where a pilot goes after a login with the national electronic ID (section 1): the course
 * platform's address when the setting holds one; nobody else is sent there.
 */
export async function courseRedirectAfterIdLogin(deps: ServiceDeps, userTypeId: number | null): Promise<string | null> {
  if (userTypeId !== UserType.Pilot) return null;
  const value = (await readSettingValues(deps.database.db, [redirectSetting])).get(redirectSetting)?.trim() ?? '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
