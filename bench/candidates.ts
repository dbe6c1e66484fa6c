import type pg from 'pg';
import { failureOf, type Reply } from './http';
import { StaticRole } from '../src/shared/permissions';
import { UserType } from '../src/shared/enums';
import { hashPassword } from '../src/server/kernel/passwords';

export const candidatePassword = 'Bench-Candidate-1';

export interface Candidate {
  userId: number;
  userName: string;
}

/**
 * Creates the host tenant's candidates in two statements: one argon2id hash shared by all (hashing
 * a thousand passwords would take longer than the exam), the static Pilot role, a confirmed
 * e-mail address and an age well over the limit, so nothing but the exam stands in their way.
 */
export async function createCandidates(pool: pg.Pool, count: number, runId: string): Promise<Candidate[]> {
  const passwordHash = await hashPassword(candidatePassword);
  const dateOfBirth = new Date(Date.UTC(new Date().getUTCFullYear() - 30, 0, 1)).toISOString().slice(0, 10);
  const userNames = Array.from({ length: count }, (_, i) => `bench-${runId}-${i + 1}`);

  const client = await pool.connect();
  try {
    await client.query('begin');
    const role = await client.query<{ id: number }>('select id from roles where tenant_id is null and name = $1', [StaticRole.Pilot]);
    if (!role.rows[0]) throw new Error('the static Pilot role of the host is missing; has the portal seeded its database?');
    const inserted = await client.query<{ id: number; user_name: string }>(
      `insert into users (tenant_id, user_name, name, surname, email_address, password_hash, is_active, is_email_confirmed,
                          user_type_id, date_of_birth, country_code, language)
       select null, u, 'Próftaki', u, u || '@example.com', $2, true, true, $3, $4::date, 'IS', 'is'
         from unnest($1::text[]) as u
       returning id, user_name`,
      [userNames, passwordHash, UserType.Pilot, dateOfBirth],
    );
    const ids = inserted.rows.map((r) => r.id);
    await client.query('insert into user_roles (user_id, role_id) select unnest($1::int[]), $2', [ids, role.rows[0].id]);
    await client.query('commit');
    return inserted.rows.map((r) => ({ userId: r.id, userName: r.user_name }));
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** The exam asks that the active course of its type be read first; with no active course, nobody has to. */
export async function deactivateA1A3Course(pool: pg.Pool): Promise<void> {
  await pool.query('update courses set is_active = false where tenant_id is null and course_type = 1');
}

/** Signs each candidate in once (the sign-in limit counts per address and account, so one each is fine). */
export async function signIn(baseUrl: string, candidates: Candidate[], concurrency: number): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const candidate = candidates[next++];
      const res = await fetch(`${baseUrl}/api/TokenAuth/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userNameOrEmailAddress: candidate.userName, password: candidatePassword }),
      });
      const body = (await res.json().catch(() => null)) as { success?: boolean; result?: { accessToken: string } } | null;
      if (!res.ok || !body?.success || !body.result)
        throw new Error(`${candidate.userName} could not sign in: ${res.status} ${JSON.stringify(body)}`);
      tokens.set(candidate.userId, body.result.accessToken);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}

/**
 * Every candidate opens the prepare screen (`Examination/GetExamRules`), as the room does while it
 * waits for the supervisor: over the connection they will start on, so that the start finds it
 * open, as a browser's is. Nothing may stand in their way.
 */
export async function openPrepareScreens(
  candidates: { call: (method: string, path: string, token?: string) => Promise<Reply>; token: string }[],
  concurrency: number,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const { call, token } = candidates[next++];
      const reply = await call('GET', '/api/services/app/Examination/GetExamRules?examType=1', token);
      const problems = reply.body?.result?.problems as unknown[] | undefined;
      const why = failureOf(reply) ?? (problems?.length ? `problems ${JSON.stringify(problems)}` : null);
      if (why) throw new Error(`a candidate could not open the prepare screen: ${why}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
