import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../shared/permissions';
import type { ServiceDeps } from '../deps';
import { accessRule } from '../kernel/access';
import { serverModules } from '.';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const folders = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The route lists only close over their deps; nothing runs until a request comes.
const routesOf = (module: (typeof serverModules)[number]) => module.routes({} as ServiceDeps, {});

function guardedBy(module: (typeof serverModules)[number]): Set<string> {
  const guarded = new Set<string>();
  for (const route of routesOf(module)) {
    const rule = accessRule(route.access);
    for (const permission of rule.anyOf ?? []) guarded.add(permission);
    if (rule.orFor) guarded.add(rule.orFor.permission);
  }
  return guarded;
}

describe('the module list', () => {
  it('holds every module folder once, named as its folder, each with a face', () => {
    expect(serverModules.map((m) => m.name).sort()).toEqual([...folders].sort());
    for (const folder of folders) expect(fs.existsSync(path.join(modulesDir, folder, 'index.ts')), folder).toBe(true);
  });

  it('gives every ABP call to one module only', () => {
    const seen = new Map<string, string>();
    for (const module of serverModules) {
      for (const route of routesOf(module)) {
        // A path may answer two verbs (a POST call with its GET alias), each once.
        const key = `${route.verb} ${route.path.toLowerCase()}`;
        expect(seen.get(key), `${key} in ${module.name}`).toBeUndefined();
        seen.set(key, module.name);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('runs each job under its own name', () => {
    // As with the routes, building a handler only closes over its deps.
    const names = serverModules.flatMap((m) => (m.jobs?.({ database: {} } as never) ?? []).map((job) => job.name));
    expect(names.sort()).toEqual([
      'accounting.export',
      'accounting.tick',
      'backups.take',
      'exam-session.end',
      'exam.auto-submit',
      'id-login.cleanup',
      'mailing-batch',
      'payments.settle',
      'payments.validity',
      'reminders.expiry',
      'send-mail',
    ]);
  });

  it('has one owner for every permission that a call guards, and owners only of known permissions', () => {
    const owner = new Map<string, string>();
    for (const module of serverModules) {
      for (const permission of module.permissions ?? []) {
        expect(allPermissionNames, module.name).toContain(permission);
        expect(owner.get(permission), `${permission} owned twice`).toBeUndefined();
        owner.set(permission, module.name);
      }
    }
    for (const module of serverModules) {
      for (const permission of guardedBy(module))
        expect(owner.has(permission), `${permission} guarded by ${module.name} has no owner`).toBe(true);
    }
  });
});
