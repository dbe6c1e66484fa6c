import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The rooms, as lint enforces them (docs/architecture.md):
 * - a server module reaches another module only through its face, `modules/<domain>/index.ts`
 *   (and, from tests, its `*.test-support.ts`); the rest of the server only through faces too;
 * - a web feature never imports another feature, nor `src/web/app/` (the app composes features);
 * - no import cycle anywhere.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const foldersIn = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const modulesDir = 'src/server/modules';
const featuresDir = 'src/web/features';
const faces = [`${root}/${modulesDir}/*/index.ts`, `${root}/${modulesDir}/*/*.test-support.ts`];
const throughFace = 'Reach another server module only through its face, modules/<domain>/index.ts.';

const serverZones = [
  ...foldersIn(modulesDir).map((name) => ({
    target: `${modulesDir}/${name}`,
    from: [`${modulesDir}/!(${name})/**`],
    except: faces,
    message: throughFace,
  })),
  { target: ['src/server/*.ts', 'src/server/!(modules)/**'], from: [`${modulesDir}/*/**`], except: faces, message: throughFace },
];

const featureZones = foldersIn(featuresDir).map((name) => ({
  target: `${featuresDir}/${name}`,
  from: `${featuresDir}/!(${name})/**`,
  message: 'Web features never import each other: share through src/web/lib or src/web/components, and compose in src/web/app.',
}));
const appZone = {
  target: featuresDir,
  from: 'src/web/app',
  message: 'Web features never import src/web/app: what they share with it belongs in src/web/lib.',
};

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imported files are parsed as TypeScript, so a cycle through them is seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['src/server/**/*.ts'], rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] } },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, appZone] }] },
  },
];
