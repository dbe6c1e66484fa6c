// `npm start`: builds whatever is missing or older than its sources, then runs the portal.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function stale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((s) => fs.existsSync(s) && (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs) > built);
}

/**
 * Runs a build step; when it fails, its own output above says why, so no stack trace follows it.
 * Its words go to standard error: standard output carries only the portal's JSON lines.
 */
function build(what, script) {
  console.error(`Building the ${what}…`);
  try {
    execSync(`npm run ${script}`, { stdio: ['ignore', process.stderr, 'inherit'] });
  } catch {
    console.error(`The portal could not start: building the ${what} failed (see above). Run npm install, then npm start again.`);
    process.exit(1);
  }
}

const shared = ['src/shared', 'package.json'];
if (stale('dist/web/index.html', ['src/web', 'vite.config.ts', ...shared])) build('web app', 'build:web');
if (stale('dist/server/main.js', ['src/server', ...shared])) build('server', 'build:server');
try {
  await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
} catch (error) {
  console.error(
    `The portal could not start: the built server does not load (${error?.message ?? error}). Run npm install, then npm start again.`,
  );
  process.exit(1);
}
