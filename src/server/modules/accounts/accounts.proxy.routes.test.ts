import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { createTestApp, testAdminPassword, type TestApp } from '../../test/harness';
import { findHaproxy, startHaproxy, type ReverseProxy } from '../../test/reverse-proxy';

const haproxy = findHaproxy();
const missing = 'SKIPPED: haproxy is not installed (apt-get install haproxy; .ci/run installs it)';
if (!haproxy) console.warn(`accounts.proxy.routes.test.ts ${missing}`);
const describeWithProxy = haproxy ? describe : describe.skip;

interface Reply {
  status: number;
  body: any;
}

/** A request through the proxy from a given loopback address, carrying a forged X-Forwarded-For. */
function post(port: number, path: string, body: object, from: string, forwardedFor: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, '.aspnetcore.culture': 'c=en|uic=en' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.once('error', reject);
    request.end(JSON.stringify(body));
  });
}

// Both ways of naming the proxy: one hop (`true`) and its address.
describeWithProxy.each(['true', '127.0.0.1'])(
  `behind HAProxy on loopback with TRUST_PROXY=%s${haproxy ? '' : ` (${missing})`}`,
  (setting) => {
    let t: TestApp;
    let app: FastifyInstance;
    let proxy: ReverseProxy;
    beforeAll(async () => {
      t = await createTestApp();
      app = await buildApp(t.deps, {
        webDir: null,
        trustProxy: readConfig({ TRUST_PROXY: setting }).trustProxy,
        rateLimits: {
          login: { max: 5, timeWindow: 60_000 },
          anonymousWrite: { max: 5, timeWindow: 60_000 },
          failedSignIns: { perAddress: { max: 8, timeWindow: 60_000 }, perAccount: { max: 3, timeWindow: 60_000 } },
        },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      proxy = await startHaproxy(haproxy!, (app.server.address() as AddressInfo).port);
    });
    afterAll(async () => {
      await proxy?.close();
      await app?.close();
      await t?.close();
    });

    const signIn = (from: string, forged: string, userNameOrEmailAddress: string, password: string) =>
      post(proxy.port, '/api/TokenAuth/Authenticate', { userNameOrEmailAddress, password }, from, forged);
    const addressesOf = async (name: string) =>
      (await t.database.pool.query(`select distinct client_ip from login_attempts where user_name_or_email_address = $1`, [name])).rows.map(
        (r) => r.client_ip,
      );

    it('counts wrong passwords by the real client, whatever left-most X-Forwarded-For it forges', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 12; i++) statuses.push((await signIn('127.0.0.2', `198.51.100.${i}`, 'admin', `guess-${i}`)).status);
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
      expect(await addressesOf('admin')).toEqual(['127.0.0.2']);
    });

    it('stops a client spraying many names under rotating forged addresses at its budget', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 12; i++) statuses.push((await signIn('127.0.0.3', `203.0.113.${i}`, `nobody${i}`, 'Sumar-2026!')).status);
      expect(statuses.indexOf(429)).toBe(8);
      expect(statuses.slice(8).every((status) => status === 429)).toBe(true);
    });

    it('lets the owner sign in from another client meanwhile', async () => {
      const owner = await signIn('127.0.0.4', '127.0.0.2', 'admin', testAdminPassword);
      expect(owner.status).toBe(200);
      // The password is taken; the administrator's second step follows (decision 0026).
      expect(owner.body.result).toMatchObject({ requiresTwoFactorVerification: true, userId: 1 });
    });

    it('limits reset requests by the real client, whatever left-most X-Forwarded-For it forges', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 8; i++) {
        statuses.push(
          (await post(proxy.port, '/api/TokenAuth/ResetPassword', { emailOrUsername: 'admin' }, '127.0.0.5', `192.0.2.${i}`)).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    });

    it('does not believe X-Forwarded-For from a client that reaches the app without the proxy', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        remoteAddress: '203.0.113.99',
        headers: { 'x-forwarded-for': '198.51.100.250' },
        payload: { userNameOrEmailAddress: 'direct', password: 'whatever' },
      });
      expect(res.statusCode).toBe(400);
      expect(await addressesOf('direct')).toEqual(['203.0.113.99']);
    });
  },
);
