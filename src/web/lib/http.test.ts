import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { apiUrl, configureHttp, request, requestTimeoutMs } from './http';

function reply(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const ok = (result: unknown) =>
  reply(200, { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true });
const fail = (status: number, error: unknown, unAuthorizedRequest = false) =>
  reply(status, { result: null, targetUrl: null, success: false, error, unAuthorizedRequest, __abp: true });

function setup(
  fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  token: string | null = null,
  tenantId: number | null = null,
) {
  const onUnauthorized = vi.fn();
  const onTenantRefused = vi.fn();
  const fetchMock = vi.fn(fetchImpl);
  configureHttp({
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => token,
    getLanguage: () => 'en',
    getTenantId: () => tenantId,
    onUnauthorized,
    onTenantRefused,
    timeoutMs: requestTimeoutMs,
  });
  return { fetchMock, onUnauthorized, onTenantRefused };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('http client', () => {
  it('times out after 30 seconds', () => {
    expect(requestTimeoutMs).toBe(30_000);
  });

  it('builds ABP paths and query strings', () => {
    expect(apiUrl('User/GetAll', { Keyword: 'a b', IsActive: true, SkipCount: 0, Missing: undefined, Nothing: null })).toBe(
      '/api/services/app/User/GetAll?Keyword=a+b&IsActive=true&SkipCount=0',
    );
    expect(apiUrl('/api/TokenAuth/Authenticate')).toBe('/api/TokenAuth/Authenticate');
  });

  it('sends the culture header, and the bearer token and tenant when there are any', async () => {
    const { fetchMock } = setup(async () => ok(1));
    await request('GET', 'Session/GetCurrentLoginInformations');
    let headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers['.AspNetCore.Culture']).toBe('c=en|uic=en');
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Abp-TenantId']).toBeUndefined();

    configureHttp({ getToken: () => 'tok', getTenantId: () => 4 });
    await request('POST', 'User/ChangeLanguage', { body: { languageName: 'en' } });
    const [, init] = fetchMock.mock.calls[1];
    headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Abp-TenantId']).toBe('4');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"languageName":"en"}');
  });

  it('unwraps the result of the envelope', async () => {
    setup(async () => ok({ items: [1, 2], totalCount: 2 }));
    await expect(request('GET', 'User/GetAll')).resolves.toEqual({ items: [1, 2], totalCount: 2 });
  });

  it('throws the ABP error of a failed reply', async () => {
    setup(async () => fail(400, { code: 450, message: 'Duplicate', details: null, validationErrors: null }));
    const error = await request('POST', 'Account/Register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 450, handled: false });
  });

  it('reports no response at all as a network error', async () => {
    setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('GET', 'Setting/GetAll')).rejects.toMatchObject({ kind: 'network', status: null, info: null });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    setup(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = request('GET', 'Setting/GetAll').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('on a 401 to a signed-in request clears the session via onUnauthorized and marks the error handled', async () => {
    const { onUnauthorized } = setup(
      async () => fail(401, { code: 0, message: 'Sign in', details: null, validationErrors: null }, true),
      'expired',
    );
    await expect(request('GET', 'User/GetAll')).rejects.toMatchObject({ status: 401, handled: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to an anonymous request (a failed sign-in) to the error handler', async () => {
    const { onUnauthorized } = setup(async () =>
      fail(401, { code: 0, message: 'Wrong password', details: null, validationErrors: null }, true),
    );
    await expect(request('POST', '/api/TokenAuth/Authenticate', { body: {} })).rejects.toMatchObject({ status: 401, handled: false });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('forgets a kept tenant that the server refuses (gone, deactivated or garbled), and only then', async () => {
    const refused = { code: 451, message: 'The tenant is inactive.', details: null, validationErrors: null };
    const named = setup(async () => fail(400, refused), null, 7);
    await expect(request('POST', 'Account/Register', { body: {} })).rejects.toMatchObject({ status: 400 });
    expect(named.onTenantRefused).toHaveBeenCalledTimes(1);
    const host = setup(async () => fail(400, refused));
    await expect(request('POST', 'Account/Register', { body: {} })).rejects.toMatchObject({ status: 400 });
    expect(host.onTenantRefused).not.toHaveBeenCalled();
    const other = setup(async () => fail(404, { ...refused, code: 0 }), null, 7);
    await expect(request('GET', 'User/Get')).rejects.toMatchObject({ status: 404 });
    expect(other.onTenantRefused).not.toHaveBeenCalled();
  });

  it('copes with a non-JSON error body', async () => {
    setup(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('GET', 'User/GetAll')).rejects.toMatchObject({ kind: 'http', status: 502, info: null });
  });
});
