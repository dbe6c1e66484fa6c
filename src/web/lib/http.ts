import type { Envelope, ErrorInfo } from '../../shared/contracts/common';
import type { Language } from '../../shared/enums';
import { ErrorCode } from '../../shared/errors';
import { ApiError } from './errors';
import { apiHeaders } from './api-headers';
import { takeEarlyAnswer } from './early-answers';

/** Requirements §9. */
export const requestTimeoutMs = 30_000;

export interface HttpConfig {
  getToken: () => string | null;
  getLanguage: () => Language;
  getTenantId: () => number | null;
  /** Called on a 401 to a request that carried a token: the session is gone. */
  onUnauthorized: () => void;
  /** Called when the server refuses the tenant the request named: it is gone, deactivated or garbled. */
  onTenantRefused: () => void;
  timeoutMs: number;
  fetch: typeof fetch;
}

const config: HttpConfig = {
  getToken: () => null,
  getLanguage: () => 'is',
  getTenantId: () => null,
  onUnauthorized: () => undefined,
  onTenantRefused: () => undefined,
  timeoutMs: requestTimeoutMs,
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureHttp(changes: Partial<HttpConfig>): void {
  Object.assign(config, changes);
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

/** `User/GetAll` -> `/api/services/app/User/GetAll`; paths starting with `/` are kept. */
export function apiUrl(path: string, query?: Query): string {
  const base = path.startsWith('/') ? path : `/api/services/app/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

export function requestHeaders(hasBody: boolean): Record<string, string> {
  return apiHeaders({ language: config.getLanguage(), token: config.getToken(), tenantId: config.getTenantId() }, hasBody);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && (value as { __abp?: unknown }).__abp === true;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = method === 'POST' || method === 'PUT';
  const headers = requestHeaders(hasBody);
  const sentToken = 'Authorization' in headers;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.timeoutMs);
  const onCallerAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const url = apiUrl(path, options.query);
  const send = () =>
    config.fetch(url, {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
      signal: timeout.signal,
      credentials: 'same-origin',
    });
  // The page's early script may have asked this already, while the shell loaded (app/early-requests.ts).
  const early = method === 'GET' ? takeEarlyAnswer(url, headers) : null;
  let response: Response;
  try {
    response = await (early ? early.catch(send) : send());
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(timeout.signal.aborted ? 'timeout' : 'network', null, null);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  let payload: unknown = null;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }

  if (response.ok) {
    if (isEnvelope(payload)) {
      if (payload.success) return payload.result as T;
      throw new ApiError('http', response.status, payload.error);
    }
    return payload as T;
  }

  const info: ErrorInfo | null = isEnvelope(payload) ? payload.error : null;
  if (info?.code === ErrorCode.TenantUnavailable && 'Abp-TenantId' in headers) config.onTenantRefused();
  if (response.status === 401 && sentToken) {
    config.onUnauthorized();
    throw new ApiError('http', 401, info, true);
  }
  throw new ApiError('http', response.status, info);
}
