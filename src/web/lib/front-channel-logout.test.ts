// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { authTokenCookieName } from './session';
import { StorageKey } from './storage';

/**
 * The front-channel logout script is plain JavaScript served as it is (public/), so it cannot
 * import storage.ts: it names the keys itself, and this keeps the two lists the same.
 */
const script = fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '../public/front-channel-logout.js'), 'utf8');
const authKeys = Object.values(StorageKey).filter((key) => key.startsWith('auth.'));

describe('the front-channel logout script', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('names every auth key of storage.ts, and nothing else', () => {
    const named = [...script.matchAll(/'(auth\.[\w.]+)'/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...authKeys].sort());
    expect(script).toContain(`'${authTokenCookieName}'`);
  });

  it('forgets the session in both storages and keeps the rest (the tenant, the language)', () => {
    for (const key of authKeys) {
      localStorage.setItem(key, 'x');
      sessionStorage.setItem(key, 'x');
    }
    localStorage.setItem(StorageKey.tenantId, '2');
    new Function(script)();
    for (const key of authKeys) {
      expect(localStorage.getItem(key), key).toBeNull();
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem(StorageKey.tenantId)).toBe('2');
  });

  it('has no inline handlers or evaluated strings, which the page’s script-src would refuse', () => {
    expect(script).not.toMatch(/\beval\(|new Function|setTimeout\(\s*['"]/);
  });
});
