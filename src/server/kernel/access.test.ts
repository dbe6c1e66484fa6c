import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Permission } from '../../shared/permissions';
import { endpoint } from '../../shared/contracts/endpoint';
import { registerRoutes, route as routeOf } from './abp-route';
import type { Access } from './access';
import type { Actor } from './context';
import { installErrorHandler } from './error-handler';

/**
 * The kernel enforces each route's declaration by itself: these handlers check nothing, so
 * whatever is refused here was refused before the handler ran.
 */

const limits = { login: { max: 100, timeWindow: 60_000 }, anonymousWrite: { max: 100, timeWindow: 60_000 } };
let app: FastifyInstance;
let handled = 0;

const route = (method: string, access: Access, input?: z.ZodObject) =>
  routeOf(endpoint({ service: 'Probe', method, verb: 'POST', input, result: z.boolean() }), {
    access,
    summary: method,
    handler: async () => {
      handled++;
      return true;
    },
  });

/** The caller a test names in a header: `host:Pages.Users` or `7:` (tenant 7, nothing held). */
function actorOf(header: string | undefined): Actor | null {
  if (!header) return null;
  const [tenant, held] = header.split(':');
  return {
    userId: 42,
    tenantId: tenant === 'host' ? null : Number(tenant),
    sessionId: 's',
    userName: 'probe',
    userTypeId: null,
    statusId: 0,
    language: 'en',
    permissions: new Set(held ? held.split(',') : []),
  };
}

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request) => {
    const actor = actorOf(request.headers['x-probe-actor'] as string | undefined);
    request.ctx = { actor, tenantId: actor?.tenantId ?? null, language: 'en', requestId: 'r', clientIp: '', userAgent: '' };
  });
  installErrorHandler(app);
  registerRoutes(
    app,
    [
      route('Anonymous', 'anonymous'),
      route('SignedIn', 'signedIn'),
      route('Users', Permission.Users),
      route('Either', { anyOf: [Permission.Settings, Permission.ExamGeneralSettings] }),
      route('HostOnly', { anyOf: [Permission.Tenants], hostOnly: true }),
      route('SelfOr', { anyOf: [Permission.ExamResults], orSelf: 'userId' }, z.object({ userId: z.number().int() })),
      route(
        'Narrower',
        { anyOf: [Permission.Settings], orFor: { permission: Permission.ExamGeneralSettings, member: 'settingId', values: [5, 6] } },
        z.object({ settingId: z.number().int() }),
      ),
    ],
    limits,
  );
  await app.ready();
});

afterAll(() => app.close());

async function call(method: string, actor?: string, body: object = {}) {
  const before = handled;
  const res = await app.inject({
    method: 'POST',
    url: `/api/services/app/Probe/${method}`,
    headers: actor ? { 'x-probe-actor': actor } : {},
    payload: body,
  });
  return { status: res.statusCode, ran: handled > before };
}

describe('Each route’s declared access, enforced by the kernel', () => {
  it('lets anyone call an anonymous route', async () => {
    expect(await call('Anonymous')).toEqual({ status: 200, ran: true });
  });

  it('answers 401 without a session and lets any session through a signedIn route', async () => {
    expect(await call('SignedIn')).toEqual({ status: 401, ran: false });
    expect(await call('SignedIn', '3:')).toEqual({ status: 200, ran: true });
  });

  it('answers 403 to a caller lacking the permission, before the handler', async () => {
    expect(await call('Users')).toEqual({ status: 401, ran: false });
    expect(await call('Users', 'host:Pages.Roles')).toEqual({ status: 403, ran: false });
    expect(await call('Users', '3:Pages.Users')).toEqual({ status: 200, ran: true });
    expect(await call('Either', 'host:Pages.Exam.GeneralSettings')).toEqual({ status: 200, ran: true });
    expect(await call('Either', 'host:Pages.Users')).toEqual({ status: 403, ran: false });
  });

  it('refuses a tenant’s user a host-only route whatever they hold', async () => {
    expect(await call('HostOnly', '3:Pages.Tenants')).toEqual({ status: 403, ran: false });
    expect(await call('HostOnly', 'host:Pages.Tenants')).toEqual({ status: 200, ran: true });
  });

  it('lets a caller without the permission name only themselves', async () => {
    expect(await call('SelfOr', '3:', { userId: 42 })).toEqual({ status: 200, ran: true });
    expect(await call('SelfOr', '3:', { userId: 43 })).toEqual({ status: 403, ran: false });
    expect(await call('SelfOr', '3:Pages.Exam.ExamResults', { userId: 43 })).toEqual({ status: 200, ran: true });
    expect(await call('SelfOr', undefined, { userId: 42 })).toEqual({ status: 401, ran: false });
  });

  it('lets the narrower permission act only on the values it covers', async () => {
    const narrow = 'host:Pages.Exam.GeneralSettings';
    expect(await call('Narrower', narrow, { settingId: 5 })).toEqual({ status: 200, ran: true });
    expect(await call('Narrower', narrow, { settingId: 1 })).toEqual({ status: 403, ran: false });
    expect(await call('Narrower', 'host:Pages.DroneOperator.Settings', { settingId: 1 })).toEqual({ status: 200, ran: true });
    expect(await call('Narrower', 'host:Pages.Users', { settingId: 5 })).toEqual({ status: 403, ran: false });
  });
});
