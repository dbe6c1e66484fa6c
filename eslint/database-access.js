/**
 * In a server module only `*.queries.ts` speaks to the database: Drizzle and the schema are
 * imported there and nowhere else, so services hold rules and orchestration and call named
 * queries. `db/factories` are for tests and the seed; a module writes its own records.
 */
const modulesDir = 'src/server/modules';
const testFiles = ['**/*.test.ts', '**/*.test-support.ts'];

/**
 * Files that still reach Drizzle beside their module's queries, for now: the exam's own services
 * are being reworked for speed, and their database access moves with that work.
 */
const pending = [`${modulesDir}/exams/*.service.ts`, `${modulesDir}/exams/attempt-*.ts`, `${modulesDir}/exams/exam-content.ts`];

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
              group: ['**/db/factories/*'],
              message: 'Factories are for tests and the seed: a module creates its records in its *.queries.ts.',
            },
          ],
        },
      ],
    },
  },
];
