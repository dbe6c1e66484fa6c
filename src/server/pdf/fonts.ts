import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A font as pdfkit's font engine (fontkit) parses it; pdfkit accepts one in place of the file's bytes. */
export type ParsedFont = {
  layout: (text: string) => unknown;
  postscriptName: string;
  hasGlyphForCodePoint: (codePoint: number) => boolean;
};

/*
 * DejaVu Sans covers every Icelandic letter, and every letter a person's name may hold
 * (shared/printable-name.ts; fonts.test.ts walks them all). Handed to pdfkit as bytes, a font
 * is parsed anew for each document (its glyph index alone costs tens of milliseconds); parsed
 * once here, every document reuses the tables and only embeds the subset of glyphs it uses.
 * fontkit is resolved from pdfkit's own location, so it is always the engine pdfkit was built
 * against.
 */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(data: Buffer): ParsedFont };
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const load = (file: string) => fontkit.create(fs.readFileSync(path.join(fontDir, file)));

// Parsed at the first document, not at start-up: most processes (and test files) never draw one.
let parsed: { regular: ParsedFont; bold: ParsedFont } | undefined;
export const parsedFonts = () => (parsed ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') });

/*
 * Each document gets a view of the parsed fonts with a glyph cache of its own, over the shared
 * tables. The engine caches a glyph with the characters it was first asked for; a glyph first met
 * as a part of another (the O inside Ö) has none, and a later document that used it for a letter
 * of its own would lose that letter from its text layer ("REV KED" for "REVOKED").
 */
const viewOf = (font: ParsedFont): ParsedFont => Object.assign(Object.create(font) as ParsedFont, { _glyphs: {} });

export const fontsForDocument = () => {
  const fonts = parsedFonts();
  return { regular: viewOf(fonts.regular), bold: viewOf(fonts.bold) };
};
