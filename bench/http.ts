import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Reply {
  status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: any;
  ms: number;
  /** Set when no answer came at all (refused, reset). */
  networkError?: string;
}

/**
 * A small client on node:http with one kept-alive connection per candidate in flight: it costs
 * less CPU than fetch, which matters when the client shares two cores with the portal and its
 * database, and it never queues a request behind a busy connection.
 */
export function httpClient(baseUrl: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const { hostname, port } = new URL(baseUrl);

  function call(method: string, path: string, token?: string, json?: unknown): Promise<Reply> {
    const payload = json === undefined ? undefined : JSON.stringify(json);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    return new Promise((resolve) => {
      const request = http.request({ agent, hostname, port, method, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          let body: any = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON; the status tells the story
          }
          resolve({ status: response.statusCode ?? 0, body, ms });
        });
        response.on('error', (error) => resolve({ status: 0, body: null, ms: performance.now() - started, networkError: error.message }));
      });
      request.on('error', (error) => resolve({ status: 0, body: null, ms: performance.now() - started, networkError: error.message }));
      request.end(payload);
    });
  }

  return { call, close: () => agent.destroy() };
}

/** Why a reply counts as a failure (any status but 200, or `success` false), or null when it does not. */
export function failureOf(reply: Reply): string | null {
  if (reply.networkError) return `no answer: ${reply.networkError}`;
  if (reply.status !== 200) return `HTTP ${reply.status} ${JSON.stringify(reply.body?.error ?? reply.body)}`;
  if (reply.body && reply.body.success === false) return `success false ${JSON.stringify(reply.body.error)}`;
  return null;
}
