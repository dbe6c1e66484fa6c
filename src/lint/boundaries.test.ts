import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules of eslint/boundaries.js, on made-up files placed in the real tree: each import
 * is resolved against the files on disk, as `npm run lint` resolves it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint keeps the rooms', () => {
  it('refuses a server module that reaches into another module past its face, and accepts the face', async () => {
    const inside = await problems(
      'src/server/modules/users/probe.ts',
      "export { revokeAllSessions } from '../accounts/accounts.queries';\n",
    );
    expect(inside).toEqual([expect.stringContaining('import-x/no-restricted-paths')]);
    expect(await problems('src/server/modules/users/probe.ts', "export { revokeAllSessions } from '../accounts';\n")).toEqual([]);
    expect(
      await problems('src/server/kernel/probe.ts', "export { createSession } from '../modules/accounts/accounts.queries';\n"),
    ).toHaveLength(1);
  });

  it('refuses a web feature that imports another feature or the app', async () => {
    expect(await problems('src/web/features/users/probe.ts', "export * from '../roles/api';\n")).toEqual([
      expect.stringContaining('no-restricted-paths'),
    ]);
    expect(await problems('src/web/features/users/probe.ts', "export * from '../../app/query-client';\n")).toEqual([
      expect.stringContaining('no-restricted-paths'),
    ]);
    expect(await problems('src/web/features/users/probe.ts', "export * from '../../lib/routes';\n")).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // The settings face re-exports these queries, so their importing the face closes a loop.
    const code = "import { settingsModule } from './index';\nexport const name = settingsModule.name;\n";
    expect(await problems('src/server/modules/settings/settings.queries.ts', code)).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});
