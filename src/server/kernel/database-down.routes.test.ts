import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connectDatabase, type Database } from '../db/client';
import { createTestApp, finishSignIn, testAdminPassword, type TestApp } from '../test/harness';
import type { Post } from '../test/second-factor';

/**
 * PostgreSQL goes away under a running app: the app reaches its database through a TCP relay
 * that the test closes, cutting the open connections and refusing new ones, as a stopped or
 * crashed server does. Calls answer 503 with Retry-After and a translated envelope, and the app
 * serves again once the database is back.
 */

/** A relay from a local port to PostgreSQL that can be cut and restored on the same port. */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open() {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async cut() {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  }
}

let t: TestApp;
let relay: Relay;
let relayed: Database;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  const url = new URL(t.url);
  relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
  await relay.open();
  url.host = `127.0.0.1:${relay.port}`;
  relayed = connectDatabase(url.toString(), 4);
  app = await buildApp({ ...t.deps, database: relayed }, { webDir: null });
});
afterAll(async () => {
  await app.close();
  await relay.cut();
  await relayed.close();
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown; language?: string } = {}) =>
  app.inject({
    method,
    url,
    payload: options.body as never,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { '.aspnetcore.culture': options.language } : {}),
    },
  });

function expectUnavailable(res: Awaited<ReturnType<typeof call>>, message: string) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({ result: null, success: false, unAuthorizedRequest: false, __abp: true, error: { message } });
}

describe('while the database is down', () => {
  it('answers 503 with Retry-After, signed in or not, and serves again when it is back', async () => {
    const signIn = await call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'admin', password: testAdminPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const post: Post = async (url, body) => {
      const res = await call('POST', url, { body });
      return { status: res.statusCode, body: res.json() };
    };
    const { accessToken: token } = await finishSignIn(t.deps, post, signIn.json().result);
    expect((await call('GET', '/api/services/app/User/GetAll', { token })).statusCode).toBe(200);

    await relay.cut();
    const english = 'The database is not answering at the moment. Try again in 5 seconds.';
    // The session is loaded before anything else: not a 401, which would sign the user out.
    expectUnavailable(await call('GET', '/api/services/app/User/GetAll', { token, language: 'en' }), english);
    expectUnavailable(
      await call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: 'admin', password: 'x' }, language: 'en' }),
      english,
    );
    expectUnavailable(
      await call('GET', '/api/services/app/Page/GetShowPage?rank=1', { token, language: 'is' }),
      'Gagnagrunnurinn svarar ekki í augnablikinu. Reyndu aftur eftir 5 sekúndur.',
    );
    expect((await call('GET', '/health/ready')).statusCode).toBe(503);

    await relay.open();
    expect((await call('GET', '/health/ready')).statusCode).toBe(200);
    const again = await call('GET', '/api/services/app/User/GetAll', { token });
    expect(again.statusCode, again.body).toBe(200);
  });
});
