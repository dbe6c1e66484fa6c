import type pg from 'pg';
import { totpCode, totpStep } from '../src/server/modules/accounts/totp';

/**
 * The administrator's session. Staff answer a second step (decision 0026): the bench's database is
 * its own, so it clears the administrator's factors and sets up an authenticator app afresh each run.
 */
export async function signInAs(baseUrl: string, pool: pg.Pool, userNameOrEmailAddress: string, password: string): Promise<string> {
  for (const table of ['user_totp', 'user_passkeys', 'user_recovery_codes']) {
    await pool.query(`delete from ${table} where user_id in (select id from users where lower(user_name) = lower($1))`, [
      userNameOrEmailAddress,
    ]);
  }
  const post = async (path: string, payload: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await res.json()) as { result?: any };
    if (!body.result) throw new Error(`${userNameOrEmailAddress} could not sign in (${path}): ${res.status}`);
    return body.result;
  };
  const reply = await post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress, password });
  if (!reply.requiresTwoFactorVerification) return reply.accessToken;
  const twoFactorTicket = reply.twoFactorTicket;
  const { secret } = await post('/api/TokenAuth/BeginTotpEnrolment', { twoFactorTicket });
  return (await post('/api/TokenAuth/CompleteTotpEnrolment', { twoFactorTicket, code: totpCode(secret, totpStep(new Date())) }))
    .accessToken;
}
