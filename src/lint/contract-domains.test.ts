import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ServiceDeps } from '../server/deps';
import { serverModules } from '../server/modules';

/**
 * A call's contract, its server and its name belong to one domain (docs/adding-a-domain.md): the
 * calls of `contracts/x.ts` are served by the module `x`. A contract file may hold a part of a
 * domain under a name of its own; each is listed here with the module that serves it and why.
 */
const partsOfDomains: Record<string, { module: string; why: string }> = {
  'organization-proofs': { module: 'organizations', why: 'how an organisation proves who it is: a step of its record' },
  'organization-members': { module: 'organizations', why: 'the people in an organisation and their requests' },
  'second-factor': { module: 'accounts', why: 'a second step of signing in to an account' },
  'course-platform': { module: 'courses', why: 'the outside course platform the courses module speaks to' },
};

/** Calls served by another domain than their contract's, each with the reason. */
const callsServedElsewhere: Record<string, { module: string; why: string }> = {
  'POST /api/services/app/user/resetsecondfactor': {
    module: 'users',
    why: "an administrator's action on another person's account, guarded by the users' permissions",
  },
};

const contractsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../shared/contracts');
const contractFiles = fs
  .readdirSync(contractsDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['endpoint.ts', 'common.ts', 'content.ts'].includes(name));

interface Endpoint {
  verb: string;
  path: string;
}
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).verb === 'string' &&
  typeof (value as Endpoint).path === 'string';
const keyOf = (call: Endpoint) => `${call.verb} ${call.path.toLowerCase()}`;

function endpointsIn(value: unknown, found: Endpoint[] = []): Endpoint[] {
  if (isEndpoint(value)) found.push(value);
  else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const member of Object.values(value)) endpointsIn(member, found);
  return found;
}

// The route lists only close over their deps; nothing runs until a request comes.
const servedBy = new Map<string, string>();
for (const module of serverModules) for (const route of module.routes({} as ServiceDeps, {})) servedBy.set(keyOf(route), module.name);

describe("a call's contract and its server", () => {
  it('are named for one domain, or the contract is a listed part of the module serving it', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const file of contractFiles) {
      const name = file.replace(/\.ts$/, '');
      const domain = partsOfDomains[name]?.module ?? name;
      const contract: Record<string, unknown> = await import(pathToFileURL(path.join(contractsDir, file)).href);
      for (const call of Object.values(contract).flatMap((value) => endpointsIn(value))) {
        const module = servedBy.get(keyOf(call));
        // Downloads and pages outside the ABP envelope are not in the route lists.
        if (module === undefined) continue;
        checked++;
        const expected = callsServedElsewhere[keyOf(call)]?.module ?? domain;
        if (module !== expected) wrong.push(`${keyOf(call)}: contract ${file}, served by ${module}`);
      }
    }
    expect(wrong).toEqual([]);
    // Most of the API is read: a scan that found no calls would pass on nothing.
    expect(checked).toBeGreaterThan(200);
  });

  it('lists only parts and calls that exist', () => {
    for (const [name, part] of Object.entries(partsOfDomains)) {
      expect(contractFiles, name).toContain(`${name}.ts`);
      expect(
        serverModules.some((m) => m.name === part.module),
        part.module,
      ).toBe(true);
    }
    for (const [call, served] of Object.entries(callsServedElsewhere)) expect(servedBy.get(call), call).toBe(served.module);
  });
});
