import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, testAdminPassword, type TestApp } from '../test/harness';
import { finishSignIn, type Post } from '../test/second-factor';
import { corsAllowedHeaders } from './cors';

const allowedOrigin = 'https://app.example.is';
const otherOrigin = 'https://evil.example.com';
const generousLimits = { login: { max: 10_000, timeWindow: 60_000 }, anonymousWrite: { max: 10_000, timeWindow: 60_000 } };

let t: TestApp;
let withCors: FastifyInstance;
let withWeb: FastifyInstance;
let webDir: string;

beforeAll(async () => {
  t = await createTestApp();
  withCors = await buildApp(t.deps, { corsOrigins: [allowedOrigin, 'http://localhost:4200'], rateLimits: generousLimits, webDir: null });
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Drónagátt</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'x.js'), 'console.log("x");');
  fs.writeFileSync(path.join(webDir, 'manifest.json'), '{"name":"Drónagátt"}');
  withWeb = await buildApp(t.deps, { rateLimits: generousLimits, webDir });
});
afterAll(async () => {
  await withCors?.close();
  await withWeb?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

function corsHeadersOf(headers: Record<string, unknown>) {
  return Object.keys(headers).filter((name) => name.startsWith('access-control-'));
}

/** Every operation of the OpenAPI document, with a path a client could call (path parameters filled in). */
async function documentedOperations(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/swagger/v1/swagger.json' });
  const paths = res.json().paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([route, verbs]) =>
    Object.keys(verbs).map((verb) => ({ url: route.replace(/\{[^}]+\}/g, '1'), verb: verb.toUpperCase() })),
  );
}

describe('CORS for ABP clients on other origins', () => {
  it('answers the preflight of every documented call from a listed origin, echoing it with credentials', async () => {
    const operations = await documentedOperations(withCors);
    expect(operations.length).toBeGreaterThan(35);
    for (const { url, verb } of operations) {
      const res = await withCors.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: allowedOrigin,
          'access-control-request-method': verb,
          'access-control-request-headers': 'authorization,content-type,abp.tenantid',
        },
      });
      expect(res.statusCode, `${verb} ${url}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${verb} ${url}`).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin'], url).toBe(allowedOrigin);
      expect(res.headers['access-control-allow-credentials'], url).toBe('true');
      const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
      expect(methods, url).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      const headers = String(res.headers['access-control-allow-headers']).split(/,\s*/);
      expect(headers, url).toEqual(expect.arrayContaining(corsAllowedHeaders));
      expect(String(res.headers.vary), url).toMatch(/origin/i);
    }
  });

  it('allows every header ABP clients send', () => {
    expect(corsAllowedHeaders).toEqual([
      'authorization',
      'content-type',
      'abp.tenantid',
      'abp-tenantid',
      '.aspnetcore.culture',
      'accept-language',
      'x-requested-with',
      'pragma',
      'cache-control',
      'expires',
      'x-signalr-user-agent',
    ]);
  });

  it('lets a listed origin negotiate with the SignalR hub as Microsoft’s client does', async () => {
    const res = await withCors.inject({
      method: 'OPTIONS',
      url: '/signalr/negotiate?negotiateVersion=1',
      headers: {
        origin: allowedOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-requested-with,x-signalr-user-agent',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(allowedOrigin);
    expect(String(res.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['x-requested-with', 'x-signalr-user-agent']),
    );
  });

  it('gives no CORS header to any other origin, on the preflight of any documented call', async () => {
    for (const { url, verb } of await documentedOperations(withCors)) {
      const res = await withCors.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: otherOrigin, 'access-control-request-method': verb, 'access-control-request-headers': 'authorization' },
      });
      expect(corsHeadersOf(res.headers), `${verb} ${url}`).toEqual([]);
      expect(res.statusCode, `${verb} ${url}`).toBeGreaterThanOrEqual(400);
    }
  });

  it('marks the actual replies to a listed origin, successes and errors alike, and only those', async () => {
    const ok = await withCors.inject({ method: 'GET', url: '/AbpUserConfiguration/GetAll', headers: { origin: allowedOrigin } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(allowedOrigin);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');

    const denied = await withCors.inject({
      method: 'GET',
      url: '/api/services/app/User/GetAll',
      headers: { origin: 'http://localhost:4200' },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['access-control-allow-origin']).toBe('http://localhost:4200');

    const invalid = await withCors.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: {},
      headers: { origin: allowedOrigin },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(allowedOrigin);

    const other = await withCors.inject({ method: 'GET', url: '/AbpUserConfiguration/GetAll', headers: { origin: otherOrigin } });
    expect(other.statusCode).toBe(200);
    expect(corsHeadersOf(other.headers)).toEqual([]);

    const sameOrigin = await withCors.inject({ method: 'GET', url: '/AbpUserConfiguration/GetAll' });
    expect(corsHeadersOf(sameOrigin.headers)).toEqual([]);
  });

  it('lets a listed origin sign in and call with its token', async () => {
    const login = await withCors.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { origin: allowedOrigin, 'content-type': 'application/json' },
      payload: { userNameOrEmailAddress: 'admin', password: testAdminPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(allowedOrigin);
    const post: Post = async (url, payload) => {
      const res = await withCors.inject({ method: 'POST', url, headers: { origin: allowedOrigin }, payload });
      expect(res.headers['access-control-allow-origin']).toBe(allowedOrigin);
      return { status: res.statusCode, body: res.json() };
    };
    const { accessToken: token } = await finishSignIn(t.deps, post, login.json().result);
    const users = await withCors.inject({
      method: 'GET',
      url: '/api/services/app/User/GetAll',
      headers: { origin: allowedOrigin, authorization: `Bearer ${token}` },
    });
    expect(users.statusCode).toBe(200);
    expect(users.headers['access-control-allow-origin']).toBe(allowedOrigin);
  });

  it('allows no origin at all when CORS_ORIGINS is unset', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/TokenAuth/Authenticate',
      headers: { origin: allowedOrigin, 'access-control-request-method': 'POST' },
    });
    expect(corsHeadersOf(preflight.headers)).toEqual([]);
    const res = await t.call('GET', '/AbpUserConfiguration/GetAll', { headers: { origin: allowedOrigin } });
    expect(corsHeadersOf(res.headers)).toEqual([]);
  });
});

describe('HEAD on pages and assets', () => {
  const comparable = (headers: Record<string, unknown>) => {
    const { date: _date, 'x-request-id': _id, ...rest } = headers;
    return rest;
  };

  // As a browser asks, opening a page or loading a file.
  const headers = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  for (const url of ['/', '/my-site/exams', '/assets/x.js', '/manifest.json', '/index.html']) {
    it(`answers HEAD ${url} as GET does, without the body`, async () => {
      const get = await withWeb.inject({ method: 'GET', url, headers });
      const head = await withWeb.inject({ method: 'HEAD', url, headers });
      expect(get.statusCode).toBe(200);
      expect(get.body.length).toBeGreaterThan(0);
      expect(head.statusCode).toBe(get.statusCode);
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
      expect(head.body).toBe('');
    });
  }

  it('answers HEAD on an unknown API path with the same 404 as GET', async () => {
    const get = await withWeb.inject({ method: 'GET', url: '/api/services/app/Nothing/Here' });
    const head = await withWeb.inject({ method: 'HEAD', url: '/api/services/app/Nothing/Here' });
    expect(get.statusCode).toBe(404);
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });
});

describe('caching and framing', () => {
  it('marks every JSON reply no-store: successes, errors, unknown paths', async () => {
    const admin = await t.loginAsAdmin();
    const replies = [
      await t.call('GET', '/AbpUserConfiguration/GetAll'),
      await t.call('GET', '/api/services/app/User/GetAll', { token: admin }),
      await t.call('GET', '/api/services/app/User/GetAll'),
      await t.call('POST', '/api/TokenAuth/Authenticate', { body: {} }),
      await t.call('GET', '/api/services/app/Nothing/Here'),
      await t.call('GET', '/health/live'),
    ];
    for (const res of replies) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], `${res.status}`).toBe('no-store');
    }
  });

  it('keeps the caching of static files and of the page shell', async () => {
    expect((await withWeb.inject({ method: 'GET', url: '/assets/x.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await withWeb.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await withWeb.inject({ method: 'GET', url: '/manifest.json' })).headers['cache-control']).toBe('no-cache');
    expect((await withWeb.inject({ method: 'GET', url: '/AbpUserConfiguration/GetAll' })).headers['cache-control']).toBe('no-store');
  });

  it('forbids framing in both headers', async () => {
    for (const url of ['/', '/AbpUserConfiguration/GetAll']) {
      const res = await withWeb.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});
