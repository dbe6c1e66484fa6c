import { UserType } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { createSession } from './accounts.queries';

const sessionSeconds = 24 * 60 * 60;
const rememberedSessionSeconds = 30 * 24 * 60 * 60;

/** How long a session lasts: a day, or a month when the person asked to be remembered. */
export const sessionLifetime = (rememberClient: boolean) => (rememberClient ? rememberedSessionSeconds : sessionSeconds);

/**
 * A new session for a user who has proved who they are, answered as Authenticate answers; also
 * how a call that changes what the session stands for (the payment account) hands out a fresh one.
 */
export async function openSession(
  deps: ServiceDeps,
  ctx: RequestContext,
  user: { id: number; tenantId: number | null; userTypeId: number | null; statusId: number },
  lifetime = sessionSeconds,
) {
  const sessionId = await createSession(
    deps.database.db,
    user.id,
    new Date(deps.now().getTime() + lifetime * 1000),
    ctx.clientIp,
    ctx.userAgent,
  );
  const claims = { sessionId, userId: user.id, tenantId: user.tenantId };
  return {
    accessToken: await deps.tokens.sign(claims, lifetime),
    encryptedAccessToken: await deps.tokens.encrypt(claims, lifetime),
    expireInSeconds: lifetime,
    isPilot: user.userTypeId === UserType.Pilot,
    userTypeId: user.userTypeId,
    status: user.statusId,
    userId: user.id,
  };
}
