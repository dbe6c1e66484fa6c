import { describe, expect, it } from 'vitest';
import { debianTools, pdfText, popplerReading, readPdf } from '../../pdf/pdf-tools.test-support';
import { formatAmount } from '../../../shared/numbers';
import { renderReceiptPdf, type ReceiptPdfData } from './receipt-pdf';

const data = (overrides: Partial<ReceiptPdfData> = {}): ReceiptPdfData => ({
  language: 'is',
  receiptNumber: 1042,
  reference: 'DP-7F3A9C21B0',
  payerName: 'Þórdís Ægisdóttir Öxndal',
  organizationName: 'Flugmyndir ehf.',
  organizationNumber: '550101-2030',
  items: [{ description: 'Skráning rekstraraðila: fyrirtæki með færri en 250 starfsmenn', amount: 15000 }],
  currency: 'ISK',
  paidAt: new Date('2026-03-09T14:05:33Z'),
  cardType: 'VISA',
  cardNumberMasked: '************1111',
  validFrom: '2026-03-09',
  validUntil: '2031-03-09',
  ...overrides,
});

const english = data({
  language: 'en',
  payerName: 'Ann Smith',
  organizationName: null,
  organizationNumber: null,
  items: [{ description: 'Drone pilot registration fee', amount: 5000 }],
});

const receiptFonts = [
  { name: 'DejaVuSans', embedded: true, subset: true, unicode: true },
  { name: 'DejaVuSans-Bold', embedded: true, subset: true, unicode: true },
];

describe('renderReceiptPdf', () => {
  it('writes one A4 page with DejaVu Sans embedded as subsets with a Unicode map', async () => {
    const reading = await readPdf(await renderReceiptPdf(data()));
    expect(reading.pages).toBe(1);
    expect(reading.pageSize.width).toBeCloseTo(595.28, 1);
    expect(reading.pageSize.height).toBeCloseTo(841.89, 1);
    expect(reading.fonts).toEqual(receiptFonts);
  });

  it('reads in Icelandic: number, reference, payer, organisation, item, amount, date, card, validity and the authority', async () => {
    const text = await pdfText(await renderReceiptPdf(data()));
    for (const expected of [
      'Samgöngustofa',
      'Ármúli 2, 108 Reykjavík',
      'www.samgongustofa.is',
      'KVITTUN',
      'Kvittun fyrir greiðslu',
      'Kvittunarnúmer 1042',
      'Tilvísun DP-7F3A9C21B0',
      'Greitt 09.03.2026 14:05',
      'Greiðslukort VISA ************1111',
      'Greiðandi Þórdís Ægisdóttir Öxndal',
      'Fyrirtæki Flugmyndir ehf.',
      'Kennitala fyrirtækis 550101-2030',
      'Skráning rekstraraðila: fyrirtæki með færri en 250 starfsmenn',
      'Samtals 15.000 kr.',
      'Gildistími 09.03.2026 – 09.03.2031',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Receipt|Icelandic Transport Authority/);
  });

  it('reads in English for a payer who paid in English, without an organisation', async () => {
    const text = await pdfText(await renderReceiptPdf(english));
    for (const expected of [
      'Icelandic Transport Authority',
      'RECEIPT',
      'Payment receipt',
      'Receipt number 1042',
      'Payer Ann Smith',
      'Drone pilot registration fee',
      'Total ISK 5,000',
      'Paid 09/03/2026 14:05',
      'Valid 09/03/2026 – 09/03/2031',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Organisation|Kvittun|Samtals/);
  });

  it('says there is no card when the payment named none, and leaves out a period it does not have', async () => {
    const text = await pdfText(await renderReceiptPdf(data({ cardType: null, cardNumberMasked: null, validFrom: null, validUntil: null })));
    expect(text).toContain('Greiðslukort —');
    expect(text).not.toContain('Gildistími');
  });

  it('formats amounts with the portal’s one formatter, as each language writes krónur', () => {
    expect(formatAmount(1_234_567, 'ISK', 'is')).toBe('1.234.567\u00a0kr.');
    expect(formatAmount(1_234_567, 'ISK', 'en')).toBe('ISK\u00a01,234,567');
  });
});

// Debian's pdftotext, where installed (.ci/run installs it), reads the same words in both languages.
describe('read back by pdftotext', () => {
  it.skipIf(!debianTools.poppler)('finds the receipt’s text in Icelandic and in English', async () => {
    const icelandic = popplerReading(await renderReceiptPdf(data()));
    expect(icelandic).toMatchObject({ pages: 1, fonts: receiptFonts });
    for (const expected of ['Kvittun fyrir greiðslu', 'Þórdís Ægisdóttir Öxndal', '15.000 kr.', 'DP-7F3A9C21B0', '09.03.2031']) {
      expect(icelandic.text).toContain(expected);
    }
    const inEnglish = popplerReading(await renderReceiptPdf(english));
    for (const expected of ['Payment receipt', 'Ann Smith', 'ISK 5,000', 'Icelandic Transport Authority']) {
      expect(inEnglish.text).toContain(expected);
    }
  });
});
