import type { Envelope, ErrorInfo } from '../../shared/contracts/common';
import type { Language } from '../../shared/enums';
import { ErrorCode } from '../../shared/errors';
import { ApiError } from './errors';
import { cultureValue } from './language';

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
  const headers: Record<string, string> = {
    Accept: 'application/json',
    '.AspNetCore.Culture': cultureValue(config.getLanguage()),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = config.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenantId = config.getTenantId();
  if (tenantId !== null) headers['Abp-TenantId'] = String(tenantId);
  return headers;
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

  let response: Response;
  try {
    response = await config.fetch(apiUrl(path, options.query), {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
      signal: timeout.signal,
      credentials: 'same-origin',
    });
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
