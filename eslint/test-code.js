import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test code stays out of what ships: a production file never imports a test, a test helper
 * (`*.test-support.ts(x)`) or anything under `src/<side>/test/`. Tests, their helpers and the test
 * folders may import each other; e2e/ and bench/ are test code too, and lie outside src/.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export const testCodeGlobs = ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}', 'src/*/test/**'];

const testFileName = /\.test(-support)?(\.[cm]?[jt]sx?)?$/;
const testFolder = /^src\/[^/]+\/test(\/|$)/;

/** Whether an import names test code: by its file name, or (when relative) by where it resolves. */
export function namesTestCode(source, importingFile) {
  if (testFileName.test(source)) return true;
  if (!source.startsWith('.')) return false;
  const target = path
    .relative(root, path.resolve(path.dirname(importingFile), source))
    .split(path.sep)
    .join('/');
  return testFolder.test(target);
}

const noTestCode = {
  meta: {
    type: 'problem',
    docs: { description: 'Production code never imports test code.' },
    messages: {
      testCode:
        'Production code never imports test code ({{source}}): move what both need out of the test helper, or make this file a test.',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && namesTestCode(source, context.filename)) {
        context.report({ node: node.source, messageId: 'testCode', data: { source } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const testCode = [
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    ignores: testCodeGlobs,
    plugins: { 'test-code': { rules: { 'no-test-code-in-production': noTestCode } } },
    rules: { 'test-code/no-test-code-in-production': 'error' },
  },
];
