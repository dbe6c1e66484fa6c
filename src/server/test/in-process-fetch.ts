import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that hands requests for the test app's own address to the app itself, so that the
 * sandbox card provider's callbacks and status queries, and the portal's calls to the development
 * identity provider, reach the app in API tests, which run without a listening socket. Requests
 * elsewhere go out as usual.
 */
export function inProcessFetch(origin: string, app: () => FastifyInstance | undefined): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const target = app();
    if (url.origin !== origin || !target) return fetch(input, init);
    // As a real fetch would: the address's host, so the app's answers name itself rightly.
    const headers = { host: url.host, ...Object.fromEntries(new Headers(init?.headers).entries()) };
    const res = await target.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(init?.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      // The body below is the payload as sent, already whole.
      if (['content-length', 'transfer-encoding', 'connection'].includes(name)) continue;
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) replyHeaders.append(name, one);
    }
    if (!replyHeaders.has('content-type')) replyHeaders.set('content-type', 'text/plain');
    const empty = res.statusCode === 204 || res.statusCode === 205 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: replyHeaders });
  };
}
