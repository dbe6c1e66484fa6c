import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that hands requests for the test app's own address to the app itself, so that the
 * sandbox card provider's callbacks and status queries reach the portal in API tests, which run
 * without a listening socket. Requests elsewhere go out as usual.
 */
export function inProcessFetch(origin: string, app: () => FastifyInstance | undefined): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const target = app();
    if (url.origin !== origin || !target) return fetch(input, init);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await target.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(init?.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'text/plain') },
    });
  };
}
