import fs from 'node:fs';
import path from 'node:path';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changingParts, replySerializerCompiler } from './reply-serializer';

const contractsDir = path.resolve(import.meta.dirname, '../../shared/contracts');

/** Every endpoint the contracts define, wherever in a module's exports it sits. */
async function allEndpoints() {
  const found: { name: string; result: z.ZodType }[] = [];
  for (const file of fs.readdirSync(contractsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const exports = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const group of Object.values(exports)) {
      if (!group || typeof group !== 'object') continue;
      for (const candidate of Object.values(group as Record<string, unknown>)) {
        const e = candidate as { service?: unknown; method?: unknown; result?: unknown } | null;
        if (e && typeof e.service === 'string' && e.result instanceof z.ZodType)
          found.push({ name: `${e.service}/${e.method}`, result: e.result });
      }
    }
  }
  return found;
}

const serialize = (schema: z.ZodType) => replySerializerCompiler({ schema, method: 'GET', url: '/x', httpPart: 'response' } as never);

describe('the reply serializer', () => {
  it('sends only the members the result declares', () => {
    const user = z.object({ id: z.number(), name: z.string(), roles: z.array(z.object({ name: z.string() })) });
    const row = { id: 1, name: 'Jóna', passwordHash: '$argon2id$…', roles: [{ name: 'Pilot', grantedBy: 7 }] };
    expect(JSON.parse(serialize(user)(row) as string)).toEqual({ id: 1, name: 'Jóna', roles: [{ name: 'Pilot' }] });
  });

  it('refuses a reply that breaks its contract', () => {
    let thrown: unknown;
    try {
      serialize(z.object({ id: z.number() }))({ id: 'one' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('finds a transform, a pipe or a preprocess wherever it sits', () => {
    expect(changingParts(z.object({ a: z.array(z.object({ b: z.string().transform((s) => s.length) })) }))).toEqual(['result.a.[].b']);
    expect(changingParts(z.object({ a: z.string().nullable().optional() }))).toEqual([]);
    expect(changingParts(z.union([z.number(), z.string().pipe(z.coerce.number())]))).toEqual(['result.|1']);
  });

  // Parsing and encoding give the same reply only while no result changes values in passing.
  it('no contract result changes a value in passing', async () => {
    const endpoints = await allEndpoints();
    expect(endpoints.length).toBeGreaterThan(200);
    const changing = endpoints.flatMap((e) => changingParts(e.result).map((at) => `${e.name}: ${at}`));
    expect(changing).toEqual([]);
  });
});
