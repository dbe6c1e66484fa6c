import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The rule of eslint/database-access.js, on made-up files placed in the real tree. */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

const drizzle = "import { eq } from 'drizzle-orm';\nexport const same = eq;\n";
const schema = "import { users } from '../../db/schema';\nexport const table = users;\n";
const factory = "import { insertUser } from '../../seed/factories/users';\nexport const add = insertUser;\n";

// The first lint of a file parses its whole import graph for no-cycle: tens of seconds on a busy machine.
describe('only *.queries.ts speaks to the database', { timeout: 120_000 }, () => {
  it('refuses Drizzle, the schema and the factories in a service', async () => {
    expect(await problems('src/server/modules/users/probe.service.ts', drizzle)).toEqual([
      expect.stringContaining('queries.ts speaks Drizzle'),
    ]);
    expect(await problems('src/server/modules/users/probe.service.ts', schema)).toEqual([expect.stringContaining('reads the schema')]);
    expect(await problems('src/server/modules/users/probe.ts', factory)).toEqual([expect.stringContaining('for tests and the seed')]);
    const typeOnly = "import type { SQL } from 'drizzle-orm';\nexport type Where = SQL;\n";
    expect(await problems('src/server/modules/users/probe.job.ts', typeOnly)).toHaveLength(1);
  });

  it('accepts them in a module’s queries, its tests and its test support', async () => {
    expect(await problems('src/server/modules/users/probe.queries.ts', drizzle + schema)).toEqual([]);
    expect(await problems('src/server/modules/users/probe.test.ts', factory)).toEqual([]);
    expect(await problems('src/server/modules/users/probe.test-support.ts', schema)).toEqual([]);
  });

  it('names the three exam files still waiting for their queries, and holds every other exam file to the rule', async () => {
    expect(await problems('src/server/modules/exams/attempt-view.ts', drizzle)).toEqual([]);
    expect(await problems('src/server/modules/exams/exams.service.ts', drizzle)).toEqual([expect.stringContaining('speaks Drizzle')]);
    expect(await problems('src/server/modules/exams/attempt-probe.ts', schema)).toEqual([expect.stringContaining('reads the schema')]);
  });

  it('leaves the rest of the server to its own rules', async () => {
    expect(await problems('src/server/db/probe.ts', drizzle)).toEqual([]);
  });
});
