import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { wordsOf } from '../test/validation-words';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the ABP envelope', () => {
  it('wraps a success in result with success true', async () => {
    const res = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: null, targetUrl: null, unAuthorizedRequest: false, __abp: true });
    expect(res.body.result.user).toBeNull();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 401 with unAuthorizedRequest when there is no session', async () => {
    const res = await t.call('GET', '/api/services/app/User/GetAll');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ result: null, success: false, unAuthorizedRequest: true, __abp: true });
    expect(res.body.error?.message).toBeTruthy();
  });

  it('answers 401 for a forged or malformed token', async () => {
    const res = await t.call('GET', '/api/services/app/User/GetAll', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad' });
    expect(res.status).toBe(401);
  });

  it('answers 403 without the permission, naming it in the details', async () => {
    const { token } = await t.userWith([]);
    const res = await t.call('GET', '/api/services/app/User/GetAll', { token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.unAuthorizedRequest).toBe(false);
    expect(res.body.error?.details).toContain('Pages.Users');
  });

  it('answers 400 with camelCase members in validationErrors, in the request language', async () => {
    const is = await t.call('POST', '/api/TokenAuth/Authenticate', { body: { password: 'x' }, language: 'is' });
    expect(is.status).toBe(400);
    expect(wordsOf(is.body)).toEqual([{ message: 'Sláðu inn notandanafn eða netfang', members: ['userNameOrEmailAddress'] }]);
    const en = await t.call('POST', '/api/TokenAuth/Authenticate', { body: { password: 'x' }, language: 'en' });
    expect(en.body.error?.message).toBe('Your request is not valid.');
    expect(en.body.error?.validationErrors?.[0].message).toBe('Enter your user name or e-mail address');
    // Beside the words, the problem they were made from, for a form that says it its own way.
    expect(en.body.error?.validationErrors?.[0].problem).toEqual({ key: 'validation:required' });
  });

  it('sends the problem with its values', async () => {
    const res = await t.call('POST', '/api/services/app/User/Create', {
      token: (await t.userWith(['Pages.Users'])).token,
      language: 'en',
      body: { userName: 'x'.repeat(300), name: 'A', surname: 'B', emailAddress: 'a@example.is', password: 'Secret-123' },
    });
    expect(res.status).toBe(400);
    const errors = res.body.error?.validationErrors ?? [];
    expect(errors.find((v) => v.members[0] === 'userName')?.problem).toEqual({ key: 'validation:tooLong', params: { maximum: 64 } });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.call('POST', '/api/TokenAuth/Authenticate', { body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers 413 in the envelope, saying so, for a body over the call’s limit', async () => {
    const body = JSON.stringify({ userNameOrEmailAddress: 'x'.repeat(1024 * 1024), password: 'x' });
    const res = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body,
      headers: { 'content-type': 'application/json' },
      language: 'en',
    });
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toBe('The request is too large. Split the content or make the file smaller and try again.');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.call('GET', '/api/services/app/Nothing/Here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, __abp: true });
  });

  it('matches paths and query keys case-insensitively and treats empty values as absent', async () => {
    const admin = await t.loginAsAdmin();
    const res = await t.call('GET', '/API/services/app/user/getall', {
      token: admin,
      query: { MaxResultCount: 1, SkipCount: 0, Keyword: '', IsActive: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.items).toHaveLength(1);
    expect(res.body.result.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('still answers JSON when the client asks for text/plain', async () => {
    const res = await t.call('GET', '/AbpUserConfiguration/GetAll', { headers: { accept: 'text/plain' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.__abp).toBe(true);
  });

  it('answers a 500 that leaks nothing internal', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.pool.query('drop table settings');
      const res = await broken.call('GET', '/AbpUserConfiguration/GetAll', { language: 'en' });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, result: null, __abp: true });
      expect(res.body.error?.message).toBe('An internal error occurred. It has been logged and we will look into it.');
      expect(JSON.stringify(res.body)).not.toMatch(/relation|settings|select|stack/i);
    } finally {
      await broken.close();
    }
  });

  it('sets security headers and a request id', async () => {
    const res = await t.call('GET', '/health/live');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('reports readiness only when the database answers', async () => {
    expect((await t.call('GET', '/health/ready')).status).toBe(200);
  });

  it('documents every call in the OpenAPI document with its verb', async () => {
    const res = await t.call('GET', '/swagger/v1/swagger.json');
    expect(res.status).toBe(200);
    const paths = (res.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/TokenAuth/Authenticate'])).toEqual(['post']);
    expect(Object.keys(paths['/api/services/app/User/GetAll'])).toEqual(['get']);
    expect(Object.keys(paths['/api/services/app/User/Update'])).toEqual(['put']);
    expect(Object.keys(paths['/api/services/app/User/Delete'])).toEqual(['delete']);
    expect(Object.keys(paths).length).toBeGreaterThan(35);
  });
});
