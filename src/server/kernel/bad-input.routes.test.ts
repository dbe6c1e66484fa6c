import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Input that PostgreSQL cannot store or that is out of its range answers 400 naming the member,
 * from the shared contract types for the calls that type it, and from the kernel's guard for
 * whatever a route reads without a contract.
 */

let t: TestApp;
let admin: string;
let pilot: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  pilot = (await t.userWith([])).token;
});
afterAll(() => t.close());

const app = '/api/services/app';
const invalidCharacter = 'The text contains a character that cannot be used (a NUL or a broken character).';

/** Sends a JSON text as it is, so it can carry an escaped lone surrogate. */
const rawJson = (method: 'POST' | 'PUT', url: string, payload: string, token?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', '.aspnetcore.culture': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

function expectMember(res: { status: number; body: any }, member: string, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.success).toBe(false);
  const errors: { message: string; members: string[] }[] = res.body.error.validationErrors;
  expect(errors.map((e) => e.members).flat()).toContain(member);
  if (message) expect(errors.find((e) => e.members.includes(member))?.message).toBe(message);
}

describe('NUL characters and lone surrogates', () => {
  it('answers 400 for a NUL in the anonymous Authenticate and ResetPassword', async () => {
    const login = await t.call('POST', '/api/TokenAuth/Authenticate', {
      language: 'en',
      body: { userNameOrEmailAddress: 'ad\u0000min', password: 'x' },
    });
    expectMember(login, 'userNameOrEmailAddress', invalidCharacter);
    const password = await t.call('POST', '/api/TokenAuth/Authenticate', {
      language: 'en',
      body: { userNameOrEmailAddress: 'admin', password: '\u0000' },
    });
    expectMember(password, 'password', invalidCharacter);
    const reset = await t.call('POST', '/api/TokenAuth/ResetPassword', { language: 'is', body: { emailOrUsername: 'admin\u0000' } });
    expectMember(reset, 'emailOrUsername', 'Textinn inniheldur tákn sem ekki má nota (núlltákn eða brotinn stafur).');
  });

  it('answers 400 for a NUL in a keyword, a query member and a nested body member', async () => {
    expectMember(await t.call('GET', `${app}/User/GetAll`, { token: admin, query: { Keyword: 'a\u0000' } }), 'keyword');
    expectMember(await t.call('GET', `${app}/Role/GetAll`, { token: admin, query: { permission: '\u0000' } }), 'permission');
    const question = await t.call('POST', `${app}/Question/Create`, {
      token: admin,
      body: {
        categoryId: 1,
        descriptionIcelandic: '<p>Spurning?</p>',
        descriptionEnglish: '<p>Question?</p>',
        questionOptions: [
          { descriptionIcelandic: 'Já', descriptionEnglish: 'Yes', isAnswer: true },
          { descriptionIcelandic: 'Nei', descriptionEnglish: 'N\u0000o' },
        ],
      },
    });
    expectMember(question, 'questionOptions.1.descriptionEnglish');
  });

  it('answers 400 for an escaped lone surrogate, high or low, in a JSON body', async () => {
    const high = await rawJson('POST', '/api/TokenAuth/Authenticate', '{"userNameOrEmailAddress":"admin\\ud800","password":"x"}');
    expectMember({ status: high.statusCode, body: high.json() }, 'userNameOrEmailAddress', invalidCharacter);
    const low = await rawJson('PUT', `${app}/Role/Update`, '{"id":1,"name":"Admin","displayName":"\\udc00x"}', admin);
    expectMember({ status: low.statusCode, body: low.json() }, 'displayName', invalidCharacter);
    // A well-formed pair (an emoji) is text like any other.
    const pair = await rawJson('POST', '/api/TokenAuth/Authenticate', '{"userNameOrEmailAddress":"\\ud83d\\ude81","password":"x"}');
    expect(pair.json().error.validationErrors, pair.body).toBeNull();
  });

  it('answers 400 where no contract types the input: a body key, a path parameter, a raw route', async () => {
    const key = await rawJson('POST', '/api/TokenAuth/Authenticate', '{"userNameOrEmailAddress":"admin","password":"x","a\\u0000b":1}');
    expect(key.statusCode).toBe(400);
    expect(key.json().error.validationErrors[0].members).toEqual(['a\uFFFDb']);
    expectMember(await t.call('GET', '/question-images/abc%00def'), 'key');
    expectMember(await t.call('GET', `${app}/Mail/GetAll`, { token: admin, query: { toAddress: 'x\u0000' } }), 'toAddress');
  });
});

describe('numbers and dates out of range', () => {
  it('answers 400 for ids and ranks above 2^31-1, which any pilot can send', async () => {
    expectMember(await t.call('GET', `${app}/Page/GetShowPage`, { token: pilot, query: { rank: '2147483648' } }), 'rank');
    expectMember(await t.call('GET', `${app}/Page/GetShowPage`, { token: pilot, query: { rank: '99999999999999999999' } }), 'rank');
    expectMember(await t.call('GET', `${app}/User/Get`, { token: admin, query: { Id: 2_147_483_648 } }), 'id');
    expectMember(await t.call('PUT', `${app}/Page/Ranking`, { token: admin, body: { id: 1, rank: 2_147_483_648 } }), 'rank');
    expectMember(await t.call('GET', `${app}/User/GetAll`, { token: admin, query: { SkipCount: 2_147_483_648 } }), 'skipCount');
    // The largest id is still a number like any other: not found, not invalid.
    expect((await t.call('GET', `${app}/User/Get`, { token: admin, query: { id: 2_147_483_647 } })).status).toBe(404);
  });

  it('answers 400 for dates outside 1753–2199 in the results filter and in a date of birth', async () => {
    const reviewer = admin;
    expectMember(await t.call('GET', `${app}/Examination/GetPagedResults`, { token: reviewer, query: { to: '9999-12-31' } }), 'to');
    expectMember(
      await t.call('GET', `${app}/Examination/GetPagedResults`, { token: reviewer, query: { from: '+275760-09-13T00:00:00Z' } }),
      'from',
    );
    expectMember(
      await t.call('GET', `${app}/Examination/GetPagedResults`, { token: reviewer, query: { from: '0001-01-01T00:00:00Z' } }),
      'from',
    );
    const fine = await t.call('GET', `${app}/Examination/GetPagedResults`, {
      token: reviewer,
      query: { from: '2020-01-01', to: '2199-12-31T23:59:59Z' },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    const register = await t.call('POST', `${app}/Account/Register`, {
      language: 'en',
      body: { name: 'Jón', surname: 'Jónsson', emailAddress: 'old@example.com', password: 'Lykilord-123', dateOfBirth: '1600-01-01' },
    });
    expectMember(register, 'dateOfBirth', 'Enter a real date of birth in the past.');
  });
});
