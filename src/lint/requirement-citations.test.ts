import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the portal's requirements as "requirements §N", which docs/requirements.md holds:
 * a citation of a document the repository does not have, or of a section the requirements lack,
 * leaves its reader nowhere to look.
 */
const root = path.resolve(import.meta.dirname, '../..');
const searched = ['src', 'e2e', 'bench', 'scripts', 'docs'];
const textFile = /\.(ts|tsx|mjs|js|md)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (textFile.test(entry.name)) yield full;
  }
}

const files = searched.flatMap((dir) => [...filesUnder(path.join(root, dir))]);
const read = (file: string) => fs.readFileSync(file, 'utf8');
const sections = new Set([...read(path.join(root, 'docs/requirements.md')).matchAll(/^## §(\d+) /gm)].map((m) => m[1]));
// Spelled in pieces so that this file does not cite them itself.
const elsewhere = new RegExp(['DESIGN', 'SPEC'].map((name) => `${name}\\.md`).join('|') + `|specification('s)? sections? \\d`, 'i');

describe('citations of the requirements', () => {
  it('name no document the repository lacks', () => {
    const offending = files.filter((file) => elsewhere.test(read(file))).map((file) => path.relative(root, file));
    expect(offending).toEqual([]);
  });

  it('name only sections that docs/requirements.md has', () => {
    const unknown = files.flatMap((file) =>
      [...read(file).matchAll(/[Rr]equirements §(\d+)(?: and §(\d+))?/g)]
        .flatMap((m) => [m[1], m[2]].filter((n): n is string => n !== undefined))
        .filter((n) => !sections.has(n))
        .map((n) => `${path.relative(root, file)}: §${n}`),
    );
    expect(sections.size).toBe(12);
    expect(unknown).toEqual([]);
  });
});
