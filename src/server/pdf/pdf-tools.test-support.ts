import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';

/*
 * The certificate tests read a PDF back as a reader would, with packages from the npm registry
 * only (pdf.js for the text and fonts, @napi-rs/canvas to draw the page, jsQR for the code), so
 * `npm test` needs nothing but Node. Debian's poppler-utils and zbar-tools, where installed
 * (`.ci/run` installs them), read the same documents a second time as a cross-check.
 */

export interface PdfFont {
  /** Without the six-letter subset tag. */
  name: string;
  embedded: boolean;
  subset: boolean;
  /** The font carries its own map from glyphs to Unicode, so copied text keeps its letters. */
  unicode: boolean;
}

export interface PdfReading {
  pages: number;
  /** Of page 1, in points. */
  pageSize: { width: number; height: number };
  fonts: PdfFont[];
  /** The text of page 1 with runs of white space made single. */
  text: string;
  /** The same text line by line, as the reader groups it. */
  lines: string[];
}

const byName = (a: PdfFont, b: PdfFont) => a.name.localeCompare(b.name);
const singleSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();
const textAndLines = (text: string) => ({ text: singleSpaced(text), lines: text.split('\n').map(singleSpaced).filter(Boolean) });

async function withDocument<T>(pdf: Buffer, work: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // fontExtraProperties keeps each font's Unicode map, which the reading reports.
  const doc = await getDocument({ data: new Uint8Array(pdf), fontExtraProperties: true, verbosity: 0 }).promise;
  try {
    return await work(doc);
  } finally {
    await doc.destroy();
  }
}

type LoadedFont = { name: string; missingFile?: boolean; toUnicode?: { _map?: unknown[] } };

/** Pages, size, fonts and the text of page 1, as pdf.js reads them. */
export const readPdf = (pdf: Buffer): Promise<PdfReading> =>
  withDocument(pdf, async (doc) => {
    const page = await doc.getPage(1);
    const [x0, y0, x1, y1] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    // The fonts are loaded by drawing the page's operators; each text style names one.
    await page.getOperatorList();
    const fonts = Object.keys(content.styles).map((id) => {
      const font = page.commonObjs.get(id) as LoadedFont;
      return {
        name: font.name.replace(/^[A-Z]{6}\+/, ''),
        embedded: !font.missingFile,
        subset: /^[A-Z]{6}\+/.test(font.name),
        // pdf.js keeps a map the font brings as `_map`; a font without one gets an identity map.
        unicode: (font.toUnicode?._map?.filter(Boolean).length ?? 0) > 0,
      };
    });
    return { pages: doc.numPages, pageSize: { width: x1 - x0, height: y1 - y0 }, fonts: fonts.sort(byName), ...textAndLines(text) };
  });

/** The text of page 1 as pdf.js extracts it, with runs of white space made single. */
export const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).text;

/** Page 1 drawn by pdf.js on a white canvas at 150 dpi, as PNG bytes. */
export const renderFirstPage = (pdf: Buffer, dpi = 150): Promise<Buffer> =>
  withDocument(pdf, async (doc) => {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js is typed for the browser's canvas; the Node canvas it draws on in Node is this one.
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return canvas.toBuffer('image/png');
  });

/** What jsQR reads from the pixels of a PNG. */
export function jsQrDecode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

/* ---- The cross-check with Debian's tools, where they are installed ---- */

const onPath = (command: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/** Which of Debian's readers this machine has: poppler-utils and zbar-tools. */
export const debianTools = {
  poppler: ['pdftotext', 'pdfinfo', 'pdffonts', 'pdftoppm'].every(onPath),
  zbar: onPath('zbarimg'),
};

function runTool(command: string, args: string[]): Buffer {
  const result = spawnSync(command, args, { maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr.toString()}`);
  return result.stdout;
}

/** Works on bytes as a file in a folder of its own, removed afterwards. */
function withFile<T>(bytes: Buffer, name: string, work: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-pdf-'));
  try {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return work(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The same reading as `readPdf`, from `pdfinfo`, `pdffonts` and `pdftotext`. */
export const popplerReading = (pdf: Buffer): PdfReading =>
  withFile(pdf, 'certificate.pdf', (file) => {
    const info = Object.fromEntries(
      runTool('pdfinfo', [file])
        .toString('utf8')
        .split('\n')
        .filter((line) => line.includes(':'))
        .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const [width, height] = (/^([\d.]+) x ([\d.]+) pts/.exec(info['Page size']) ?? []).slice(1).map(Number);
    const fonts = runTool('pdffonts', [file])
      .toString('utf8')
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const cells = line.trim().split(/\s+/);
        const [emb, sub, uni] = cells.slice(-5, -2);
        return { name: cells[0].replace(/^[A-Z]{6}\+/, ''), embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
      });
    const text = runTool('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
    return { pages: Number(info.Pages), pageSize: { width, height }, fonts: fonts.sort(byName), ...textAndLines(text) };
  });

/** Page 1 as `pdftoppm` draws it at 150 dpi, as PNG bytes. */
export const popplerRenderFirstPage = (pdf: Buffer) =>
  withFile(pdf, 'certificate.pdf', (file, dir) => {
    runTool('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'page')]);
    return fs.readFileSync(path.join(dir, 'page.png'));
  });

/** What `zbarimg` reads from the QR codes on a PNG, one text per code. */
export const zbarDecode = (png: Buffer): string[] =>
  withFile(png, 'page.png', (file) => runTool('zbarimg', ['--raw', '-q', file]).toString('utf8').split('\n').filter(Boolean));
