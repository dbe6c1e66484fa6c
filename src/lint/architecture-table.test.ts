import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's table of domains names every server module and every web feature, and
 * names nothing that is not there: a domain added or renamed without its row fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

function tableColumns(): { modules: Set<string>; features: Set<string> } {
  const text = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const section = text.slice(text.indexOf('## Domains'));
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Server module'));
  const modules = new Set<string>();
  const features = new Set<string>();
  const names = (cell: string) => [...cell.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
  for (const row of rows) {
    const [server, web] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    const serverNames = names(server);
    for (const name of serverNames) modules.add(name);
    for (const name of web === 'same names' ? serverNames : names(web)) features.add(name);
  }
  return { modules, features };
}

describe('the architecture’s table of domains', () => {
  const { modules, features } = tableColumns();

  it('names every server module, and only those', () => {
    expect([...modules].sort()).toEqual(folders('src/server/modules'));
  });

  it('names every web feature, and only those', () => {
    expect([...features].sort()).toEqual(folders('src/web/features'));
  });
});
