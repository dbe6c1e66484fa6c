import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, isUpdate, membersFilledWhenOmitted } from '../../shared/contracts/endpoint';
import { createTestApp, type TestApp } from '../test/harness';
import { readOperations, type JsonSchema, type Operation } from '../test/openapi-operations';

/**
 * Decision 0027: a member an update leaves out is refused (required, 400) or left as it is
 * (optional), never replaced by a default. Role/Update without its grants once wiped them, and
 * User/Update without its roles took them all. Every update of the OpenAPI document is walked, so
 * the next one is held to it the day it is added; `endpoint()` refuses such a contract as well.
 */

let t: TestApp;
let updates: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  updates = (await readOperations(t.app)).filter((op) => isUpdate(op.method));
});
afterAll(() => t.close());

/** Whether a member's schema, or any alternative of it, fills itself in when omitted. */
const hasDefault = (schema: JsonSchema): boolean =>
  schema.default !== undefined || [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(hasDefault);

describe('every update call', () => {
  it('fills in no member a caller leaves out', () => {
    expect(updates.length).toBeGreaterThan(30);
    const filled = updates.flatMap((op) => {
      const members = { ...Object.fromEntries(op.parameters.map((p) => [p.name, p.schema])), ...(op.body?.properties ?? {}) };
      return Object.entries(members)
        .filter(([, schema]) => hasDefault(schema))
        .map(([name]) => `${op.id}.${name}`);
    });
    expect(filled).toEqual([]);
  });

  it('cannot be defined with a default', () => {
    const input = z.object({ id: z.number(), grantedPermissions: z.array(z.string()).default([]) });
    expect(membersFilledWhenOmitted(input)).toEqual(['grantedPermissions']);
    expect(() => endpoint({ service: 'Role', method: 'Update', input, result: z.null() })).toThrow(/grantedPermissions/);
    expect(() => endpoint({ service: 'Role', method: 'Create', input, result: z.null() })).not.toThrow();
    const wrapped = z.object({ isMain: z.boolean().default(false).optional(), note: z.string().catch('') });
    expect(membersFilledWhenOmitted(wrapped)).toEqual(['isMain', 'note']);
  });
});
