import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The rule of eslint/test-code.js on made-up files placed in the real tree: what ships never
 * imports a test helper or a test folder, while tests and their helpers may.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('test-code/')).map((m) => `${m.ruleId}: ${m.message}`);
}

const refused = [expect.stringContaining('test-code/no-test-code-in-production')];

describe('lint keeps test code out of production', () => {
  it('refuses a production file that imports a test helper, a test folder or a test', async () => {
    const server = 'src/server/modules/questions/probe.ts';
    expect(await problems(server, "export { questionApi } from './questions.test-support';\n")).toEqual(refused);
    expect(await problems(server, "export { createTestApp } from '../../test/harness';\n")).toEqual(refused);
    expect(await problems('src/server/kernel/probe.ts', "export { xssPayloads } from '../test/xss-payloads';\n")).toEqual(refused);
    expect(await problems('src/server/probe.ts', "export * from './test/constants';\n")).toEqual(refused);
    expect(await problems(server, "export const load = () => import('./questions.routes.test');\n")).toEqual(refused);
    const web = 'src/web/features/exams/probe.ts';
    expect(await problems(web, "export { renderApp } from '../../test/harness';\n")).toEqual(refused);
    expect(await problems(web, "import { api } from './exam-fakes.test-support';\nexport const x = api;\n")).toEqual(refused);
  });

  it('lets production import production, even from folders whose names merely contain "test"', async () => {
    expect(await problems('src/server/modules/questions/probe.ts', "export { questionsModule } from './index';\n")).toEqual([]);
    expect(await problems('src/server/modules/questions/probe.ts', "export * from '../../kernel/html';\n")).toEqual([]);
    expect(await problems('src/web/features/exams/probe.ts', "export * from '../../lib/routes';\n")).toEqual([]);
  });

  it('lets tests, test helpers and the test folders import test code', async () => {
    const code = "export { createTestApp } from '../../test/harness';\nexport * from './questions.test-support';\n";
    expect(await problems('src/server/modules/questions/probe.test.ts', code)).toEqual([]);
    expect(await problems('src/server/modules/questions/probe.test-support.ts', code)).toEqual([]);
    expect(await problems('src/server/test/probe.ts', "export * from './harness';\nexport * from './xss-payloads';\n")).toEqual([]);
    expect(await problems('src/web/test/probe.tsx', "export * from './harness';\n")).toEqual([]);
  });
});
