import type { Readable } from 'node:stream';
import { exportSections, type ExportRow, type PersonalDataDto } from '../../../shared/contracts/personal-data';
import type { Language } from '../../../shared/enums';
import { translate } from '../../kernel/i18n';
import { streamA4, turnTaker, type PdfDoc } from '../../pdf/a4-document';
import { authority, formatDate } from '../../pdf/document-words';

/**
 * A person's personal-data export as a readable A4 document in their language (GDPR article 15):
 * every section of the JSON export in the same order, each row as labelled lines, flowing over
 * as many pages as it takes. The words come from the `personal-data` namespace.
 */

const blue = '#02529c';
const dimmed = '#4f575e';
const ink = '#1a1b1e';
const margin = 50;
const width = 595.28 - 2 * margin;
const bottom = 841.89 - 50;

type Say = (key: string, params?: Record<string, unknown>) => string;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A value as a reader expects it: dates as the language writes them (Iceland keeps UTC), yes and no in words. */
function shown(value: ExportRow[string], say: Say): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return say(value ? 'pdf.yes' : 'pdf.no');
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.join('; ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.map(([k, v]) => `${k}: ${v}`).join('; ') : '—';
  }
  if (isoInstant.test(value)) return `${formatDate(value.slice(0, 10))} ${value.slice(11, 16)}`;
  if (isoDay.test(value)) return formatDate(value);
  return value;
}

/** A field's label in the language, or its name when none was written. */
function label(key: string, say: Say): string {
  const text = say(`fields.${key}`);
  return text === `fields.${key}` ? key : text;
}

function ensureRoom(doc: PdfDoc, height: number) {
  if (doc.y + height > bottom) doc.addPage();
}

function header(doc: PdfDoc, data: PersonalDataDto, language: Language, say: Say) {
  doc.rect(0, 0, 595.28, 90).fill(blue);
  doc.fillColor('#ffffff').font('bold').fontSize(20);
  doc.text(authority.name[language], margin, 30, { width, lineBreak: false });
  doc.font('regular').fontSize(10).text(`${authority.address} · ${authority.web}`, margin, 58, { width, lineBreak: false });
  const person = data.sections.account[0];
  doc.fillColor(ink).font('bold').fontSize(18).text(say('pdf.title'), margin, 115, { width });
  doc.font('regular').fontSize(10).fillColor(dimmed);
  doc.text(say('pdf.person', { name: person ? `${person.name ?? ''} ${person.surname ?? ''}`.trim() : '' }), { width });
  doc.text(say('pdf.generated', { time: shown(data.generatedAt, say) }), { width });
  doc.moveDown(0.5).fillColor(ink).text(say('pdf.intro'), { width });
  doc.moveDown(0.5);
}

async function section(doc: PdfDoc, name: string, rows: ExportRow[], say: Say, turn: () => Promise<void> | undefined) {
  ensureRoom(doc, 60);
  doc
    .moveDown(0.6)
    .fillColor(blue)
    .font('bold')
    .fontSize(13)
    .text(say(`sections.${name}`), margin, doc.y, { width });
  doc.fillColor(ink).font('regular').fontSize(9.5);
  if (rows.length === 0) {
    doc.fillColor(dimmed).text(say('pdf.none'), { width }).fillColor(ink);
    return;
  }
  for (const [index, row] of rows.entries()) {
    await turn();
    const entries = Object.entries(row);
    ensureRoom(doc, Math.min(entries.length, 4) * 13 + 8);
    if (rows.length > 1)
      doc
        .moveDown(0.3)
        .fillColor(dimmed)
        .font('bold')
        .text(`${index + 1}.`, { width })
        .fillColor(ink)
        .font('regular');
    for (const [key, value] of entries) {
      doc
        .font('bold')
        .text(`${label(key, say)}: `, { continued: true, width })
        .font('regular')
        .text(shown(value, say));
    }
  }
}

/**
 * The document streams as it is laid out, page after page, with other requests let in between
 * rows every few milliseconds, so a long export neither fills the memory nor stalls anyone.
 */
export function streamPersonalDataPdf(language: Language, data: PersonalDataDto): Readable {
  const say: Say = (key, params) => translate(language, `personal-data:${key}`, params);
  return streamA4(
    { margin, lang: language, info: { Title: say('pdf.title'), Author: authority.name[language], Subject: say('pdf.title') } },
    async (doc) => {
      const turn = turnTaker();
      header(doc, data, language, say);
      for (const name of exportSections) await section(doc, name, data.sections[name], say, turn);
    },
  );
}
