import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { readOperations, type Operation } from './openapi-operations';

export type NamedCall = [service: string, method: string, verb: string];

/**
 * Checks that each call the specification names is in the OpenAPI document once, at
 * `/api/services/app/{service}/{method}`, with the verb the specification gives it. A call that
 * goes missing or changes verb fails by name.
 */
export function describeCallsInOpenApi(title: string, calls: readonly NamedCall[]): void {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    operations = await readOperations(t.app);
  });
  afterAll(() => t?.close());

  describe(title, () => {
    it.each(calls)('%s/%s is there as %s', (service, method, verb) => {
      const found = operations.filter((op) => op.service === service && op.method.toLowerCase() === method.toLowerCase());
      expect(found.map((op) => op.verb)).toEqual([verb]);
      expect(found[0]!.path).toBe(`/api/services/app/${service}/${method}`);
    });
  });
}
