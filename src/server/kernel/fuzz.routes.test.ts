import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../shared/permissions';
import { createSession } from '../modules/accounts';
import { createTestApp, type TestApp } from '../test/harness';
import { casesFor, seededRandom, type FuzzCase } from '../test/fuzz-cases';
import { readOperations, type Operation } from '../test/openapi-operations';

/**
 * Every operation of the OpenAPI document, and the raw routes it does not list, called with NUL
 * characters, huge integers, long strings, wrong types and Unicode edge cases in path, query and
 * body, and with tenants that are not one in `Abp-TenantId` (which must answer 400 or 404): as a host user holding every permission (so input gets past the checks into the
 * handlers) and as anonymous. Bad input is the caller's fault, so no answer may be a 5xx.
 * FUZZ_SEED replays another run; the default keeps it the same on every machine. FUZZ_ONLY (a
 * pattern of operation ids) narrows it to some operations while one is being fixed.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_240_808);
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY, 'i') : null;
/** Values tried per member: the seven that have caused 500s before, and a draw of the rest. */
const valuesForAdmin = 12;
const valuesForAnonymous = 7;

/** Routes the document hides (they answer with files, not the envelope), fuzzed all the same. */
const hiddenRoutes: Operation[] = [
  {
    id: 'QuestionImage',
    service: 'QuestionImage',
    method: 'Get',
    verb: 'GET',
    path: '/question-images/{key}',
    access: undefined,
    security: undefined,
    parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
    body: undefined,
    result: undefined,
  },
];

let t: TestApp;
let operations: Operation[];
let hostUser: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  operations = [...(await readOperations(t.app)), ...hiddenRoutes].filter((op) => !only || only.test(op.id));
  const user = await t.userWith([...allPermissionNames]);
  hostUser = { id: user.id, token: user.token };
});
afterAll(() => t.close());

interface Failure {
  fuzzCase: FuzzCase;
  actor: string;
  status: number;
  body: string;
}

const shown = (text: string | undefined) => (text && text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);

async function send(fuzzCase: FuzzCase, token: string | null) {
  const headers: Record<string, string> = { ...fuzzCase.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (fuzzCase.payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({ method: fuzzCase.method as 'GET', url: fuzzCase.url, headers, payload: fuzzCase.payload });
}

/** A session as signing in makes one, without the password hashing that would take most of the run. */
async function newSession(userId: number) {
  const sessionId = await createSession(t.database.db, userId, new Date(Date.now() + 3_600_000), '127.0.0.1', 'fuzz');
  return t.deps.tokens.sign({ sessionId, userId, tenantId: null }, 3600);
}

async function stillSignedIn() {
  const res = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: hostUser.token });
  return res.status === 200 && res.body.result?.user !== null;
}

describe('fuzzing every operation from its schemas', () => {
  it('answers no hostile request with a 5xx', async () => {
    const random = seededRandom(seed);
    const failures: Failure[] = [];
    let requests = 0;
    const statuses = new Map<number, number>();
    for (const op of operations) {
      const actors = [
        { name: 'host user with every permission', token: () => hostUser.token, cases: casesFor(op, random, valuesForAdmin) },
        { name: 'anonymous', token: () => null, cases: casesFor(op, random, valuesForAnonymous) },
      ];
      for (const actor of actors) {
        for (const fuzzCase of actor.cases) {
          let res = await send(fuzzCase, actor.token());
          requests++;
          // A case may end the session (TokenAuth/Logout); open another so the rest still reach the handlers.
          if (res.statusCode === 401 && actor.token() && !(await stillSignedIn())) {
            hostUser.token = await newSession(hostUser.id);
            res = await send(fuzzCase, actor.token());
            requests++;
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          // A tenant that is not one is refused before anything else, by the kernel.
          if (fuzzCase.headers?.['abp-tenantid'] && res.statusCode !== 400 && res.statusCode !== 404) {
            failures.push({ fuzzCase, actor: actor.name, status: res.statusCode, body: res.body });
          } else if (res.statusCode >= 500) failures.push({ fuzzCase, actor: actor.name, status: res.statusCode, body: res.body });
        }
      }
    }
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `Fuzzing: ${requests} requests over ${operations.length} operations (seed ${seed}); ${failures.length} answered 5xx. By status: ${byStatus}.`,
    );
    const report = failures.map(
      (f) =>
        `${f.status} ${f.fuzzCase.operation} as ${f.actor}: ${f.fuzzCase.what}\n  ${f.fuzzCase.method} ${shown(f.fuzzCase.url)}\n  body ${shown(f.fuzzCase.payload)}\n  -> ${shown(f.body)}`,
    );
    expect(report, report.slice(0, 40).join('\n')).toEqual([]);
    // Every operation was reached, hundreds of calls got past validation into their handlers, and the app still serves.
    if (!only) expect(operations.length).toBeGreaterThan(100);
    if (!only) expect(statuses.get(200)).toBeGreaterThan(300);
    expect((await t.call('GET', '/health/ready')).status).toBe(200);
  }, 300_000);
});
