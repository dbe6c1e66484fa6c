import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The rooms, as lint enforces them (docs/architecture.md):
 * - a server module reaches another module only through its face, `modules/<domain>/index.ts`
 *   (and, from tests, its `*.test-support.ts`); the rest of the server only through faces too;
 * - the layers under the modules (the database, the kernel, mail, PDF, the job queue and the
 *   adapters) never import a module, nor what composes the modules (the seed, the module jobs,
 *   the app and the runtime): dependencies run down, so a module can be added without them;
 * - a web feature never imports another feature, nor `src/web/app/` (the app composes features);
 * - the app reaches a feature only through what the feature offers the shell: its screens by
 *   area (`screens.ts`, `my-site-screens.ts`, `admin-screens.ts`, split so an area's screens load
 *   with it) and `index.ts` for anything else the shell composes;
 * - `src/web/lib` and `src/web/components` import neither a feature nor the app;
 * - `src/shared` imports neither the server nor the web;
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

/** Below the modules: they serve every module and know none. Their tests may reach up. */
const lowerLayers = ['db', 'kernel', 'mail', 'pdf', 'jobs', 'adapters', 'spreadsheets'];
const composition = [`${modulesDir}/**`, 'src/server/seed/**', 'src/server/{module-jobs,app,runtime}.ts'];
const testFiles = ['**/*.test.ts', '**/*.test-support.ts'];
const layerZones = lowerLayers.map((layer) => ({
  target: `src/server/${layer}`,
  from: composition,
  message: `src/server/${layer} sits below the modules: it must not import a module or what composes them (seed, module-jobs, app, runtime). Pass what it needs in as a parameter.`,
}));

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

/** The files by which the app reaches a feature. */
const featureFaces = [`${root}/${featuresDir}/*/{screens,my-site-screens,admin-screens,index}.ts`];
const webZones = [
  ...featureZones,
  appZone,
  {
    target: 'src/web/app',
    from: `${featuresDir}/*/**`,
    except: featureFaces,
    message: 'The app reaches a feature only through its screens files or its index.ts: export there what the shell needs.',
  },
  {
    target: ['src/web/lib', 'src/web/components'],
    from: [featuresDir, 'src/web/app'],
    message: 'src/web/lib and src/web/components serve every feature and the app: they import neither.',
  },
];

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
    // A rule of its own name, so it adds to the faces' rule above instead of replacing it.
    files: lowerLayers.map((layer) => `src/server/${layer}/**/*.{ts,mjs}`),
    ignores: testFiles,
    plugins: { layers: { rules: { 'no-restricted-paths': importX.rules['no-restricted-paths'] } } },
    rules: { 'layers/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'src/shared',
              from: ['src/server', 'src/web'],
              message: 'src/shared is read by the server and the browser alike: it imports neither.',
            },
          ],
        },
      ],
    },
  },
];
