import { expect } from 'vitest';
import { allPermissionNames, StaticRole } from '../../shared/permissions';
import { insertPayment } from '../seed/factories/payments';
import { insertTenant } from '../seed/factories/tenants';
import { insertUser } from '../seed/factories/users';
import { finishSignIn, testAdminPassword, type TestApp } from '../test/harness';
import type { OperationRequest } from '../test/openapi-operations';
import type { startSmtpServer } from '../test/smtp';
import type { AccessRule } from './access';

/** One kind of caller of the matrix, with what they hold and, once signed in, their session. */
export interface MatrixActor {
  label: string;
  /** Each caller comes from an address of its own, as people do, so one's wrong guesses never slow another. */
  address: string;
  tenantId: number | null;
  permissions: ReadonlySet<string>;
  userName?: string;
  password?: string;
  token?: string;
  userId?: number;
}

export type Expectation = 'allowed' | 401 | 403;

export interface Reply {
  status: number;
  body: { result?: any; unAuthorizedRequest?: boolean; error?: unknown } | undefined;
}

const password = 'Matrix-Password-1';
let addresses = 0;
const nextAddress = () => `10.77.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

export const hasSession = (actor: MatrixActor) => actor.token !== undefined;

export const plainRequest = (
  method: string,
  url: string,
  body?: Record<string, unknown>,
  query: Record<string, string> = {},
): OperationRequest => ({
  method,
  url,
  query,
  body,
});

export async function send(t: TestApp, actor: MatrixActor, request: OperationRequest): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (actor.token) headers.authorization = `Bearer ${actor.token}`;
  if (actor.tenantId !== null) headers['abp-tenantid'] = String(actor.tenantId);
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    query: request.query,
    headers,
    remoteAddress: actor.address,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  let body: Reply['body'];
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body };
}

export async function signIn(t: TestApp, actor: MatrixActor) {
  const res = await send(
    t,
    { ...actor, token: undefined },
    plainRequest('POST', '/api/TokenAuth/Authenticate', { userNameOrEmailAddress: actor.userName, password: actor.password }),
  );
  if (res.status !== 200) throw new Error(`${actor.label} could not sign in: ${JSON.stringify(res.body)}`);
  const signedIn = await finishSignIn(
    t.deps,
    (path, body) => send(t, { ...actor, token: undefined }, plainRequest('POST', path, body)),
    res.body!.result,
  );
  actor.token = signedIn.accessToken;
  actor.userId = signedIn.userId;
}

/**
 * What the declaration promises this caller. `input` says what the request names: the caller
 * themselves (`self`), a value the rule's narrower permission covers (`covered`), or neither.
 */
export function expectation(rule: AccessRule, actor: MatrixActor, input: 'self' | 'covered' | 'neither' = 'neither'): Expectation {
  if (rule.level === 'anonymous') return 'allowed';
  // A call for authorities' systems takes their clients' tokens, which no session is (decision 0043).
  if (rule.level === 'client') return 401;
  if (!hasSession(actor)) return 401;
  if (rule.level === 'signedIn') return 'allowed';
  if (rule.hostOnly && actor.tenantId !== null) return 403;
  if (rule.anyOf!.some((p) => actor.permissions.has(p))) return 'allowed';
  if (input === 'self' && rule.orSelf) return 'allowed';
  if (input === 'covered' && rule.orFor && actor.permissions.has(rule.orFor.permission)) return 'allowed';
  return 403;
}

/** Synthetic input may well be refused (400) or name nothing (404); only 401, 403 and 5xx say who may call. */
export function meets(reply: Reply, expected: Expectation): boolean {
  if (expected === 'allowed') return reply.status !== 401 && reply.status !== 403 && reply.status < 500;
  if (expected === 401) return reply.status === 401 && reply.body?.unAuthorizedRequest === true;
  return reply.status === 403 && reply.body?.unAuthorizedRequest === false;
}

/** Runs `work` over `items`, a few at a time: enough to be quick, few enough for the database pool. */
export async function inBatches<T>(items: T[], work: (item: T) => Promise<void>, size = 6) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** A call may end the caller's session (signing out); answers true when it had ended and the caller signed in again. */
export async function restoreSession(t: TestApp, actor: MatrixActor): Promise<boolean> {
  if (!hasSession(actor)) return false;
  const res = await send(t, actor, plainRequest('GET', '/api/services/app/Session/GetCurrentLoginInformations'));
  if (res.body?.result?.user != null) return false;
  await signIn(t, actor);
  return true;
}

export async function mailTo(smtp: Awaited<ReturnType<typeof startSmtpServer>>, address: string) {
  for (let i = 0; i < 100; i++) {
    const found = smtp.received.filter((m) => m.to.includes(address));
    if (found.length) return found[found.length - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** A pilot who registered themselves in the tenant and confirmed their address by the mailed link. */
async function selfRegisteredPilot(t: TestApp, smtp: Awaited<ReturnType<typeof startSmtpServer>>, tenantId: number): Promise<MatrixActor> {
  const pilot: MatrixActor = {
    label: 'pilot',
    address: nextAddress(),
    tenantId,
    permissions: new Set(),
    userName: 'matrix.pilot@example.com',
    password,
  };
  const registration = { name: 'Flugmaður', surname: 'Prófsson', emailAddress: pilot.userName, password, dateOfBirth: '1990-05-17' };
  const registered = await send(t, pilot, plainRequest('POST', '/api/services/app/Account/Register', registration));
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const token = /\/verify-register\/[^\s"<>]*\/([A-Za-z0-9_-]{43})/.exec((await mailTo(smtp, pilot.userName!)).decoded)?.[1];
  const verified = await send(t, pilot, plainRequest('POST', '/api/TokenAuth/VerifyToken', { token }));
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  await signIn(t, pilot);
  const config = await send(t, pilot, plainRequest('GET', '/AbpUserConfiguration/GetAll'));
  pilot.permissions = new Set(Object.keys(config.body!.result.auth.grantedPermissions));
  return pilot;
}

async function tenantWithAdmin(t: TestApp, tenancyName: string): Promise<{ id: number; admin: MatrixActor }> {
  const tenant = await insertTenant(t.database.db, { tenancyName, name: tenancyName });
  const userName = `admin.${tenancyName.toLowerCase()}`;
  await insertUser(t.database.db, {
    tenantId: tenant.id,
    userName,
    name: 'Stjórnandi',
    surname: tenancyName,
    emailAddress: `${userName}@example.com`,
    password,
    isEmailConfirmed: true,
    roleIds: [tenant.roleIds[StaticRole.Admin]],
  });
  const admin: MatrixActor = {
    label: `admin of ${tenancyName}`,
    address: nextAddress(),
    tenantId: tenant.id,
    permissions: new Set(allPermissionNames),
    userName,
    password,
  };
  await signIn(t, admin);
  return { id: tenant.id, admin };
}

async function holderOf(t: TestApp, permission: string, tenantId: number | null, where: string): Promise<MatrixActor> {
  const user = await t.userWith([permission], { tenantId });
  return {
    label: `${permission} holder of ${where}`,
    address: nextAddress(),
    tenantId,
    permissions: new Set([permission]),
    userName: user.userName,
    password: 'Test-Password-1',
    token: user.token,
    userId: user.id,
  };
}

export interface MatrixCast {
  /** Anonymous, the pilot, each permission's holder on the host and in tenant B, B's administrator, the host's. */
  actors: MatrixActor[];
  tenantA: number;
  tenantB: number;
  adminOfA: MatrixActor;
  adminOfB: MatrixActor;
  hostAdmin: MatrixActor;
  holder: (permission: string, tenantId: number | null) => MatrixActor;
}

/**
 * Tenant A owns the records that others must not reach; everyone else lives in tenant B or on the
 * host. Single-permission holders exist in both, so host-only calls are tried by those who may.
 */
export async function castMatrix(t: TestApp, smtp: Awaited<ReturnType<typeof startSmtpServer>>): Promise<MatrixCast> {
  const a = await tenantWithAdmin(t, 'MatrixA');
  const b = await tenantWithAdmin(t, 'MatrixB');
  const hostAdmin: MatrixActor = {
    label: 'host admin',
    address: nextAddress(),
    tenantId: null,
    permissions: new Set(allPermissionNames),
    userName: 'admin',
    password: testAdminPassword,
  };
  await signIn(t, hostAdmin);
  const holders: MatrixActor[] = [];
  for (const [tenantId, where] of [
    [null, 'the host'],
    [b.id, 'tenant B'],
  ] as const) {
    for (const permission of allPermissionNames) holders.push(await holderOf(t, permission, tenantId, where));
  }
  const anonymous: MatrixActor = { label: 'anonymous', address: nextAddress(), tenantId: null, permissions: new Set() };
  return {
    actors: [anonymous, await selfRegisteredPilot(t, smtp, b.id), ...holders, b.admin, hostAdmin],
    tenantA: a.id,
    tenantB: b.id,
    adminOfA: a.admin,
    adminOfB: b.admin,
    hostAdmin,
    holder: (permission, tenantId) => holders.find((h) => h.tenantId === tenantId && h.permissions.has(permission))!,
  };
}

/**
 * Records of tenant A that no call creates, made as the flow that does would leave them (a
 * payment comes from the card provider's callback), by the service whose calls name them by `id`.
 */
export const recordsMadeApart: Record<string, (t: TestApp, cast: MatrixCast) => Promise<number>> = {
  Payment: async (t, cast) => (await insertPayment(t.database.db, { tenantId: cast.tenantA, userId: cast.adminOfA.userId })).id,
};
