import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './eslint/boundaries.js';
import { databaseAccess } from './eslint/database-access.js';
import { spreadsheetWriters } from './eslint/spreadsheet-writers.js';
import { testCode } from './eslint/test-code.js';

/** Mantine's password field does not tell screen readers it is wrong or what its hint says: ours does. */
const passwordInputRule = {
  name: '@mantine/core',
  importNames: ['PasswordInput'],
  message: 'Use PasswordInput from src/web/components/password-input.tsx: it links the error and the hint for screen readers.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.test-data/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The browser must never import server code; the server never imports the browser's.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            {
              // A call goes through `lib/api-client.ts` with its shared endpoint, never by a path of its own.
              group: ['**/lib/http'],
              importNames: ['request'],
              message: 'Call an endpoint of src/shared/contracts through call() in src/web/lib/api-client.ts.',
            },
          ],
          paths: [passwordInputRule],
        },
      ],
    },
  },
  {
    files: ['src/web/lib/api-client.ts', 'src/web/lib/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'], paths: [passwordInputRule] }] },
  },
  {
    files: ['src/web/components/password-input.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
  ...boundaries,
  ...databaseAccess,
  ...testCode,
  ...spreadsheetWriters,
);
