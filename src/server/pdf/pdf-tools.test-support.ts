import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Runs one of the Debian tools the tests read a PDF back with; a missing tool fails the test and
 * names the package that brings it, rather than skipping the check.
 */
export function runTool(command: string, args: string[], debianPackage: string): Buffer {
  const result = spawnSync(command, args, { maxBuffer: 64 * 1024 * 1024 });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(`${command} is not installed: install the Debian package ${debianPackage} (apt-get install ${debianPackage}).`);
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr.toString()}`);
  return result.stdout;
}

/** Works on the PDF as a file in a folder of its own, removed afterwards. */
function withPdfFile<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-pdf-'));
  try {
    const file = path.join(dir, 'certificate.pdf');
    fs.writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text as `pdftotext` extracts it, with runs of white space made single. */
export const pdfText = (pdf: Buffer) =>
  withPdfFile(pdf, (file) => runTool('pdftotext', ['-enc', 'UTF-8', file, '-'], 'poppler-utils').toString('utf8').replace(/\s+/g, ' '));

/** `pdfinfo` as a record: Pages, Page size and the rest. */
export const pdfInfo = (pdf: Buffer) =>
  withPdfFile(pdf, (file) =>
    Object.fromEntries(
      runTool('pdfinfo', [file], 'poppler-utils')
        .toString('utf8')
        .split('\n')
        .filter((line) => line.includes(':'))
        .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
    ),
  );

/** The fonts `pdffonts` lists: name (without the subset tag), embedded, subset, with a Unicode map. */
export const pdfFonts = (pdf: Buffer) =>
  withPdfFile(pdf, (file) =>
    runTool('pdffonts', [file], 'poppler-utils')
      .toString('utf8')
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const cells = line.trim().split(/\s+/);
        const [emb, sub, uni] = cells.slice(-5, -2);
        return { name: cells[0].replace(/^[A-Z]{6}\+/, ''), embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
      }),
  );

/** Page 1 rendered at 150 dpi as `pdftoppm` draws it, as PNG bytes. */
export const renderFirstPage = (pdf: Buffer) =>
  withPdfFile(pdf, (file, dir) => {
    runTool('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'page')], 'poppler-utils');
    return fs.readFileSync(path.join(dir, 'page.png'));
  });

/** What `zbarimg` reads from the QR codes on a PNG, one text per code. */
export function zbarDecode(png: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-qr-'));
  try {
    const file = path.join(dir, 'page.png');
    fs.writeFileSync(file, png);
    return runTool('zbarimg', ['--raw', '-q', file], 'zbar-tools').toString('utf8').split('\n').filter(Boolean);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A second, independent reading of the QR code: jsQR on the pixels. */
export function jsQrDecode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}
