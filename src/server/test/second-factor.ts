import type { AuthenticateReply, AuthenticateResult } from '../../shared/contracts/accounts';
import type { ServiceDeps } from '../deps';
import { addRecoveryCodes, totpCode, totpStep } from '../modules/accounts';

export { totpCode, totpStep };

/**
 * The second step of a test's sign-in (decision 0026), so that the many tests that sign staff in
 * need not know of it. Staff without a factor set up an authenticator app through the real calls,
 * with the code of the app's secret at the app's clock. Someone with a factor answers with a
 * recovery code this helper adds for the purpose: a test may sign the same person in many times
 * within one 30-second step, where a code of the app would be refused as a replay.
 */
export type Post = (path: string, body: Record<string, unknown>) => Promise<{ status: number; body: any }>;

export async function finishSignIn(deps: ServiceDeps, post: Post, reply: AuthenticateReply): Promise<AuthenticateResult> {
  if (!('requiresTwoFactorVerification' in reply)) return reply;
  const twoFactorTicket = reply.twoFactorTicket;
  const answer = async (path: string, body: Record<string, unknown>) => {
    const res = await post(path, { twoFactorTicket, ...body });
    if (res.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(res.body)}`);
    return res.body.result;
  };
  if (reply.twoFactorStep === 'enrol') {
    const { secret } = await answer('/api/TokenAuth/BeginTotpEnrolment', {});
    return answer('/api/TokenAuth/CompleteTotpEnrolment', { code: totpCode(secret, totpStep(deps.now())) });
  }
  const code = await addRecoveryCode(deps, reply.userId);
  return answer('/api/TokenAuth/AuthenticateSecondFactor', { code });
}

/** A recovery code beside the person's others, for a test to answer a second step with. */
export async function addRecoveryCode(deps: ServiceDeps, userId: number): Promise<string> {
  const [code] = await addRecoveryCodes(deps, userId, 1);
  return code;
}
