import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(new URL(import.meta.url).pathname);

function entriesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => entriesOf(v, prefix ? `${prefix}/${k}` : k));
  }
  return [[prefix, value]];
}
const keysOf = (value: unknown) => entriesOf(value).map(([k]) => k);

function load(language: string) {
  const files = fs.readdirSync(path.join(dir, language)).filter((f) => f.endsWith('.json'));
  return Object.fromEntries(files.map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, language, f), 'utf8'))]));
}

describe('translations', () => {
  const is = load('is');
  const en = load('en');

  it('have the same namespaces in Icelandic and English', () => {
    expect(Object.keys(is).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(is))('have the same keys in both languages in %s', (file) => {
    expect(keysOf(en[file]).sort()).toEqual(keysOf(is[file]).sort());
  });

  it.each(Object.keys(is))('have no empty texts and the same placeholders in both languages in %s', (file) => {
    const a = Object.fromEntries(entriesOf(is[file]));
    const b = Object.fromEntries(entriesOf(en[file]));
    for (const key of Object.keys(a)) {
      expect(String(a[key]).trim(), `${file} is ${key}`).not.toBe('');
      expect(String(b[key] ?? '').trim(), `${file} en ${key}`).not.toBe('');
      const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
      expect(placeholders(b[key]), `${file} ${key}`).toEqual(placeholders(a[key]));
    }
  });
});
