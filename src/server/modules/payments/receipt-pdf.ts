import type { Language } from '../../../shared/enums';
import { translate } from '../../kernel/i18n';
import { formatDate } from '../../../shared/format-date';
import { formatAmount } from '../../../shared/numbers';
import { renderA4 } from '../../pdf/a4-document';
import { authority } from '../../pdf/document-words';

/** What a receipt shows; its words come from the `payments` namespace in the payer's language. */
export interface ReceiptPdfData {
  language: Language;
  /** The payment's id. */
  receiptNumber: number;
  /** The checkout's reference, as the card statement and the provider know it. */
  reference: string;
  payerName: string;
  organizationName: string | null;
  organizationNumber: string | null;
  items: { description: string; amount: number }[];
  currency: string;
  paidAt: Date;
  cardType: string | null;
  cardNumberMasked: string | null;
  /** YYYY-MM-DD, when the fee covers a period. */
  validFrom: string | null;
  validUntil: string | null;
}

const blue = '#02529c';
const dimmed = '#4f575e';
const ink = '#1a1b1e';
const rule = '#c9ced6';

const page = { width: 595.28, height: 841.89 };
const margin = 56;
const contentWidth = page.width - 2 * margin;
const locales: Record<Language, string> = { is: 'is-IS', en: 'en-GB' };

/** Iceland keeps UTC all year, so the UTC wall clock is the local one; the date as the payer's language writes it. */
const formatInstant = (at: Date, language: Language) => `${formatDate(at, language)} ${at.toISOString().slice(11, 16)}`;

type Doc = PDFKit.PDFDocument;
type Say = (key: string, params?: Record<string, unknown>) => string;

function header(doc: Doc, data: ReceiptPdfData, say: Say) {
  doc.rect(0, 0, page.width, 104).fill(blue);
  doc.fillColor('#ffffff').font('bold').fontSize(22);
  doc.text(authority.name[data.language], margin, 34, { width: contentWidth, lineBreak: false });
  doc.font('regular').fontSize(10);
  doc.text(`${authority.address} · ${authority.web}`, margin, 66, { width: contentWidth, lineBreak: false });
  doc.fontSize(12).text(say('title').toUpperCase(), margin, 40, { width: contentWidth, align: 'right', lineBreak: false });
}

function field(doc: Doc, label: string, value: string, x: number, y: number, width: number) {
  doc.fillColor(dimmed).font('regular').fontSize(8.5);
  doc.text(label, x, y, { width, lineBreak: false });
  doc.fillColor(ink).font('bold').fontSize(12);
  doc.text(value, x, y + 13, { width, lineBreak: false, ellipsis: true });
}

function line(doc: Doc, y: number, color = rule) {
  doc
    .moveTo(margin, y)
    .lineTo(page.width - margin, y)
    .lineWidth(0.75)
    .stroke(color);
}

/** Receipt number, reference, date, card, payer and organisation, two to a row. */
function fields(doc: Doc, data: ReceiptPdfData, say: Say): number {
  doc.fillColor(blue).font('bold').fontSize(20);
  doc.text(say('heading'), margin, 136, { width: contentWidth });
  let y = doc.y + 16;
  const half = contentWidth / 2;
  const rows: [string, string][] = [
    [say('receiptNumber'), String(data.receiptNumber)],
    [say('reference'), data.reference],
    [say('paidAt'), formatInstant(data.paidAt, data.language)],
    [say('card'), data.cardNumberMasked ? [data.cardType, data.cardNumberMasked].filter(Boolean).join(' ') : '—'],
    [say('payer'), data.payerName],
  ];
  if (data.organizationName) rows.push([say('organization'), data.organizationName]);
  if (data.organizationNumber) rows.push([say('organizationNumber'), data.organizationNumber]);
  rows.forEach(([label, value], i) => {
    field(doc, label, value, margin + (i % 2) * half, y, half - 12);
    if (i % 2 === 1 || i === rows.length - 1) y += 42;
  });
  return y + 8;
}

/** What was paid for, line by line, and the total. */
function items(doc: Doc, data: ReceiptPdfData, say: Say, top: number): number {
  const amountWidth = 140;
  const descriptionWidth = contentWidth - amountWidth - 12;
  const money = (amount: number) => formatAmount(amount, data.currency, data.language);
  doc.fillColor(dimmed).font('regular').fontSize(8.5);
  doc.text(say('item'), margin, top, { width: descriptionWidth, lineBreak: false });
  doc.text(say('amount'), page.width - margin - amountWidth, top, { width: amountWidth, align: 'right', lineBreak: false });
  let y = top + 14;
  line(doc, y, blue);
  for (const item of data.items) {
    y += 8;
    doc.fillColor(ink).font('regular').fontSize(11);
    doc.text(money(item.amount), page.width - margin - amountWidth, y, { width: amountWidth, align: 'right', lineBreak: false });
    doc.text(item.description, margin, y, { width: descriptionWidth });
    y = Math.max(doc.y, y + 14) + 6;
    line(doc, y);
  }
  y += 10;
  const total = data.items.reduce((sum, item) => sum + item.amount, 0);
  doc.font('bold').fontSize(13);
  doc.text(say('total'), margin, y, { width: descriptionWidth, lineBreak: false });
  doc.text(money(total), page.width - margin - amountWidth, y, { width: amountWidth, align: 'right', lineBreak: false });
  return y + 36;
}

function closing(doc: Doc, data: ReceiptPdfData, say: Say, y: number) {
  if (data.validFrom && data.validUntil) {
    field(
      doc,
      say('validity'),
      say('validRange', { from: formatDate(data.validFrom, data.language), until: formatDate(data.validUntil, data.language) }),
      margin,
      y,
      contentWidth,
    );
    y += 52;
  }
  doc.fillColor(ink).font('regular').fontSize(11);
  doc.text(say('thanks'), margin, y, { width: contentWidth });
}

function footer(doc: Doc, data: ReceiptPdfData, say: Say) {
  const y = page.height - 62;
  line(doc, y - 8, dimmed);
  doc.fillColor(dimmed).font('regular').fontSize(8);
  doc.text(`${authority.name[data.language]} · ${authority.address} · ${authority.web}`, margin, y, {
    width: contentWidth,
    align: 'center',
    lineBreak: false,
  });
  doc.text(say('footer'), margin, y + 11, { width: contentWidth, align: 'center', lineBreak: false });
}

/** An A4 receipt in the payer's language, with DejaVu Sans embedded (subset) and real text. */
export function renderReceiptPdf(data: ReceiptPdfData): Promise<Buffer> {
  const say: Say = (key, params) => translate(data.language, `payments:receipt.${key}`, params);
  return renderA4(
    {
      margin,
      lang: locales[data.language],
      info: { Title: `${say('title')} ${data.receiptNumber}`, Author: authority.name[data.language], Subject: data.reference },
    },
    (doc) => {
      header(doc, data, say);
      closing(doc, data, say, items(doc, data, say, fields(doc, data, say)));
      footer(doc, data, say);
    },
  );
}
