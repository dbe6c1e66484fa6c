import PDFDocument from 'pdfkit';
import { fontsForDocument } from './fonts';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * An A4 page laid out by hand, with DejaVu Sans as its only font (regular and bold, subset and
 * embedded, so the text is real and searchable), written into a buffer. `draw` places everything;
 * the answer is the finished file.
 */
export function renderA4(
  options: { margin: number; lang: string; info: { Title: string; Author: string; Subject: string } },
  draw: (doc: PdfDoc) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
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
