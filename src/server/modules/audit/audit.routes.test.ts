import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { auditLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, buildBank, startAttempt, submit } from '../exams/exams.test-support';
import { orgApi, organizationWorld, type OrganizationWorld } from '../organizations/organizations.test-support';

const auditApi = '/api/services/app/Audit/GetAll';
let t: TestApp;
let w: OrganizationWorld;
let hostAdmin: string;

type Row = typeof auditLogs.$inferSelect;
const rowsOf = (tenantId: number | null): Promise<Row[]> =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(tenantId === null ? isNull(auditLogs.tenantId) : eq(auditLogs.tenantId, tenantId))
    .orderBy(desc(auditLogs.id));
const rowsOfUser = (userId: number): Promise<Row[]> =>
  t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, userId)).orderBy(desc(auditLogs.id));
const latest = async (userId: number, method: string) => (await rowsOfUser(userId)).find((row) => row.method === method);
const search = (token: string | undefined, query: Record<string, string | number> = {}) => t.call('GET', auditApi, { token, query });

beforeAll(async () => {
  t = await createTestApp();
  hostAdmin = await t.loginAsAdmin();
  w = await organizationWorld(t);
});
afterAll(() => t.close());

describe('what the log records', () => {
  it('an administrator’s change to a user: who, when, from where, the call, the record and the fields set, without personal values', async () => {
    const before = Date.now();
    const user = (await t.call('GET', '/api/services/app/User/Get', { token: w.tenant.admin, query: { Id: w.stranger.id } })).body.result;
    const body = {
      ...user,
      name: 'Sigurlína',
      surname: 'Leyndardóttir',
      emailAddress: 'leyndo.personu@example.com',
      dateOfBirth: '1981-02-03',
      customerNumber: 'VN-55512',
    };
    const res = await t.call('PUT', '/api/services/app/User/Update', { token: w.tenant.admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (await latest(w.tenant.adminId, 'Update'))!;
    expect(row).toMatchObject({
      tenantId: w.tenant.tenantId,
      userId: w.tenant.adminId,
      actorKind: 'administrator',
      clientIp: '127.0.0.1',
      requestId: res.headers['x-request-id'],
      service: 'User',
      method: 'Update',
      entityType: 'User',
      entityId: String(w.stranger.id),
    });
    expect(row.executionTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.changedFields).toEqual(
      expect.arrayContaining(['name', 'surname', 'emailAddress', 'dateOfBirth', 'customerNumber', 'isActive']),
    );
    expect(row.changedFields).not.toContain('id');
    expect(row.keptValues).toMatchObject({ id: w.stranger.id, isActive: true, userTypeId: 3, statusId: user.statusId });
    for (const member of ['name', 'surname', 'emailAddress', 'dateOfBirth', 'customerNumber', 'fullName', 'userName'])
      expect(row.keptValues).not.toHaveProperty(member);
    const stored = JSON.stringify(row);
    for (const personal of ['Sigurlína', 'Leyndardóttir', 'leyndo.personu', '1981-02-03', 'VN-55512', w.stranger.userName])
      expect(stored).not.toContain(personal);
  });

  it('an administrator’s role and setting: permission names and ids kept, a secret value never', async () => {
    const role = await t.call('POST', '/api/services/app/Role/Create', {
      token: w.tenant.admin,
      body: { name: 'Skodari', displayName: 'Skoðari', description: 'Les skrár', grantedPermissions: [Permission.Users] },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    expect(await latest(w.tenant.adminId, 'Create')).toMatchObject({
      service: 'Role',
      entityType: 'Role',
      entityId: String(role.body.result.id),
      keptValues: { grantedPermissions: [Permission.Users] },
    });
    const hostRows = (await rowsOf(null)).length; // none yet: the host’s administrator has changed nothing
    expect(hostRows).toBe(0);
    const setting = await t.call('PUT', '/api/services/app/Setting/Update', {
      token: hostAdmin,
      body: { settingId: 12, value: 'leyni-lykilord-42' },
    });
    expect(setting.status, JSON.stringify(setting.body)).toBe(200);
    const [row] = await rowsOf(null);
    expect(row).toMatchObject({
      service: 'Setting',
      method: 'Update',
      entityType: 'Setting',
      entityId: '12',
      changedFields: ['settingId', 'value'],
      keptValues: { settingId: 12 },
    });
    expect(JSON.stringify(row)).not.toContain('leyni-lykilord-42');
  });

  it('an organisation’s contact person’s change, and an organisation’s own account’s', async () => {
    const body = { id: w.orgId, name: 'Leynifélagið ehf.', email: 'leynipostur@example.com', phoneNumber: '+354 555 9876' };
    const res = await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, { token: w.contact.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (await latest(w.contact.id, 'UpdateOrganizationRegister'))!;
    expect(row).toMatchObject({
      tenantId: w.tenant.tenantId,
      actorKind: 'organization',
      service: 'Organization',
      entityType: 'Organization',
      entityId: String(w.orgId),
      changedFields: ['email', 'name', 'phoneNumber'],
      keptValues: { id: w.orgId },
    });
    for (const personal of ['Leynifélagið', 'leynipostur', '555 9876']) expect(JSON.stringify(row)).not.toContain(personal);

    const company = await t.userWith([Permission.Pilot], { tenantId: w.tenant.tenantId, fields: { userTypeId: 1 } });
    expect(
      (await t.call('POST', '/api/services/app/User/ChangeLanguage', { token: company.token, body: { languageName: 'en' } })).status,
    ).toBe(200);
    expect(await latest(company.id, 'ChangeLanguage')).toMatchObject({
      actorKind: 'organization',
      changedFields: ['languageName'],
      keptValues: {},
    });
  });

  it('leaves out reads, refused calls, a pilot’s own changes and a candidate’s answers', async () => {
    const count = async () => (await rowsOf(w.tenant.tenantId)).length;
    const start = await count();
    expect((await t.call('GET', '/api/services/app/User/GetAll', { token: w.tenant.admin })).status).toBe(200);
    expect((await t.call('GET', `${orgApi}/Get`, { token: w.contact.token, query: { Id: w.orgId } })).status).toBe(200);
    const refused = await t.call('PUT', '/api/services/app/User/Update', { token: w.tenant.admin, body: { id: w.stranger.id } });
    expect(refused.status).toBe(400);
    const ownChange = await t.call('POST', '/api/services/app/User/ChangeLanguage', {
      token: w.stranger.token,
      body: { languageName: 'en' },
    });
    expect(ownChange.status).toBe(200);
    expect(await count()).toBe(start);

    // A contact person sitting an exam: their answers and their submission are their own, not the organisation's.
    await buildBank(t, w.tenant.tenantId, 1, [
      { questions: 20, minimum: 2 },
      { questions: 20, minimum: 2 },
    ]);
    const candidate = await t.userWith([], { tenantId: w.tenant.tenantId, fields: { dateOfBirth: '1990-05-05', userTypeId: 4 } });
    const attempt = await startAttempt(t, candidate.token);
    const q = attempt.questions[0];
    expect((await answer(t, candidate.token, attempt.userExaminationId, q.questionId, [q.options[0].id])).status).toBe(200);
    expect((await submit(t, candidate.token)).status).toBe(200);
    expect(await rowsOfUser(candidate.id)).toEqual([]);
    await t.call('POST', '/api/services/app/User/ChangeLanguage', { token: candidate.token, body: { languageName: 'en' } });
    expect((await rowsOfUser(candidate.id)).map((r) => r.method)).toEqual(['ChangeLanguage']);
  });
});

describe('Audit/GetAll', () => {
  it('searches the tenant’s log by user, record, call and period, newest first, naming each actor', async () => {
    const auditor = await t.userWith([Permission.AuditLog, Permission.Log], { tenantId: w.tenant.tenantId });
    for (const description of ['Fyrsta', 'Önnur'])
      await t.call('POST', '/api/services/app/User/CreateUserNote', { token: w.tenant.admin, body: { userId: w.main.id, description } });
    const all = await search(auditor.token, { MaxResultCount: 100 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const times = all.body.result.items.map((i: { executionTime: string }) => i.executionTime);
    expect([...times].sort().reverse()).toEqual(times);

    const byUser = await search(auditor.token, { UserId: w.tenant.adminId, Call: 'user/createusernote', MaxResultCount: 1 });
    expect(byUser.body.result.totalCount).toBe(2);
    const [newest] = byUser.body.result.items;
    expect(newest).toMatchObject({
      userId: w.tenant.adminId,
      service: 'User',
      method: 'CreateUserNote',
      entityType: 'UserNote',
      changedFields: ['description', 'userId'],
      keptValues: { userId: w.main.id },
      actorKind: 'administrator',
    });
    expect(newest.userName).toEqual(expect.any(String));
    expect(JSON.stringify(byUser.body.result)).not.toContain('Önnur');
    const byName = await search(auditor.token, { UserName: newest.userName.slice(2, 8).toUpperCase(), Call: 'CreateUserNote' });
    expect(byName.body.result.totalCount).toBe(2);
    const byRecord = await search(auditor.token, { EntityType: 'usernote', EntityId: newest.entityId });
    expect(byRecord.body.result.items.map((i: { id: number }) => i.id)).toEqual([newest.id]);
    const organisation = await search(auditor.token, { EntityType: 'Organization', EntityId: String(w.orgId) });
    expect(organisation.body.result.items.map((i: { userId: number }) => i.userId)).toContain(w.contact.id);

    const today = new Date().toISOString().slice(0, 10);
    expect((await search(auditor.token, { From: today, To: today, Call: 'CreateUserNote' })).body.result.totalCount).toBe(2);
    expect((await search(auditor.token, { To: '2020-01-01' })).body.result.totalCount).toBe(0);
    expect((await search(auditor.token, { From: new Date(Date.now() + 60_000).toISOString() })).body.result.totalCount).toBe(0);
  });

  it('gives every page by user name, alone and with a call, as the same slice of the whole list, read forward or from the end', async () => {
    const tenantId = (await t.tenant()).id;
    const auditor = await t.userWith([Permission.AuditLog, Permission.Log], { tenantId });
    const actors: number[] = [];
    for (const userName of ['flugvord.a', 'flugvord.b', 'annar.madur'])
      actors.push((await t.userWith([], { tenantId, fields: { userName } })).id);
    // Ties in time across the actors, so the merge must keep the id's order.
    const at = new Date('2026-03-04T05:06:07Z').getTime();
    await t.database.db.insert(auditLogs).values(
      Array.from({ length: 23 }, (_, i) => ({
        tenantId,
        userId: actors[i % 3]!,
        actorKind: 'administrator',
        executionTime: new Date(at + Math.floor(i / 4) * 1000),
        clientIp: '127.0.0.1',
        requestId: `deep-${i}`,
        service: 'Pilot',
        method: i % 2 ? 'UpdatePilotStatus' : 'CreatePilotNote',
      })),
    );
    const ids = async (query: Record<string, string | number>) => {
      const res = await search(auditor.token, query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: res.body.result.items.map((i: { id: number }) => i.id) as number[], total: res.body.result.totalCount as number };
    };
    const filters: Record<string, string>[] = [
      { UserName: 'FLUGVORD' },
      { UserName: 'vord.a' },
      { UserName: 'flugvord', Call: 'pilotstatus' },
    ];
    for (const filter of filters) {
      const whole = await ids({ ...filter, MaxResultCount: 100 });
      expect(whole.ids.length, JSON.stringify(filter)).toBe(whole.total);
      expect(whole.total).toBeGreaterThan(3);
      for (const take of [1, 4])
        for (let skip = 0; skip <= whole.total; skip += 1)
          expect((await ids({ ...filter, SkipCount: skip, MaxResultCount: take })).ids, `${JSON.stringify(filter)} skip ${skip}`).toEqual(
            whole.ids.slice(skip, skip + take),
          );
    }
    const expected = await t.database.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.tenantId, tenantId), inArray(auditLogs.userId, actors.slice(0, 2))))
      .orderBy(desc(auditLogs.executionTime), desc(auditLogs.id));
    expect((await ids({ UserName: 'flugvord', MaxResultCount: 100 })).ids).toEqual(expected.map((row) => row.id));
  });

  it('shows each tenant its own log only', async () => {
    const foreign = await t.userWith([Permission.AuditLog], { tenantId: w.other.tenantId });
    const res = await search(foreign.token, { EntityType: 'Organization', EntityId: String(w.orgId) });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ items: [], totalCount: 0 });
    expect((await search(foreign.token, { UserId: w.tenant.adminId })).body.result.totalCount).toBe(0);
  });

  it('answers 400 for bad filters, 401 without a session and 403 without Audit.Log', async () => {
    const auditor = await t.userWith([Permission.AuditLog], { tenantId: w.tenant.tenantId });
    const bad: Record<string, string | number>[] = [{ MaxResultCount: 0 }, { From: 'í gær' }, { UserId: 'x' }, { To: '2024-02-30' }];
    for (const query of bad) {
      const res = await search(auditor.token, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await search(undefined)).status).toBe(401);
    const screenOnly = await t.userWith([Permission.Log, Permission.Administrator], { tenantId: w.tenant.tenantId });
    expect((await search(screenOnly.token)).status).toBe(403);
    expect((await search(w.contact.token)).status).toBe(403);
  });
});

describe('the table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE: the log is append-only', async () => {
    const [row] = await rowsOf(w.tenant.tenantId);
    expect(row).toBeDefined();
    const pool = t.database.pool;
    await expect(pool.query(`update audit_logs set client_ip = '10.0.0.1' where id = $1`, [row.id])).rejects.toThrow(/append-only: UPDATE/);
    await expect(pool.query(`delete from audit_logs where id = $1`, [row.id])).rejects.toThrow(/append-only: DELETE/);
    await expect(pool.query('truncate audit_logs')).rejects.toThrow(/append-only: TRUNCATE/);
    const [again] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.id, row.id)));
    expect(again).toEqual(row);
  });
});
