import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionNames, Permission, StaticRole } from '../../shared/permissions';
import { createTestApp, type TestApp } from '../test/harness';
import {
  answersNothing,
  inputMembers,
  minimalRequest,
  readOperations,
  sameResult,
  type Operation,
  type OperationRequest,
} from '../test/openapi-operations';
import { startSmtpServer } from '../test/smtp';
import {
  castMatrix,
  expectation,
  hasSession,
  inBatches,
  mailTo,
  meets,
  plainRequest,
  recordsMadeApart,
  restoreSession,
  send,
  type Expectation,
  type MatrixActor,
  type MatrixCast,
} from './authorization-matrix.test-support';

/**
 * Every operation of the OpenAPI document, called as every kind of caller, against what the
 * operation declares (`x-access`). Nothing here names an operation: a new call joins the matrix
 * by being documented.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let operations: Operation[];
let cast: MatrixCast;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  operations = await readOperations(t.app);
  cast = await castMatrix(t, smtp);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('The authorization matrix, generated from the OpenAPI document', () => {
  it('finds every operation declaring who may call it, with the bearer marker exactly where a session is needed', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => !op.access).map((op) => op.id)).toEqual([]);
    const inconsistent = operations.filter((op) => (op.access!.level === 'anonymous') === Boolean(op.security?.length));
    expect(inconsistent.map((op) => op.id)).toEqual([]);
    const named = operations.flatMap((op) => [...(op.access!.anyOf ?? []), ...(op.access!.orFor ? [op.access!.orFor.permission] : [])]);
    expect(named.filter((p) => !(allPermissionNames as string[]).includes(p))).toEqual([]);
  });

  it('answers every operation, for every caller, as the operation declares', async () => {
    const { actors } = cast;
    const mismatches: string[] = [];
    let calls = 0;
    const check = async (op: Operation, actor: MatrixActor, request: OperationRequest, expected: Expectation, note = '') => {
      let reply = await send(t, actor, request);
      calls++;
      // An earlier call may have ended this caller's session (signing out): sign in again and ask once more.
      if (reply.status === 401 && expected !== 401 && (await restoreSession(t, actor))) reply = await send(t, actor, request);
      if (!meets(reply, expected)) mismatches.push(`${op.id}${note} as ${actor.label}: expected ${expected}, got ${reply.status}`);
    };
    for (const op of operations) {
      const rule = op.access!;
      await inBatches(actors, async (actor) => {
        // The generated input names nobody: no user id is the caller's, no value is one the narrower permission covers.
        await check(op, actor, minimalRequest(op), expectation(rule, actor));
        if (rule.orSelf && hasSession(actor)) {
          await check(
            op,
            actor,
            minimalRequest(op, { [rule.orSelf]: actor.userId }),
            expectation(rule, actor, 'self'),
            ' about themselves',
          );
        }
        if (rule.orFor) {
          const { member, values } = rule.orFor;
          await check(
            op,
            actor,
            minimalRequest(op, { [member]: values[0] }),
            expectation(rule, actor, 'covered'),
            ` with ${member} ${values[0]}`,
          );
        }
      });
    }
    console.log(
      `authorization matrix: ${operations.length} operations × ${actors.length} actors = ${operations.length * actors.length} cells (${calls} calls)`,
    );
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('answers 404, never the record, when a caller of another tenant or of the host names a tenant’s record', async () => {
    // A kind of record is a service with a `Create` that a tenant's administrator may call; its
    // creation answers the id that the service's other calls take as `id`, when they answer the
    // same kind of record (Get, Update) or nothing (Delete). A service may hold other records
    // too (Examination holds sessions): their calls answer something else.
    const creates = new Map(
      operations
        .filter((op) => op.method === 'Create' && op.access!.level !== 'anonymous' && !op.access!.hostOnly)
        .map((op) => [op.service, op]),
    );
    const byId = operations.filter((op) => {
      // A record no call creates (a payment) is made apart, and each of its calls naming an `id` is tried.
      if (op.service in recordsMadeApart) return inputMembers(op).includes('id');
      const create = creates.get(op.service);
      return create && op !== create && inputMembers(op).includes('id') && (sameResult(op, create) || answersNothing(op));
    });
    const records = new Map<string, Promise<number>>();

    /** `examinationId` names an Examination, `categoryId` an ExaminationCategory. */
    const kindOf = (member: string) => {
      const base = member.slice(0, -2).toLowerCase();
      const services = [...creates.keys()];
      return services.find((s) => s.toLowerCase() === base) ?? services.find((s) => s.toLowerCase().endsWith(base));
    };
    const recordOf = (service: string): Promise<number> => {
      if (!records.has(service) && service in recordsMadeApart) records.set(service, recordsMadeApart[service](t, cast));
      if (!records.has(service)) {
        const create = creates.get(service)!;
        const made = (async () => {
          const overrides: Record<string, unknown> = {};
          for (const member of inputMembers(create).filter((m) => /.Id$/.test(m))) {
            const kind = kindOf(member);
            if (kind && kind !== service) overrides[member] = await recordOf(kind);
          }
          const reply = await send(t, cast.adminOfA, minimalRequest(create, overrides));
          expect(reply.status, `${create.id} in tenant A: ${JSON.stringify(reply.body)}`).toBe(200);
          expect(typeof reply.body?.result?.id, `${create.id} answers an id`).toBe('number');
          return reply.body!.result.id as number;
        })();
        records.set(service, made);
      }
      return records.get(service)!;
    };

    const strangers = cast.actors.filter((actor) => hasSession(actor) && actor.tenantId !== cast.tenantA);
    const mismatches: string[] = [];
    let calls = 0;
    // Deleting last, so that every other call still finds the record in tenant A.
    const ordered = [...byId.filter((op) => op.verb !== 'DELETE'), ...byId.filter((op) => op.verb === 'DELETE')];
    for (const op of ordered) {
      const request = minimalRequest(op, { id: await recordOf(op.service) });
      if (op.verb === 'GET') {
        const own = await send(t, cast.adminOfA, request);
        if (own.status !== 200) mismatches.push(`${op.id} as the admin of tenant A, who owns the record: expected 200, got ${own.status}`);
      }
      const callers = strangers.filter((actor) => expectation(op.access!, actor) === 'allowed');
      await inBatches(callers, async (actor) => {
        const reply = await send(t, actor, request);
        calls++;
        if (reply.status !== 404) mismatches.push(`${op.id} of tenant A's record as ${actor.label}: expected 404, got ${reply.status}`);
      });
    }
    console.log(
      `another tenant's records: ${records.size} kinds, ${ordered.length} operations (${ordered.map((op) => op.id).join(', ')}), ${calls} calls`,
    );
    expect(records.size).toBeGreaterThan(4);
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe('No way up', () => {
  const userApi = '/api/services/app/User';
  const roleApi = '/api/services/app/Role';

  /** The user as their own administrator reads them, ready to send back as an update. */
  const userRecord = async (admin: MatrixActor) =>
    (await send(t, admin, plainRequest('GET', `${userApi}/Get`, undefined, { id: String(admin.userId) }))).body!.result;

  it('refuses a Pages.Users holder who would change, deactivate, strip or delete an administrator', async () => {
    for (const admin of [cast.hostAdmin, cast.adminOfB]) {
      const holder = cast.holder(Permission.Users, admin.tenantId);
      const before = await userRecord(admin);
      expect(before.roleNames).toContain(StaticRole.Admin.toUpperCase());
      const changes = {
        'a new e-mail address': { emailAddress: 'taken.over@example.com' },
        deactivation: { isActive: false },
        'taking the Admin role away': { roleNames: [] },
      };
      for (const [what, change] of Object.entries(changes)) {
        const reply = await send(t, holder, plainRequest('PUT', `${userApi}/Update`, { ...before, ...change }));
        expect(reply.status, `${what} of ${admin.label} by ${holder.label}: ${JSON.stringify(reply.body)}`).toBe(403);
      }
      const deleted = await send(t, holder, plainRequest('DELETE', `${userApi}/Delete`, undefined, { id: String(admin.userId) }));
      expect(deleted.status, `deleting ${admin.label}`).toBe(403);
      expect(await userRecord(admin)).toEqual(before);
    }
  });

  it('keeps every permission in the static Admin role, whoever edits it, and lets nobody take away a grant they do not hold', async () => {
    for (const [editor, admin] of [
      [cast.holder(Permission.Roles, null), cast.hostAdmin],
      [cast.holder(Permission.Roles, cast.tenantB), cast.adminOfB],
      [cast.adminOfB, cast.adminOfB],
      [cast.hostAdmin, cast.hostAdmin],
    ] as const) {
      const roles = (await send(t, editor, plainRequest('GET', `${roleApi}/GetAll`, undefined, { maxResultCount: '1000' }))).body!.result
        .items;
      const adminRole = roles.find((r: { name: string; isStatic: boolean }) => r.isStatic && r.name === StaticRole.Admin);
      const stripped = await send(t, editor, plainRequest('PUT', `${roleApi}/Update`, { ...adminRole, grantedPermissions: [] }));
      expect([400, 403], `stripping the Admin role as ${editor.label}: ${JSON.stringify(stripped.body)}`).toContain(stripped.status);
      const renamed = await send(t, editor, plainRequest('PUT', `${roleApi}/Update`, { ...adminRole, name: 'Former' }));
      expect([400, 403], `renaming the Admin role as ${editor.label}`).toContain(renamed.status);
      const deleted = await send(t, editor, plainRequest('DELETE', `${roleApi}/Delete`, undefined, { id: String(adminRole.id) }));
      expect([400, 403], `deleting the Admin role as ${editor.label}`).toContain(deleted.status);

      // A role granting what the editor lacks: taking that grant away is refused like giving it.
      if (!editor.permissions.has(Permission.Pilot)) {
        const pilotRole = roles.find((r: { name: string; isStatic: boolean }) => r.isStatic && r.name === StaticRole.Pilot);
        const taken = await send(t, editor, plainRequest('PUT', `${roleApi}/Update`, { ...pilotRole, grantedPermissions: [] }));
        expect(taken.status, `taking Pages.Pilot.Permission from the Pilot role as ${editor.label}`).toBe(403);
      }

      const config = await send(t, admin, plainRequest('GET', '/AbpUserConfiguration/GetAll'));
      expect(Object.keys(config.body!.result.auth.grantedPermissions).sort()).toEqual([...allPermissionNames].sort());
    }
  });

  /** Everything a reader can get out of the outbox: every page of the list and every mail in it. */
  async function readOutbox(app: TestApp, reader: MatrixActor): Promise<string> {
    const list = await send(app, reader, plainRequest('GET', '/api/services/app/Mail/GetAll', undefined, { maxResultCount: '1000' }));
    expect(list.status, `${reader.label} reads the outbox`).toBe(200);
    const mails = await Promise.all(
      list.body!.result.items.map((m: { id: number }) =>
        send(app, reader, plainRequest('GET', '/api/services/app/Mail/Get', undefined, { id: String(m.id) })),
      ),
    );
    return JSON.stringify([list.body, ...mails.map((m) => m.body)]);
  }

  const resetAdmin = (app: TestApp) =>
    send(
      app,
      { label: 'anyone', address: '10.78.0.1', tenantId: null, permissions: new Set() },
      plainRequest('POST', '/api/TokenAuth/ResetPassword', { emailOrUsername: 'admin' }),
    );

  /** A reader of an app of its own, so the matrix's queue of mail does not hold up the one looked for. */
  const readerOf = (user: { token: string; id: number }, tenantId: number | null, label: string): MatrixActor => ({
    label,
    address: '10.78.0.2',
    tenantId,
    permissions: new Set(),
    token: user.token,
    userId: user.id,
  });

  it('never shows a reset link in the outbox when mail goes out by SMTP, not even to the host’s administrator', async () => {
    const sent = await createTestApp({ smtpUrl: smtp.url });
    try {
      const before = smtp.received.length;
      expect((await resetAdmin(sent)).status).toBe(200);
      const mail = await mailTo(smtp, 'admin@example.com');
      expect(smtp.received.length).toBeGreaterThan(before);
      const token = /verify-reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.decoded)?.[1];
      expect(token).toBeTruthy();
      const tenant = await sent.tenant();
      const readers = [
        readerOf(await sent.userWith([Permission.Users]), null, 'Pages.Users holder of the host'),
        readerOf(await sent.userWith([Permission.Users], { tenantId: tenant.id }), tenant.id, 'Pages.Users holder of a tenant'),
        readerOf({ token: await sent.loginAsAdmin(), id: 0 }, null, 'host admin'),
      ];
      for (const reader of readers) expect(await readOutbox(sent, reader), `the outbox as ${reader.label}`).not.toContain(token);
    } finally {
      await sent.close();
    }
  });

  it('shows kept mail (no SMTP) in full to the host’s administrator alone, so a Pages.Users holder never reads a link', async () => {
    const kept = await createTestApp();
    try {
      expect((await resetAdmin(kept)).status).toBe(200);
      const link = 'verify-reset-password/';
      const usersHolder = readerOf(await kept.userWith([Permission.Users]), null, 'Pages.Users holder of the host');
      const almostAll = readerOf(
        await kept.userWith(allPermissionNames.filter((p) => p !== Permission.Tenants)),
        null,
        'a host user holding all but one permission',
      );
      for (const reader of [usersHolder, almostAll])
        expect(await readOutbox(kept, reader), `the outbox as ${reader.label}`).not.toContain(link);
      const hostAdmin = readerOf({ token: await kept.loginAsAdmin(), id: 0 }, null, 'host admin');
      expect(await readOutbox(kept, hostAdmin)).toContain(link);
    } finally {
      await kept.close();
    }
  });
});
