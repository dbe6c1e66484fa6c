import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { foreignReads, readByEveryModule, readModels, tableOwners } from './table-owners';

const modulesDir = path.resolve(import.meta.dirname, '../modules');
const moduleNames = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each table of the schema by the name it is exported under. */
const tableOf = new Map(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);
const tableNames = new Set<string>(tableOf.values());

const filesIn = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(file) : [file];
  });
const queryFiles = filesIn(modulesDir)
  .filter((file) => file.endsWith('.queries.ts'))
  .map((file) => path.relative(modulesDir, file));

/** The tables a queries file uses: the schema objects it imports, and the names its raw SQL gives. */
function tablesUsedBy(source: string): Set<string> {
  const used = new Set<string>();
  for (const [, names] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[./]*(?:db\/)?schema(?:\/[\w-]+)?'/g)) {
    for (const part of names!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      const table = tableOf.get(name);
      if (table) used.add(table);
    }
  }
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const [, name] of code.matchAll(/\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi)) {
    if (tableNames.has(name!)) used.add(name!);
  }
  return used;
}

const moduleOf = (file: string) => file.split('/')[0]!;

describe('who reads which table', () => {
  it('gives every table of the schema one owner, a module or the kernel', () => {
    expect(Object.keys(tableOwners).sort()).toEqual([...tableNames].sort());
    for (const [table, owner] of Object.entries(tableOwners)) expect([...moduleNames, 'kernel'], table).toContain(owner);
    for (const table of Object.keys(readByEveryModule)) expect(tableNames).toContain(table);
  });

  it('sees a table in a schema import and in raw SQL', () => {
    const source =
      'import { users as people, type pilots } from \'../../db/schema\';\nconst q = `select 1 from exam_sessions s join "roles" r on true`;\n// from payments\n';
    expect([...tablesUsedBy(source)].sort()).toEqual(['exam_sessions', 'pilots', 'roles', 'users']);
  });

  it('lets a module’s queries read only their own tables, the listed ones and, in a read model, any', () => {
    const unlisted: string[] = [];
    const needed = new Set<string>();
    for (const file of queryFiles) {
      if (readModels[file]) continue;
      const module = moduleOf(file);
      for (const table of tablesUsedBy(fs.readFileSync(path.join(modulesDir, file), 'utf8'))) {
        if (tableOwners[table] === module || readByEveryModule[table]) continue;
        if (foreignReads[module]?.[table]) needed.add(`${module} ${table}`);
        else unlisted.push(`${file} reads ${table} (${tableOwners[table]})`);
      }
    }
    expect(unlisted).toEqual([]);
    const listed = Object.entries(foreignReads).flatMap(([module, tables]) => Object.keys(tables).map((table) => `${module} ${table}`));
    expect(listed.filter((pair) => !needed.has(pair))).toEqual([]);
  });

  it('names as read models only queries files that exist and read across', () => {
    for (const file of Object.keys(readModels)) {
      expect(queryFiles).toContain(file);
      const foreign = [...tablesUsedBy(fs.readFileSync(path.join(modulesDir, file), 'utf8'))].filter(
        (table) => tableOwners[table] !== moduleOf(file) && !readByEveryModule[table],
      );
      expect(foreign.length, file).toBeGreaterThan(0);
    }
  });
});
