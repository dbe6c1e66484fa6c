import { testCodeGlobs } from './test-code.js';

/**
 * One writer of spreadsheets (decision 0025): every CSV goes through `src/shared/csv.ts`, every
 * workbook through `src/server/spreadsheets/workbook.ts`, so the formula rule inside them holds for
 * every file the portal hands out. Elsewhere, lint refuses the libraries that write such files and
 * the CSV content type that a file written by hand would be sent with. Tests may read workbooks.
 */
const writerFiles = ['src/shared/csv.ts', 'src/server/spreadsheets/**'];
const writerLibraries = /^(csv-stringify|exceljs|xlsx|papaparse|json2csv|@json2csv\/.*|fast-csv|@fast-csv\/.*|csv-writer)(\/.*)?$/;
const csvType = /^\s*text\/(csv|tab-separated-values)\b/i;

const oneWriter = {
  meta: {
    type: 'problem',
    docs: { description: 'Spreadsheets are written only by the one writer, whose formula rule every file needs.' },
    messages: {
      library: 'Write spreadsheets through src/shared/csv.ts or src/server/spreadsheets/workbook.ts, not with {{source}} directly.',
      contentType: 'A CSV is written by src/shared/csv.ts, whose csvContentType names its type; do not write one by hand.',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && writerLibraries.test(source)) {
        context.report({ node: node.source, messageId: 'library', data: { source } });
      }
    };
    // Comparing with the type (a file picked for an import) reads a CSV; naming it anywhere else sends one.
    const compared = (node) => node.parent?.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(node.parent.operator);
    const text = (node, value) => {
      if (typeof value === 'string' && csvType.test(value) && !compared(node)) context.report({ node, messageId: 'contentType' });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      Literal: (node) => text(node, node.value),
      TemplateElement: (node) => text(node, node.value.cooked),
    };
  },
};

export const spreadsheetWriters = [
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    ignores: [...writerFiles, ...testCodeGlobs],
    plugins: { 'spreadsheet-writers': { rules: { 'one-writer': oneWriter } } },
    rules: { 'spreadsheet-writers/one-writer': 'error' },
  },
];
