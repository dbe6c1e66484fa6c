import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enAudit from '../../../shared/i18n/en/audit.json';
import isAudit from '../../../shared/i18n/is/audit.json';
import { recordOfMember } from './audit-entry';

/**
 * The audit log names the members a call set and the record it changed; a member or a record the
 * texts do not name came out in English in the Icelandic log ("checkout id", "Organization #3").
 * Every member of every call that changes something, and every kind of record, has its words in
 * both languages.
 */
const contracts = import.meta.glob<Record<string, unknown>>(['../../../shared/contracts/*.ts', '!../../../shared/contracts/*.test.ts'], {
  eager: true,
});

interface Schema {
  shape?: Record<string, unknown>;
  _zod?: { def: { innerType?: Schema; in?: Schema; options?: Schema[] } };
}

function membersOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.shape) return Object.keys(schema.shape);
  const def = schema._zod?.def;
  if (!def) return [];
  if (def.options) return def.options.flatMap(membersOf);
  return membersOf(def.innerType ?? def.in);
}

const members = new Set<string>();
const records = new Set<string>(recordOfMember.map(([, record]) => record));
function walk(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  const endpoint = value as { service?: unknown; method?: unknown; verb?: unknown; input?: Schema };
  if (typeof endpoint.service === 'string' && typeof endpoint.method === 'string' && 'input' in endpoint) {
    if (endpoint.verb === 'GET') return;
    records.add(endpoint.service);
    for (const member of membersOf(endpoint.input)) members.add(member);
    return;
  }
  for (const inner of Object.values(value)) walk(inner);
}
for (const module of Object.values(contracts)) walk(module);

// A route may name its record apart from its service (`record: 'UserNote'`).
const modulesDir = path.join(import.meta.dirname, '..');
for (const domain of fs.readdirSync(modulesDir).filter((name) => fs.statSync(path.join(modulesDir, name)).isDirectory()))
  for (const file of fs.readdirSync(path.join(modulesDir, domain)).filter((f) => f.endsWith('.routes.ts')))
    for (const match of fs.readFileSync(path.join(modulesDir, domain, file), 'utf8').matchAll(/record: '(\w+)'/g)) records.add(match[1]);

describe('the audit log’s words', () => {
  it('finds the calls that change something', () => {
    expect(records.size).toBeGreaterThan(20);
    expect(members.size).toBeGreaterThan(100);
    expect([...records]).toEqual(expect.arrayContaining(['Organization', 'Pilot', 'Checkout', 'UserNote']));
  });

  for (const [language, texts] of [
    ['is', isAudit],
    ['en', enAudit],
  ] as const) {
    it(`name every member and every kind of record in ${language}`, () => {
      const named = texts.members as Record<string, string>;
      expect([...members].filter((member) => !named[member]).sort()).toEqual([]);
      const kinds = texts.records as Record<string, string>;
      expect([...records].filter((record) => !kinds[record]).sort()).toEqual([]);
    });
  }
});
