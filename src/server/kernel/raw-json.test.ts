import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/contracts/endpoint';
import { registerRoutes, route } from './abp-route';
import { installErrorHandler } from './error-handler';
import { jsonFragment, jsonObjectOf } from './raw-json';
import { replySerializerCompiler } from './reply-serializer';

const texts = z.record(z.string(), z.string());
const result = z.object({
  id: z.number().int(),
  note: z.string().optional(),
  texts,
  owner: z.object({ name: z.string() }),
});
const whole = { id: 7, texts: { a: 'A', b: 'B' }, owner: { name: 'Jóna', passwordHash: 'x' } };

describe('checked JSON', () => {
  it('a fragment keeps only what its schema declares, and refuses what breaks it as the server’s fault', () => {
    expect(jsonFragment(result.shape.owner, { name: 'Jóna', passwordHash: 'x' } as never).json).toBe('{"name":"Jóna"}');
    let thrown: unknown;
    try {
      jsonFragment(result.shape.owner, { name: 3 } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(z.ZodError);
  });

  it('an object of fragments and values is the JSON the whole would give, in the schema’s order', () => {
    const assembled = jsonObjectOf(result, {
      owner: whole.owner as never,
      texts: jsonFragment(texts, whole.texts),
      id: 7,
      note: undefined,
    });
    expect(assembled.json).toBe(JSON.stringify(result.parse(whole)));
  });

  it('is the same JSON as bytes, fragments at the start, the end or alone, and an object with no members', () => {
    const wide = { id: 7, texts: { þ: 'Þórsmörk – “fjall”', emoji: '🛩' }, owner: { name: 'Jóna' } };
    const objects = [
      jsonObjectOf(result, {
        id: 7,
        note: undefined,
        texts: jsonFragment(texts, wide.texts),
        owner: jsonFragment(result.shape.owner, wide.owner),
      }),
      jsonObjectOf(result.pick({ texts: true }), { texts: jsonFragment(texts, wide.texts) }),
      jsonObjectOf(result.pick({ owner: true, id: true }), { owner: jsonFragment(result.shape.owner, wide.owner), id: 7 }),
    ];
    const expected = [wide, { texts: wide.texts }, { owner: wide.owner, id: 7 }].map((value) => JSON.stringify(value));
    expect(objects.map((o) => o.bytes.toString('utf8'))).toEqual(expected);
    expect(objects.map((o) => o.json)).toEqual(expected);
    expect(jsonObjectOf(z.object({ note: z.string().optional() }), { note: undefined }).json).toBe('{}');
    // A fragment's bytes are encoded once and reused by every object made with it.
    const fragment = jsonFragment(texts, wide.texts);
    expect(fragment.bytes).toBe(fragment.bytes);
  });

  it('an object made of an object of fragments is the whole’s JSON, and holds the fragment’s bytes uncopied', () => {
    const wide = { id: 7, texts: { þ: 'Þórsmörk – “fjall”', emoji: '🛩' }, owner: { name: 'Jóna' } };
    const fragment = jsonFragment(texts, wide.texts);
    const inner = jsonObjectOf(result.pick({ texts: true, id: true }), { texts: fragment, id: 7 });
    const outer = jsonObjectOf(z.object({ inner: result.pick({ texts: true, id: true }), last: z.boolean() }), { inner, last: true });
    expect(outer.json).toBe(JSON.stringify({ inner: { texts: wide.texts, id: 7 }, last: true }));
    expect(outer.bytes.toString('utf8')).toBe(outer.json);
    expect(outer.pieces).toContain(fragment.bytes);
  });

  it('a route answering checked JSON sends the same bytes as one answering the object', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(replySerializerCompiler);
    app.decorateRequest('ctx', null as never);
    app.addHook('onRequest', async (request) => {
      request.ctx = { actor: null, tenantId: null, language: 'en', requestId: 'r', clientIp: '', userAgent: '' };
    });
    installErrorHandler(app);
    const probe = (method: string, handler: () => Promise<unknown>) =>
      route(endpoint({ service: 'Probe', method: `Get${method}`, result }), {
        access: 'anonymous',
        summary: method,
        handler: handler as never,
      });
    const limits = { login: { max: 100, timeWindow: 60_000 }, anonymousWrite: { max: 100, timeWindow: 60_000 } };
    registerRoutes(
      app,
      [
        probe('Object', async () => whole),
        probe('Checked', async () => jsonObjectOf(result, { ...whole, note: undefined, texts: jsonFragment(texts, whole.texts) } as never)),
      ],
      limits,
    );
    const [plain, checked] = await Promise.all(
      ['Object', 'Checked'].map((m) => app.inject({ method: 'GET', url: `/api/services/app/Probe/Get${m}` })),
    );
    expect(checked.statusCode).toBe(200);
    expect(checked.headers['content-type']).toBe(plain.headers['content-type']);
    expect(checked.body).toBe(plain.body);
    await app.close();
  });
});
