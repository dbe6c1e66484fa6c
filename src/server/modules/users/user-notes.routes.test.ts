import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNoteMaxLength } from '../../../shared/contracts/users';
import { createTestApp, type TestApp } from '../../test/harness';

const api = '/api/services/app/User';
let t: TestApp;
let admin: { id: number; token: string; userName: string };
let other: { id: number; token: string; userName: string };
let foreignAdmin: string;
let pilot: string;
let tenantId: number;

const get = (method: string, token: string | undefined, query: Record<string, string | number>, language?: 'is' | 'en') =>
  t.call('GET', `${api}/${method}`, { token, query, language });
const post = (method: string, token: string | undefined, body: unknown, language?: 'is' | 'en') =>
  t.call('POST', `${api}/${method}`, { token, body, language });
const put = (method: string, token: string | undefined, body: unknown, language?: 'is' | 'en') =>
  t.call('PUT', `${api}/${method}`, { token, body, language });
const del = (token: string | undefined, id: number) => t.call('DELETE', `${api}/DeleteUserNote`, { token, query: { Id: id } });

async function addNote(userId: number, description: string, token = admin.token) {
  const res = await post('CreateUserNote', token, { userId, description });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: number; userId: number; description: string };
}

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  admin = await t.userWith(['Pages.Users'], { tenantId });
  other = await t.userWith(['Pages.Users'], { tenantId });
  pilot = (await t.userWith(['Pages.Pilot.Permission'], { tenantId })).token;
  foreignAdmin = (await t.userWith(['Pages.Users'], { tenantId: (await t.tenant()).id })).token;
});
afterAll(() => t.close());

describe('User/CreateUserNote', () => {
  it('keeps a trimmed note about a user of the tenant with its author and time', async () => {
    const res = await post('CreateUserNote', admin.token, { userId: other.id, description: '  Hringdi vegna greiðslu.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      userId: other.id,
      description: 'Hringdi vegna greiðslu.',
      creatorUserName: admin.userName,
      creationTime: expect.any(String),
      lastModifierUserName: null,
      lastModificationTime: null,
    });
  });

  it('answers 400 naming the member, in the request’s language, for blank or too long text', async () => {
    const blank = await post('CreateUserNote', admin.token, { userId: other.id, description: '   ' }, 'en');
    expect(blank.status).toBe(400);
    expect(blank.body.error!.validationErrors!.map((v) => v.members[0])).toEqual(['description']);
    const long = await post('CreateUserNote', admin.token, { userId: other.id, description: 'x'.repeat(userNoteMaxLength + 1) }, 'is');
    expect(long.status).toBe(400);
    expect(long.body.error!.validationErrors![0]).toMatchObject({ members: ['description'] });
    expect(long.body.error!.validationErrors![0].message).toMatch(/2000/);
    expect((await post('CreateUserNote', admin.token, { description: 'x' })).status).toBe(400);
  });

  it('answers 401 without a session, 403 without Pages.Users and 404 for a missing or another tenant’s user', async () => {
    expect((await post('CreateUserNote', undefined, { userId: other.id, description: 'x' })).status).toBe(401);
    expect((await post('CreateUserNote', pilot, { userId: other.id, description: 'x' })).status).toBe(403);
    expect((await post('CreateUserNote', foreignAdmin, { userId: other.id, description: 'x' })).status).toBe(404);
    expect((await post('CreateUserNote', admin.token, { userId: 999_999, description: 'x' })).status).toBe(404);
  });
});

describe('User/GetUserNotesByUserId', () => {
  it('pages a user’s notes newest first, leaving out deleted ones and other users’', async () => {
    const subject = await t.userWith([], { tenantId });
    const made = [];
    for (const text of ['Fyrsta', 'Önnur', 'Þriðja']) made.push(await addNote(subject.id, text));
    await addNote(other.id, 'Um annan');
    await del(admin.token, made[1].id);
    const page = await get('GetUserNotesByUserId', admin.token, { UserId: subject.id, MaxResultCount: 1 });
    expect(page.status).toBe(200);
    expect(page.body.result.totalCount).toBe(2);
    expect(page.body.result.items.map((n: { description: string }) => n.description)).toEqual(['Þriðja']);
    const second = await get('GetUserNotesByUserId', admin.token, { UserId: subject.id, SkipCount: 1, MaxResultCount: 5 });
    expect(second.body.result.items.map((n: { description: string }) => n.description)).toEqual(['Fyrsta']);
  });

  it('answers 400, 401, 403 and the foreign 404', async () => {
    expect((await get('GetUserNotesByUserId', admin.token, { UserId: 'x' })).status).toBe(400);
    expect((await get('GetUserNotesByUserId', admin.token, { UserId: other.id, MaxResultCount: 0 })).status).toBe(400);
    expect((await get('GetUserNotesByUserId', undefined, { UserId: other.id })).status).toBe(401);
    expect((await get('GetUserNotesByUserId', pilot, { UserId: other.id })).status).toBe(403);
    expect((await get('GetUserNotesByUserId', foreignAdmin, { UserId: other.id })).status).toBe(404);
  });
});

describe('User/GetUserNote, UpdateUserNote and DeleteUserNote', () => {
  it('reads, changes (recording who changed it) and deletes one note', async () => {
    const note = await addNote(other.id, 'Upphafleg');
    expect((await get('GetUserNote', admin.token, { Id: note.id })).body.result).toMatchObject({ id: note.id, description: 'Upphafleg' });
    const changed = await put('UpdateUserNote', other.token, { id: note.id, description: 'Breytt' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.result).toMatchObject({
      description: 'Breytt',
      creatorUserName: admin.userName,
      lastModifierUserName: other.userName,
      lastModificationTime: expect.any(String),
    });
    const gone = await del(admin.token, note.id);
    expect(gone.status).toBe(200);
    expect(gone.body.result).toBeNull();
    expect((await get('GetUserNote', admin.token, { Id: note.id })).status).toBe(404);
    expect((await put('UpdateUserNote', admin.token, { id: note.id, description: 'Aftur' })).status).toBe(404);
    expect((await del(admin.token, note.id)).status).toBe(404);
  });

  it('answers 400 for bad input', async () => {
    const note = await addNote(other.id, 'Til');
    expect((await get('GetUserNote', admin.token, { Id: 0 })).status).toBe(400);
    const bad = await put('UpdateUserNote', admin.token, { id: note.id, description: '' }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.error!.validationErrors![0].members).toEqual(['description']);
    expect((await t.call('DELETE', `${api}/DeleteUserNote`, { token: admin.token, query: { Id: 'abc' } })).status).toBe(400);
  });

  it('answers 401 without a session and 403 without Pages.Users', async () => {
    const note = await addNote(other.id, 'Leynd');
    expect((await get('GetUserNote', undefined, { Id: note.id })).status).toBe(401);
    expect((await put('UpdateUserNote', undefined, { id: note.id, description: 'x' })).status).toBe(401);
    expect((await del(undefined, note.id)).status).toBe(401);
    expect((await get('GetUserNote', pilot, { Id: note.id })).status).toBe(403);
    expect((await put('UpdateUserNote', pilot, { id: note.id, description: 'x' })).status).toBe(403);
    expect((await del(pilot, note.id)).status).toBe(403);
  });

  it('answers 404 to another tenant’s administrator, and leaves the note as it was', async () => {
    const note = await addNote(other.id, 'Heima');
    expect((await get('GetUserNote', foreignAdmin, { Id: note.id })).status).toBe(404);
    expect((await put('UpdateUserNote', foreignAdmin, { id: note.id, description: 'Úti' })).status).toBe(404);
    expect((await del(foreignAdmin, note.id)).status).toBe(404);
    expect((await get('GetUserNote', admin.token, { Id: note.id })).body.result.description).toBe('Heima');
  });
});
