import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingLimits } from '../../../shared/contracts/bulk-mail';
import { auditLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  mailingApi,
  message,
  organizationWith,
  person,
  queuedBatches,
  recipientsOf,
  tenantWithAdmin,
  userApi,
} from './bulk-mail.test-support';

/** Drafts of bulk e-mail: kept as written, never sent until a send call names them. No workers run. */
let t: TestApp;
let home: Awaited<ReturnType<typeof tenantWithAdmin>>;
let foreign: Awaited<ReturnType<typeof tenantWithAdmin>>;
let english: { id: number; emailAddress: string };
let organization: { id: number; name: string };
let foreignUser: { id: number };
let outsider: string;

const save = (body: Record<string, unknown>, token = home.admin) => t.call('POST', `${mailingApi}/SaveDraft`, { token, body });
const getDraft = (id: number, token = home.admin) => t.call('GET', `${mailingApi}/GetDraft`, { token, query: { Id: id } });
const getDrafts = (query: Record<string, string | number> = {}, token = home.admin) =>
  t.call('GET', `${mailingApi}/GetDrafts`, { token, query });
const deleteDraft = (id: number, token = home.admin) => t.call('DELETE', `${mailingApi}/DeleteDraft`, { token, query: { Id: id } });
const draftRows = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from mailings where state = 'draft'`)).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
  home = await tenantWithAdmin(t);
  foreign = await tenantWithAdmin(t);
  english = await person(t, home.tenantId, { language: 'en' });
  organization = await organizationWith(t, home.tenantId, [{ userId: english.id, approved: true }]);
  foreignUser = await person(t, foreign.tenantId);
  outsider = (await t.userWith(['Pages.Organizations'], { tenantId: home.tenantId })).token;
});
afterAll(() => t.close());

describe('Mailing/SaveDraft, GetDraft and GetDrafts', () => {
  it('keeps a half-written message as a draft, sends nothing, and saves it again in place', async () => {
    const created = await save({ target: 'organization', orgId: organization.id, subject: 'Lokun', contentIcelandic: 'Svæðinu' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const draft = created.body.result;
    expect(draft).toMatchObject({
      target: 'organization',
      orgId: organization.id,
      userId: null,
      targetName: organization.name,
      subject: 'Lokun',
      subjectEnglish: '',
      contentIcelandic: 'Svæðinu',
      content: '',
      creatorName: expect.any(String),
    });
    expect(await recipientsOf(t, draft.id)).toEqual([]);
    expect(await queuedBatches(t, draft.id)).toBe(0);

    const saved = await save({
      id: draft.id,
      target: 'organization',
      orgId: organization.id,
      subject: 'Lokun flugsvæðis',
      subjectEnglish: 'Area closed',
      contentIcelandic: 'Svæðinu er lokað.',
      content: 'The area is closed.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.id).toBe(draft.id);
    expect(Date.parse(saved.body.result.lastModificationTime)).toBeGreaterThanOrEqual(Date.parse(draft.lastModificationTime));

    const read = await getDraft(draft.id);
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({ subject: 'Lokun flugsvæðis', subjectEnglish: 'Area closed', content: 'The area is closed.' });

    // Drafts are not sends: the list of sends and Mailing/Get leave them out.
    const sends = await t.call('GET', `${mailingApi}/GetAll`, { token: home.admin, query: { MaxResultCount: 1000 } });
    expect(sends.body.result.items.map((m: { id: number }) => m.id)).not.toContain(draft.id);
    expect((await t.call('GET', `${mailingApi}/Get`, { token: home.admin, query: { Id: draft.id } })).status).toBe(404);
  });

  it('lists drafts last saved first, narrowed to one compose screen’s target', async () => {
    const toAll = (await save({ target: 'allUsers', subject: 'Öllum' })).body.result;
    const toUser = (await save({ target: 'user', userId: english.id, content: 'Hi' })).body.result;
    const all = await getDrafts({ MaxResultCount: 1000 });
    expect(all.status).toBe(200);
    const ids = all.body.result.items.map((d: { id: number }) => d.id);
    expect(ids.indexOf(toUser.id)).toBeLessThan(ids.indexOf(toAll.id));
    const forUser = await getDrafts({ Target: 'user', UserId: english.id });
    expect(forUser.body.result.items.map((d: { id: number }) => d.id)).toEqual([toUser.id]);
    expect(forUser.body.result.items[0]).toMatchObject({ userId: english.id, targetName: expect.stringMatching(/^Anna /) });
    const foreignList = await getDrafts({}, foreign.admin);
    expect(foreignList.body.result.items.map((d: { id: number }) => d.id)).not.toContain(toUser.id);
  });

  it('takes a draft whose user is not chosen yet, and answers 400 for bad members', async () => {
    expect((await save({ target: 'user' })).status).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ target: 'everyone' }, 'target'],
      [{ target: 'allUsers', subject: 'x'.repeat(mailingLimits.subjectMax + 1) }, 'subject'],
      [{ target: 'allUsers', subjectEnglish: 'Hi\nBcc: x@example.com' }, 'subjectEnglish'],
      [{ target: 'allUsers', content: 'x'.repeat(mailingLimits.contentMax + 1) }, 'content'],
      [{ target: 'allUsers', id: 0 }, 'id'],
    ];
    for (const [body, member] of cases) {
      const res = await save(body);
      expect(res.status, member).toBe(400);
      expect(res.body.error!.validationErrors!.map((v: { members: string[] }) => v.members[0])).toContain(member);
    }
  });

  it('answers 404 for another tenant’s draft, user or organisation, and for a send', async () => {
    const theirs = (await save({ target: 'allUsers', subject: 'Þeirra' }, foreign.admin)).body.result;
    expect((await getDraft(theirs.id)).status).toBe(404);
    expect((await save({ id: theirs.id, target: 'allUsers', subject: 'Mitt' })).status).toBe(404);
    expect((await deleteDraft(theirs.id)).status).toBe(404);
    expect((await getDraft(theirs.id, foreign.admin)).body.result.subject).toBe('Þeirra');
    expect((await save({ target: 'user', userId: foreignUser.id })).status).toBe(404);
    const sent = await t.call('POST', `${userApi}/SendEmailToAllUsers`, { token: home.admin, body: message() });
    expect((await getDraft(sent.body.result.id)).status).toBe(404);
    expect((await save({ id: sent.body.result.id, target: 'allUsers' })).status).toBe(404);
    expect((await deleteDraft(sent.body.result.id)).status).toBe(404);
    expect((await t.call('GET', `${mailingApi}/Get`, { token: home.admin, query: { Id: sent.body.result.id } })).status).toBe(200);
  });
});

describe('Mailing/DeleteDraft', () => {
  it('deletes a draft, once', async () => {
    const draft = (await save({ target: 'allUsers', subject: 'Hætt við' })).body.result;
    const res = await deleteDraft(draft.id);
    expect(res.status).toBe(200);
    expect((await getDraft(draft.id)).status).toBe(404);
    expect((await deleteDraft(draft.id)).status).toBe(404);
  });
});

describe('sending a draft', () => {
  it('turns the draft into the send with the message sent, and a second send answers the same', async () => {
    const draft = (await save({ target: 'user', userId: english.id, subject: 'Gamalt' })).body.result;
    const body = { userId: english.id, ...message({ subjectEnglish: 'Notice', draftId: draft.id }) };
    const res = await t.call('POST', `${userApi}/SendEmail`, { token: home.admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ id: draft.id, target: 'user', subject: 'Tilkynning um drónaflug', recipientCount: 1 });
    expect(await recipientsOf(t, draft.id)).toEqual([expect.objectContaining({ userId: english.id, language: 'en', status: 'pending' })]);
    expect(await queuedBatches(t, draft.id)).toBe(1);
    const detail = await t.call('GET', `${mailingApi}/Get`, { token: home.admin, query: { Id: draft.id } });
    expect(detail.body.result).toMatchObject({ subjectEnglish: 'Notice', contentIcelandic: message().contentIcelandic });
    expect((await getDraft(draft.id)).status).toBe(404);

    const again = await t.call('POST', `${userApi}/SendEmail`, { token: home.admin, body });
    expect(again.body.result.id).toBe(draft.id);
    expect(await recipientsOf(t, draft.id)).toHaveLength(1);
    expect(await queuedBatches(t, draft.id)).toBe(1);
  });

  it('answers 404 for a missing draft or another tenant’s, and starts nothing', async () => {
    const theirs = (await save({ target: 'allUsers' }, foreign.admin)).body.result;
    const before = await draftRows();
    for (const draftId of [theirs.id, 2_000_000_000]) {
      const res = await t.call('POST', `${userApi}/SendEmailToAllUsers`, { token: home.admin, body: message({ draftId }) });
      expect(res.status).toBe(404);
    }
    expect(await recipientsOf(t, theirs.id)).toEqual([]);
    expect(await draftRows()).toBe(before);
  });
});

describe('who may keep drafts', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['POST', `${mailingApi}/SaveDraft`, { body: { target: 'allUsers', subject: 'Nei' } }],
    ['GET', `${mailingApi}/GetDrafts`, { query: {} }],
    ['GET', `${mailingApi}/GetDraft`, { query: { Id: 1 } }],
    ['DELETE', `${mailingApi}/DeleteDraft`, { query: { Id: 1 } }],
  ];

  it('answers 401 without a session and 403 without Pages.Users, and saves nothing', async () => {
    const before = await draftRows();
    for (const [verb, path, options] of calls) {
      expect((await t.call(verb, path, options)).status, path).toBe(401);
      expect((await t.call(verb, path, { ...options, token: outsider })).status, path).toBe(403);
    }
    expect(await draftRows()).toBe(before);
  });

  it('keeps a record of each save and delete in the audit log, with no message text', async () => {
    const draft = (await save({ target: 'allUsers', subject: 'Leyndarmál' })).body.result;
    await deleteDraft(draft.id);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'Mailing'), eq(auditLogs.entityId, String(draft.id))))
      .orderBy(auditLogs.id);
    expect(rows.map((r) => r.method)).toEqual(['SaveDraft', 'DeleteDraft']);
    expect(rows[0].changedFields).toEqual(['content', 'contentIcelandic', 'subject', 'subjectEnglish', 'target']);
    expect(JSON.stringify(rows)).not.toContain('Leyndarmál');
  });
});
