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

const shared = ['src/shared', 'package.json'];
if (stale('dist/web/index.html', ['src/web', 'vite.config.ts', ...shared])) {
  console.log('Building the web app…');
  execSync('npm run build:web', { stdio: 'inherit' });
}
if (stale('dist/server/main.js', ['src/server', ...shared])) {
  console.log('Building the server…');
  execSync('npm run build:server', { stdio: 'inherit' });
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
