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
  return result.messages
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId?.startsWith('layers/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

// The first lint of a file parses its whole import graph for no-cycle: tens of seconds on a busy machine.
describe('lint keeps the rooms', { timeout: 120_000 }, () => {
  it('refuses a server module that reaches into another module past its face, and accepts the face', async () => {
    const inside = await problems(
      'src/server/modules/users/probe.ts',
      "export { revokeAllSessions } from '../accounts/accounts.queries';\n",
    );
    expect(inside).toEqual([expect.stringContaining('import-x/no-restricted-paths')]);
    expect(await problems('src/server/modules/users/probe.ts', "export { revokeAllSessions } from '../accounts';\n")).toEqual([]);
    expect(await problems('src/server/kernel/probe.ts', "export { createSession } from '../modules/accounts/accounts.queries';\n")).toEqual(
      [expect.stringContaining('import-x/no-restricted-paths'), expect.stringContaining('layers/no-restricted-paths')],
    );
  });

  it('refuses a layer below the modules that imports a module or what composes them, and lets its tests reach up', async () => {
    const below = [
      'db',
      'kernel',
      'mail',
      'pdf',
      'jobs',
      'adapters/company-registry',
      'adapters/course-platform',
      'adapters/id-provider',
      'adapters/payment-provider',
      'spreadsheets',
    ];
    for (const folder of below) {
      const up = '../'.repeat(folder.split('/').length);
      const layer = folder.split('/')[0];
      expect(await problems(`src/server/${folder}/probe.ts`, `export { createSession } from '${up}modules/accounts';\n`), folder).toEqual([
        expect.stringContaining(`src/server/${layer} sits below the modules`),
      ]);
    }
    expect(await problems('src/server/db/probe.ts', "export { seed } from '../seed/seed';\n")).toHaveLength(1);
    expect(await problems('src/server/jobs/probe.ts', "export { startModuleJobs } from '../module-jobs';\n")).toHaveLength(1);
    expect(await problems('src/server/kernel/probe.ts', "export { buildApp } from '../app';\n")).toHaveLength(1);
    expect(await problems('src/server/pdf/probe.ts', "export { insertUser } from '../seed/factories/users';\n")).toHaveLength(1);
    expect(await problems('src/server/mail/probe.ts', "export { plainText } from '../kernel/html';\n")).toEqual([]);
    expect(await problems('src/server/db/probe.test.ts', "export { createSession } from '../modules/accounts';\n")).toEqual([]);
    expect(await problems('src/server/seed/probe.ts', "export { createSession } from '../modules/accounts';\n")).toEqual([]);
    expect(await problems('src/server/probe.ts', "export { startModuleJobs } from './module-jobs';\n")).toEqual([]);
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

  it('lets the app reach a feature only through its screens files and its index.ts', async () => {
    expect(await problems('src/web/app/probe.ts', "export * from '../features/notifications/components/notification-bell';\n")).toEqual([
      expect.stringContaining('only through its screens files or its index.ts'),
    ]);
    expect(await problems('src/web/app/layouts/probe.ts', "export * from '../../features/accounts/api';\n")).toHaveLength(1);
    expect(
      await problems('src/web/app/probe.ts', "export const load = () => import('../features/home/pages/exception-page');\n"),
    ).toHaveLength(1);
    for (const face of ['notifications', 'home/index', 'id-login', 'accounts/screens', 'users/admin-screens', 'courses/my-site-screens']) {
      expect(await problems('src/web/app/probe.ts', `export * from '../features/${face}';\n`), face).toEqual([]);
    }
  });

  it('refuses a feature or the app in src/web/lib and src/web/components', async () => {
    expect(await problems('src/web/lib/probe.ts', "export * from '../features/users/api';\n")).toEqual([
      expect.stringContaining('serve every feature and the app'),
    ]);
    expect(await problems('src/web/components/probe.ts', "export * from '../app/query-client';\n")).toEqual([
      expect.stringContaining('serve every feature and the app'),
    ]);
    expect(await problems('src/web/components/probe.ts', "export * from '../features/home';\n")).toHaveLength(1);
    expect(await problems('src/web/components/probe.ts', "export * from '../lib/routes';\n")).toEqual([]);
  });

  it('refuses the server or the web in src/shared', async () => {
    expect(await problems('src/shared/probe.ts', "export * from '../server/kernel/errors';\n")).toEqual([
      expect.stringContaining('src/shared is read by the server and the browser alike'),
    ]);
    expect(await problems('src/shared/contracts/probe.ts', "export * from '../../web/lib/routes';\n")).toHaveLength(1);
    expect(await problems('src/shared/contracts/probe.ts', "export * from '../enums';\n")).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // The settings face re-exports these queries, so their importing the face closes a loop.
    const code = "import { settingsModule } from './index';\nexport const name = settingsModule.name;\n";
    expect(await problems('src/server/modules/settings/settings.queries.ts', code)).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});
