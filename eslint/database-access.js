/**
 * In a server module only `*.queries.ts` speaks to the database: Drizzle and the schema are
 * imported there and nowhere else, so services hold rules and orchestration and call named
 * queries. `seed/factories` are for tests and the seed; a module writes its own records.
 */
const modulesDir = 'src/server/modules';
const testFiles = ['**/*.test.ts', '**/*.test-support.ts'];

/**
 * Files that still reach Drizzle beside their module's queries, by name: three of the exam's own,
 * whose database access moves into queries with the exam's next rework. A new file anywhere else,
 * the exam's included, gets the rule.
 */
const pending = ['attempt-result.ts', 'attempt-submit.ts', 'attempt-view.ts'].map((file) => `${modulesDir}/exams/${file}`);

const message = (what) => `Only a module's *.queries.ts ${what}; call a named query from it instead.`;

export const databaseAccess = [
  {
    files: [`${modulesDir}/**/*.ts`],
    ignores: [`${modulesDir}/**/*.queries.ts`, ...testFiles.map((glob) => `${modulesDir}/${glob}`), ...pending],
    rules: {
      // A rule of its own name, so it adds to the server's no-restricted-imports instead of replacing it.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: message('speaks Drizzle') },
            { group: ['**/db/schema', '**/db/schema/*'], message: message('reads the schema') },
            {
              group: ['**/seed/factories/*'],
              message: 'Factories are for tests and the seed: a module creates its records in its *.queries.ts.',
            },
          ],
        },
      ],
    },
  },
];
