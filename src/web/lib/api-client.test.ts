import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/contracts/endpoint';
import { call, endpointUrl } from './api-client';
import { configureHttp, requestTimeoutMs } from './http';

const ok = (result: unknown) =>
  new Response(JSON.stringify({ result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true }), {
    status: 200,
  });

function recordCalls() {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok({ done: true }));
  configureHttp({
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => null,
    getLanguage: () => 'en',
    getTenantId: () => null,
    onUnauthorized: () => undefined,
    timeoutMs: requestTimeoutMs,
  });
  return fetchMock;
}
afterEach(() => vi.restoreAllMocks());

const result = z.object({ done: z.boolean() });
const list = endpoint({
  service: 'Thing',
  method: 'GetAll',
  input: z.object({ keyword: z.string().optional(), ids: z.array(z.number()) }),
  result,
});
const update = endpoint({
  service: 'Page',
  method: 'Update',
  pathParam: 'id',
  input: z.object({ id: z.number(), title: z.string() }),
  result,
});
const remove = endpoint({ service: 'Thing', method: 'Delete', input: z.object({ id: z.number() }), result });
const logout = endpoint({ service: 'TokenAuth', method: 'Logout', path: '/api/TokenAuth/Logout', result });

describe('the typed client', () => {
  it('sends a GET call’s input in the query, leaving out absent members and repeating arrays', async () => {
    const fetchMock = recordCalls();
    await expect(call(list, { ids: [1, 2] })).resolves.toEqual({ done: true });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/services/app/Thing/GetAll?ids=1&ids=2');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', body: undefined });
  });

  it('puts the path member in the path and the rest in the body', async () => {
    const fetchMock = recordCalls();
    await call(update, { id: 7, title: 'Reglur' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/services/app/Page/Update/7');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ title: 'Reglur' }) });
  });

  it('sends DELETE with a query, and a call without input to its own path', async () => {
    const fetchMock = recordCalls();
    await call(remove, { id: 3 });
    await call(logout);
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/services/app/Thing/Delete?id=3', 'DELETE'],
      ['/api/TokenAuth/Logout', 'POST'],
    ]);
  });

  it('sends a member the specification puts in the query of a POST there as well as in the body', async () => {
    const fetchMock = recordCalls();
    const submit = endpoint({
      service: 'Examination',
      method: 'SubmitExamination',
      alsoInQuery: ['examType'],
      input: z.object({ examType: z.number() }),
      result,
    });
    await call(submit, { examType: 2 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/services/app/Examination/SubmitExamination?examType=2');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: JSON.stringify({ examType: 2 }) });
  });

  it('builds a link for the browser to follow', () => {
    expect(endpointUrl(list, { keyword: 'a b', ids: [] })).toBe('/api/services/app/Thing/GetAll?keyword=a+b');
  });
});
