import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../../shared/contracts/endpoint';
import { defaultRateLimits } from '../../app';
import { registerRoutes, route, type CallObserver, type SucceededCall } from '../../kernel/abp-route';
import type { RequestContext } from '../../kernel/context';

/**
 * The seam the audit log hangs on: the kernel tells observers of every successful call, after
 * the handler, and an observer that fails is logged as an error while the caller keeps the reply.
 */
async function appWith(observers: CallObserver[], handler: () => Promise<{ id: number }>) {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.ctx = { actor: null, tenantId: null, language: 'is', requestId: request.id, clientIp: request.ip, userAgent: '' };
  });
  const probe = endpoint({
    service: 'Probe',
    method: 'Create',
    input: z.object({ name: z.string() }),
    result: z.object({ id: z.number() }),
  });
  registerRoutes(app, [route(probe, { access: 'anonymous', summary: 'A probe.', handler })], defaultRateLimits, observers);
  await app.ready();
  return { app, logged };
}

describe('call observers', () => {
  it('are told of a successful call with its route, input and result, and a failing one costs the caller nothing', async () => {
    const seen: SucceededCall[] = [];
    const failing: CallObserver = async () => {
      throw new Error('the audit table is gone');
    };
    const { app, logged } = await appWith([failing, async (call) => void seen.push(call)], async () => ({ id: 7 }));
    const res = await app.inject({ method: 'POST', url: '/api/services/app/Probe/Create', payload: { name: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, result: { id: 7 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ route: { service: 'Probe', method: 'Create', verb: 'POST' }, input: { name: 'x' }, result: { id: 7 } });
    const errors = logged.map((line) => JSON.parse(line) as { level: number; msg: string; call: string; error: { message: string } });
    expect(errors).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'a call observer failed',
        call: 'Probe/Create',
        error: expect.objectContaining({ message: 'the audit table is gone' }),
      }),
    ]);
    await app.close();
  });

  it('are not told of a call that failed or was refused', async () => {
    const seen: SucceededCall[] = [];
    const { app } = await appWith([async (call) => void seen.push(call)], async () => {
      throw new Error('no');
    });
    expect((await app.inject({ method: 'POST', url: '/api/services/app/Probe/Create', payload: { name: 'x' } })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/api/services/app/Probe/Create', payload: { name: 1 } })).statusCode).toBe(400);
    expect(seen).toEqual([]);
    await app.close();
  });
});
