import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Icelandic texts follow docs/glossary.md: a word its Avoid column names fails here, in any
 * inflection, wherever an Icelandic locale file uses it.
 */
const root = path.join(import.meta.dirname, '..', '..', '..');
const glossary = fs.readFileSync(path.join(root, 'docs', 'glossary.md'), 'utf8');

/** The Avoid column's entries: the cell before the last of every table row, each in backticks. */
function avoidedStems(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .flatMap((line) => {
      const cells = line.split('|').slice(1, -1);
      return [...(cells.at(-2) ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    });
}

const letter = 'A-Za-zÁÉÍÓÚÝÞÆÖÐáéíóúýþæöð';
/** A stem at a word's start: "flugmað" finds "Flugmaður" and "flugmaðurinn", not "fjarflugmaður". */
const stemPattern = (stem: string) => new RegExp(`(?<![${letter}])${stem}`, 'i');

function* textsOf(value: unknown, prefix = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [prefix, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* textsOf(inner, prefix ? `${prefix}.${key}` : key);
}

const icelandicDir = path.join(import.meta.dirname, 'is');
const icelandic = fs
  .readdirSync(icelandicDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(fs.readFileSync(path.join(icelandicDir, file), 'utf8'))] as const);

describe('the Icelandic texts and the glossary', () => {
  const stems = avoidedStems(glossary);

  it('reads the words to avoid from docs/glossary.md', () => {
    expect(stems).toEqual(expect.arrayContaining(['flugrekand', 'flugmað', 'lögaðil', 'fornafn', 'eftirnafn']));
    expect(stemPattern('flugmað').test('Fjarflugmaður')).toBe(false);
    expect(stemPattern('flugmað').test('Skráður flugmaður')).toBe(true);
    expect(stemPattern('lögaðil').test('Lögaðilinn')).toBe(true);
  });

  it('uses none of them', () => {
    const found: string[] = [];
    for (const [file, texts] of icelandic)
      for (const [key, text] of textsOf(texts))
        for (const stem of stems) if (stemPattern(stem).test(text)) found.push(`${file} ${key}: ${stem}`);
    expect(found).toEqual([]);
  });
});
