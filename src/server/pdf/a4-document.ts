import type { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { fontsForDocument } from './fonts';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * An A4 page laid out by hand, with DejaVu Sans as its only font (regular and bold, subset and
 * embedded, so the text is real and searchable), written into a buffer or a stream. `draw` places
 * everything.
 */
function newA4(options: A4Options): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    // Everything is placed by hand; a low bottom margin keeps the footer from opening a page 2.
    margins: { top: options.margin, left: options.margin, right: options.margin, bottom: 20 },
    // No default font: the registered DejaVu Sans is the first and only regular font, so pdfkit
    // never loads Helvetica nor compares two copies of one font.
    font: null as never,
    lang: options.lang,
    info: options.info,
  });
  // Parsed font objects in place of bytes (see fonts.ts); the types only know bytes and names.
  const fonts = fontsForDocument();
  doc.registerFont('regular', fonts.regular as never);
  doc.registerFont('bold', fonts.bold as never);
  doc.font('regular');
  return doc;
}

export interface A4Options {
  margin: number;
  lang: string;
  info: { Title: string; Author: string; Subject: string };
}

export function renderA4(options: A4Options, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = newA4(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * The same page as a stream, for documents of many pages: each page leaves as it is finished
 * (pdfkit keeps none), and `draw` may wait between parts (`turnTaker`) so that other requests
 * run while a long document is laid out. A failure while drawing ends the stream with its error.
 */
export function streamA4(options: A4Options, draw: (doc: PdfDoc) => Promise<void>): Readable {
  const doc = newA4(options);
  draw(doc).then(
    () => doc.end(),
    (error: Error) => doc.destroy(error),
  );
  return doc;
}

/** How long layout may hold the event loop before the requests that wait are let in. */
const sliceMs = 10;

/**
 * A pause point for long layout: once `sliceMs` of work has passed since the last turn, it lets the
 * requests that wait run (one turn of the event loop) before laying out more; otherwise it answers
 * at once. pdfkit lays out text synchronously, a few hundred lines take a hundred milliseconds.
 */
export function turnTaker(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return setImmediate().then(() => {
      since = performance.now();
    });
  };
}
