import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The rule of eslint/spreadsheet-writers.js on made-up files placed in the real tree: only the one
 * writer uses a library that writes spreadsheets or names the CSV content type.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('spreadsheet-writers/')).map((m) => m.ruleId!);
}

const refused = ['spreadsheet-writers/one-writer'];

describe('lint keeps one spreadsheet writer', () => {
  it('refuses a CSV or workbook library, and a CSV sent by hand, anywhere else', async () => {
    const server = 'src/server/modules/payments/probe.ts';
    expect(await problems(server, "import { stringify } from 'csv-stringify/sync';\nexport const s = stringify;\n")).toEqual(refused);
    expect(await problems(server, "import { stringify } from 'csv-stringify';\nexport const s = stringify;\n")).toEqual(refused);
    expect(await problems(server, "import ExcelJS from 'exceljs';\nexport const e = ExcelJS;\n")).toEqual(refused);
    expect(await problems(server, "export const load = () => import('exceljs');\n")).toEqual(refused);
    expect(await problems(server, "export const type = 'text/csv; charset=utf-8';\n")).toEqual(refused);
    expect(await problems('src/web/features/exams/probe.ts', 'export const type = `text/csv;charset=utf-8`;\n')).toEqual(refused);
  });

  it('lets the writer use them, tests read workbooks, and a file picker ask for a CSV', async () => {
    expect(await problems('src/server/spreadsheets/probe.ts', "import ExcelJS from 'exceljs';\nexport const e = ExcelJS;\n")).toEqual([]);
    expect(await problems('src/shared/csv.ts', "export const csvContentType = 'text/csv; charset=utf-8';\n")).toEqual([]);
    expect(
      await problems('src/server/modules/dashboard/probe.test.ts', "import ExcelJS from 'exceljs';\nexport const e = ExcelJS;\n"),
    ).toEqual([]);
    expect(await problems('src/web/features/questions/probe.ts', "export const isCsv = (f: File) => f.type === 'text/csv';\n")).toEqual([]);
  });
});
