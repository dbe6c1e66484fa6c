import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/factories/users';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

const api = '/api/services/app/User';
const password = 'Test-Password-1';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

describe('User/GetAll: search, filter, paging and sorting', () => {
  const surnames = ['Örnólfsson', 'Zoëga', 'Þórsson', 'Andrésson', 'Ásgeirsson', 'Ævarsson', 'Óskarsson', 'Oddsson', 'Aðalsteinsson'];
  const icelandicOrder = ['Aðalsteinsson', 'Andrésson', 'Ásgeirsson', 'Oddsson', 'Óskarsson', 'Zoëga', 'Þórsson', 'Ævarsson', 'Örnólfsson'];
  const list = (query: Record<string, string | number | boolean>) =>
    t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'Raðari', ...query } });
  const surnamesOf = (res: { body: { result: { items: { surname: string }[] } } }) => res.body.result.items.map((u) => u.surname);

  beforeAll(async () => {
    for (const [i, surname] of surnames.entries()) {
      const userName = `radari${i}`;
      await insertUser(t.database.db, {
        tenantId: null,
        userName,
        name: 'Raðari',
        surname,
        emailAddress: `${userName}@example.com`,
        password,
        isActive: i % 3 !== 0,
      });
    }
  });

  it('sorts by surname in Icelandic order by default: Á after A, Þ after Z, Ö last', async () => {
    const res = await list({ MaxResultCount: 100 });
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(9);
    expect(surnamesOf(res)).toEqual(icelandicOrder);
  });

  it('sorts by a named column in either direction', async () => {
    expect(surnamesOf(await list({ MaxResultCount: 100, Sorting: 'Surname DESC' }))).toEqual([...icelandicOrder].reverse());
    const byName = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Sorting: 'userName asc', MaxResultCount: 1000 } });
    const names = byName.body.result.items.map((u: { userName: string }) => u.userName);
    expect(names).toEqual([...names].sort(new Intl.Collator('is').compare));
  });

  it('pages with skipCount and maxResultCount, counting the whole match', async () => {
    const page = await list({ SkipCount: 3, MaxResultCount: 2 });
    expect(page.body.result.totalCount).toBe(9);
    expect(surnamesOf(page)).toEqual(icelandicOrder.slice(3, 5));
    const beyond = await list({ SkipCount: 20 });
    expect(beyond.body.result).toEqual({ items: [], totalCount: 9 });
  });

  it('defaults to ten per page', async () => {
    for (let i = 0; i < 3; i++) await t.userWith([], { fields: { name: 'Fjöldi', surname: `Jónsson` } });
    const all = await t.call('GET', `${api}/GetAll`, { token: admin });
    expect(all.body.result.items).toHaveLength(10);
    expect(all.body.result.totalCount).toBeGreaterThan(10);
  });

  it('filters by active state', async () => {
    const active = await list({ IsActive: true, MaxResultCount: 100 });
    const inactive = await list({ IsActive: 'false', MaxResultCount: 100 });
    expect(surnamesOf(inactive)).toEqual(['Andrésson', 'Óskarsson', 'Örnólfsson']);
    expect(active.body.result.totalCount).toBe(6);
    expect(active.body.result.items.every((u: { isActive: boolean }) => u.isActive)).toBe(true);
  });

  it('searches user name, names, full name and e-mail address case-insensitively', async () => {
    expect(surnamesOf(await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'raðari ævars' } }))).toEqual(['Ævarsson']);
    expect(surnamesOf(await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'ZOËGA' } }))).toEqual(['Zoëga']);
    const byMail = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'admin@example' } });
    expect(byMail.body.result.items.map((u: { userName: string }) => u.userName)).toEqual(['admin']);
    // LIKE wildcards in the keyword are taken literally.
    expect((await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: '%' } })).body.result.totalCount).toBe(0);
  });

  it('shows each user as User/Get does, every field of the row, its roles and its lockout', async () => {
    const signedIn = await t.userWith(['Pages.Users'], {
      fields: {
        name: 'Skráður',
        surname: 'Síðuson',
        dateOfBirth: '1990-05-17',
        countryCode: 'IS',
        country: 'Ísland',
        customerNumber: 'K-17',
      },
    });
    await t.database.db
      .update(users)
      .set({ lockoutEnd: new Date(Date.now() + 60_000) })
      .where(eq(users.id, signedIn.id));
    const page = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: signedIn.userName } });
    const one = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: signedIn.id } });
    const { userOrganizations: _organizations, ...asGetShowsIt } = one.body.result;
    expect(page.body.result).toEqual({ items: [asGetShowsIt], totalCount: 1 });
    expect(asGetShowsIt).toMatchObject({
      dateOfBirth: '1990-05-17',
      customerNumber: 'K-17',
      isLockedOut: true,
      roleNames: [expect.any(String)],
    });
    expect(asGetShowsIt.lastLoginTime).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/));
  });

  it('shows a lockout that has run out, and one never set, as User/Get does: not locked out', async () => {
    const [ranOut, never] = [await t.userWith([]), await t.userWith([])];
    await t.database.db
      .update(users)
      .set({ lockoutEnd: new Date(Date.now() - 60_000) })
      .where(eq(users.id, ranOut.id));
    // And a sign-in never recorded: an empty timestamp goes through the page as it does through User/Get.
    await t.database.db.update(users).set({ lastLoginTime: null }).where(eq(users.id, never.id));
    for (const user of [ranOut, never]) {
      const page = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: user.userName } });
      const one = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: user.id } });
      const { userOrganizations: _organizations, ...asGetShowsIt } = one.body.result;
      expect(page.body.result.items).toEqual([asGetShowsIt]);
      expect(asGetShowsIt.isLockedOut).toBe(false);
    }
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: never.id } })).body.result.lastLoginTime).toBeNull();
  });
});

describe('User/GetListCountry', () => {
  it('answers anonymously, Iceland first, named in the request’s language', async () => {
    const is = await t.call('GET', `${api}/GetListCountry`);
    expect(is.status).toBe(200);
    expect(is.body.result[0]).toEqual({ code: 'IS', name: 'Ísland' });
    expect(is.body.result.find((c: { code: string }) => c.code === 'DK').name).toBe('Danmörk');
    expect(is.body.result.length).toBeGreaterThan(200);
    const en = await t.call('GET', `${api}/GetListCountry`, { language: 'en' });
    expect(en.body.result[0]).toEqual({ code: 'IS', name: 'Iceland' });
    expect(en.body.result.find((c: { code: string }) => c.code === 'DK').name).toBe('Denmark');
    const rest = en.body.result.slice(1).map((c: { name: string }) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });
});

describe('User/GetUserStatusIdByCurrentUser', () => {
  it('answers the signed-in user’s own status, in any tenant, with no permission needed', async () => {
    const host = await t.userWith([], { fields: { statusId: 2 } });
    expect((await t.call('GET', `${api}/GetUserStatusIdByCurrentUser`, { token: host.token })).body.result).toBe(2);
    const { id: tenantId } = await t.tenant();
    const tenant = await t.userWith([], { tenantId, fields: { statusId: 1 } });
    expect((await t.call('GET', `${api}/GetUserStatusIdByCurrentUser`, { token: tenant.token })).body.result).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const res = await t.call('GET', `${api}/GetUserStatusIdByCurrentUser`);
    expect(res.status).toBe(401);
    expect(res.body.unAuthorizedRequest).toBe(true);
  });
});

describe('User/ChangeLanguage', () => {
  const forbiddenMessage = async (token: string, o: { headers?: Record<string, string>; language?: 'is' | 'en' } = {}) =>
    (await t.call('GET', '/api/services/app/Role/GetAll', { token, ...o })).body.error?.message;

  it('stores the language, which later error messages of that user follow', async () => {
    const user = await t.userWith([]);
    expect(await forbiddenMessage(user.token)).toBe('Þú hefur ekki heimild til þessarar aðgerðar.');
    const res = await t.call('POST', `${api}/ChangeLanguage`, { token: user.token, body: { languageName: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0].language).toBe('en');
    expect(await forbiddenMessage(user.token)).toBe('You are not allowed to do this.');
    // The culture header wins over the user's setting; the cookie and Accept-Language do not.
    expect(await forbiddenMessage(user.token, { language: 'is' })).toBe('Þú hefur ekki heimild til þessarar aðgerðar.');
    expect(
      await forbiddenMessage(user.token, { headers: { cookie: '.AspNetCore.Culture=c%3Dis%7Cuic%3Dis', 'accept-language': 'is' } }),
    ).toBe('You are not allowed to do this.');
  });

  it('resolves an anonymous caller’s culture from the cookie, then Accept-Language, then Icelandic', async () => {
    const message = async (headers: Record<string, string>) => (await t.call('GET', `${api}/GetAll`, { headers })).body.error?.message;
    expect(await message({ cookie: '.AspNetCore.Culture=c%3Den%7Cuic%3Den', 'accept-language': 'is' })).toBe(
      'You need to sign in to continue.',
    );
    expect(await message({ 'accept-language': 'de;q=1, en;q=0.8' })).toBe('You need to sign in to continue.');
    expect(await message({})).toBe('Þú þarft að skrá þig inn til að halda áfram.');
  });

  it('answers 400 for an unknown language and 401 without a session', async () => {
    const user = await t.userWith([]);
    const bad = await t.call('POST', `${api}/ChangeLanguage`, { token: user.token, body: { languageName: 'de' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['languageName']);
    expect((await t.call('POST', `${api}/ChangeLanguage`, { body: { languageName: 'en' } })).status).toBe(401);
  });
});

describe('User/ChangePassword', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await t.userWith([]);
    const other = await t.login(user.userName, password);
    const res = await t.call('POST', `${api}/ChangePassword`, {
      token: user.token,
      body: { currentPassword: password, newPassword: 'Nytt-lykilord-2' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);
    expect((await t.call('GET', `${api}/GetUserStatusIdByCurrentUser`, { token: user.token })).status).toBe(200);
    expect((await t.call('GET', `${api}/GetUserStatusIdByCurrentUser`, { token: other })).status).toBe(401);
    await expect(t.login(user.userName, password)).rejects.toThrow(/failed/);
    expect(await t.login(user.userName, 'Nytt-lykilord-2')).toBeTruthy();
  });

  it('answers 400 naming currentPassword when it is wrong, changing nothing', async () => {
    const user = await t.userWith([]);
    const res = await t.call('POST', `${api}/ChangePassword`, {
      token: user.token,
      language: 'en',
      body: { currentPassword: 'wrong-one', newPassword: 'Nytt-lykilord-2' },
    });
    expect(res.status).toBe(400);
    expect(wordsOf(res.body)).toEqual([{ message: 'The current password is wrong.', members: ['currentPassword'] }]);
    expect(await t.login(user.userName, password)).toBeTruthy();
  });

  it('answers 400 for a short new password and 401 without a session', async () => {
    const user = await t.userWith([]);
    const res = await t.call('POST', `${api}/ChangePassword`, {
      token: user.token,
      body: { currentPassword: password, newPassword: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0].members).toEqual(['newPassword']);
    expect(
      (await t.call('POST', `${api}/ChangePassword`, { body: { currentPassword: password, newPassword: 'Nytt-lykilord-2' } })).status,
    ).toBe(401);
  });
});
