import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addRow, openWorkbook } from './workbook';

describe('the workbook writer', () => {
  it('writes text under the formula rule, and numbers and dates as they are', async () => {
    const out = new PassThrough();
    const written = buffer(out);
    const workbook = openWorkbook(out, { creator: 'Drónagátt', created: new Date('2026-03-09T00:00:00Z') });
    const sheet = workbook.addWorksheet('Próf');
    addRow(sheet, ['=HYPERLINK("https://evil.example")', '-2+3', 'Flugmyndir ehf.', -5, new Date('2026-03-09T12:00:00Z'), null]).commit();
    sheet.commit();
    await workbook.commit();

    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await written) as unknown as ExcelJS.Buffer);
    const row = read.getWorksheet('Próf')!.getRow(1);
    expect(row.getCell(1).value).toBe('\'=HYPERLINK("https://evil.example")');
    expect(row.getCell(2).value).toBe("'-2+3");
    expect(row.getCell(3).value).toBe('Flugmyndir ehf.');
    expect(row.getCell(4).value).toBe(-5);
    expect(row.getCell(5).value).toEqual(new Date('2026-03-09T12:00:00Z'));
  });
});
