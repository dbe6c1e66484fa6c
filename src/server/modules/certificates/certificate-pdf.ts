import type { CertificateState } from '../../../shared/contracts/certificates';
import { translate } from '../../kernel/i18n';
import { renderA4 } from '../../pdf/a4-document';
import { formatDate } from '../../pdf/document-words';
import { qrRuns } from '../../pdf/qr-code';

/** What a certificate PDF shows; every text beyond these comes from the `certificates` namespace. */
export interface CertificatePdfData {
  certificateType: number;
  typeName: string;
  typeNameEnglish: string;
  holderName: string;
  /** YYYY-MM-DD, or null when the account has none. */
  dateOfBirth: string | null;
  certificateNumber: string;
  passedDate: string;
  expiredDate: string;
  state: CertificateState;
  /** YYYY-MM-DD of the revocation, when revoked. */
  revokedDate: string | null;
  verifyUrl: string;
}

// The portal's primary blue (theme.ts shade 6), its dimmed text, and a red for a dead certificate.
const blue = '#02529c';
const dimmed = '#4f575e';
const ink = '#1a1b1e';
const red = '#b3261e';

const page = { width: 595.28, height: 841.89 };
const margin = 56;
const contentWidth = page.width - 2 * margin;

const is = (key: string, params?: Record<string, unknown>) => translate('is', `certificates:${key}`, params);
const en = (key: string, params?: Record<string, unknown>) => translate('en', `certificates:${key}`, params);
/** Icelandic first, then English, as on every official text of the portal. */
const both = (key: string) => `${is(key)} / ${en(key)}`;

type Doc = PDFKit.PDFDocument;

function header(doc: Doc) {
  doc.rect(0, 0, page.width, 104).fill(blue);
  doc.fillColor('#ffffff').font('bold').fontSize(22);
  doc.text(is('issuer'), margin, 34, { width: contentWidth, lineBreak: false });
  doc.font('regular').fontSize(12);
  doc.text(en('issuer'), margin, 64, { width: contentWidth, lineBreak: false });
  doc.fontSize(10);
  doc.text(both('documentTitle').toUpperCase(), margin, 40, { width: contentWidth, align: 'right', lineBreak: false });
}

function title(doc: Doc, data: CertificatePdfData): number {
  doc.fillColor(blue).font('bold').fontSize(21);
  doc.text(data.typeName, margin, 136, { width: contentWidth });
  doc.fillColor(dimmed).font('regular').fontSize(14);
  doc.text(data.typeNameEnglish, margin, doc.y + 4, { width: contentWidth });
  doc.fillColor(ink).fontSize(10);
  doc.text(is(`statement.${data.certificateType}`), margin, doc.y + 16, { width: contentWidth, lineGap: 1.5 });
  doc.fillColor(dimmed);
  doc.text(en(`statement.${data.certificateType}`), margin, doc.y + 6, { width: contentWidth, lineGap: 1.5 });
  return doc.y + 18;
}

/** A revoked or expired certificate says so in red across the page, in both languages. */
function stateBanner(doc: Doc, data: CertificatePdfData, y: number): number {
  if (data.state === 'valid') return y;
  const date = formatDate(data.state === 'revoked' ? (data.revokedDate ?? data.expiredDate) : data.expiredDate);
  const key = data.state === 'revoked' ? 'revokedOn' : 'expiredOn';
  doc.rect(margin, y, contentWidth, 46).lineWidth(2).stroke(red);
  doc.fillColor(red).font('bold').fontSize(16);
  const state = `${is(`state.${data.state}`)} — ${en(`state.${data.state}`)}`.toUpperCase();
  doc.text(state, margin, y + 7, { width: contentWidth, align: 'center', lineBreak: false });
  doc.font('regular').fontSize(9.5);
  doc.text(`${is(key, { date })} / ${en(key, { date })}`, margin, y + 28, { width: contentWidth, align: 'center', lineBreak: false });
  return y + 62;
}

function field(doc: Doc, key: string, value: string, x: number, y: number, width: number) {
  doc.fillColor(dimmed).font('regular').fontSize(8.5);
  doc.text(both(key), x, y, { width, lineBreak: false });
  doc.fillColor(ink).font('bold').fontSize(13);
  doc.text(value, x, y + 13, { width, lineBreak: false, ellipsis: true });
}

function fields(doc: Doc, data: CertificatePdfData, y: number): number {
  doc
    .moveTo(margin, y)
    .lineTo(page.width - margin, y)
    .lineWidth(0.75)
    .stroke(blue);
  y += 16;
  const column = contentWidth / 2;
  const rowHeight = 44;
  field(doc, 'holder', data.holderName, margin, y, contentWidth);
  y += rowHeight;
  field(doc, 'dateOfBirth', data.dateOfBirth ? formatDate(data.dateOfBirth) : both('notRecorded'), margin, y, column - 12);
  field(doc, 'number', data.certificateNumber, margin + column, y, column);
  y += rowHeight;
  field(doc, 'issued', formatDate(data.passedDate), margin, y, column - 12);
  field(doc, 'validUntil', formatDate(data.expiredDate), margin + column, y, column);
  y += rowHeight;
  field(doc, 'issuedBy', `${is('issuer')} — ${en('issuer')}`, margin, y, contentWidth);
  y += rowHeight;
  doc
    .moveTo(margin, y)
    .lineTo(page.width - margin, y)
    .lineWidth(0.75)
    .stroke(blue);
  return y + 24;
}

/** The QR code as vector squares, centred, with the address it opens printed in full beneath it. */
function qrBlock(doc: Doc, verifyUrl: string, y: number) {
  const { size, runs } = qrRuns(verifyUrl);
  const module = Math.min(4, 120 / size);
  const side = size * module;
  const x = (page.width - side) / 2;
  for (const run of runs) doc.rect(x + run.x * module, y + run.y * module, run.length * module, module);
  doc.fillColor('#000000').fill();
  y += side + 12;
  doc.fillColor(ink).font('regular').fontSize(9.5);
  doc.text(both('scanToVerify'), margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  // The whole address on one line, so it can be typed from the paper or copied from the text.
  let urlSize = 9;
  while (urlSize > 5 && doc.fontSize(urlSize).widthOfString(verifyUrl) > contentWidth) urlSize -= 0.5;
  doc.fillColor(blue).fontSize(urlSize);
  doc.text(verifyUrl, margin, y + 16, { width: contentWidth, align: 'center', lineBreak: false });
}

function footer(doc: Doc) {
  const y = page.height - 62;
  doc
    .moveTo(margin, y - 8)
    .lineTo(page.width - margin, y - 8)
    .lineWidth(0.5)
    .stroke(dimmed);
  doc.fillColor(dimmed).font('regular').fontSize(8);
  doc.text(is('footer'), margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  doc.text(en('footer'), margin, y + 11, { width: contentWidth, align: 'center', lineBreak: false });
}

/** An A4 certificate, Icelandic first then English, with DejaVu Sans embedded (subset) and real text. */
export function renderCertificatePdf(data: CertificatePdfData): Promise<Buffer> {
  return renderA4(
    {
      margin,
      lang: 'is-IS',
      info: {
        Title: `${data.typeName} / ${data.typeNameEnglish} — ${data.certificateNumber}`,
        Author: `${is('issuer')} — ${en('issuer')}`,
        Subject: data.certificateNumber,
      },
    },
    (doc) => {
      header(doc);
      const y = stateBanner(doc, data, title(doc, data));
      qrBlock(doc, data.verifyUrl, fields(doc, data, y));
      footer(doc);
    },
  );
}
