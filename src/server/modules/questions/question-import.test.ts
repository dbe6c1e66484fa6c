import { describe, expect, it } from 'vitest';
import { maxImportRows } from '../../../shared/contracts/questions';
import { checkQuestionFile, decodeImportFile, detectDelimiter, looksLikeFormula } from './question-import';

const header = [
  'questionIcelandic',
  'questionEnglish',
  'option1Icelandic',
  'option1English',
  'option2Icelandic',
  'option2English',
  'correct',
];
const file = (lines: string[], prefix = '') => Buffer.from(prefix + lines.join('\n') + '\n', 'utf8');
const check = (lines: string[]) => checkQuestionFile(file(lines));

describe('looksLikeFormula', () => {
  it.each([
    "=cmd|' /C calc'!A0",
    '+1+1',
    '@SUM(1)',
    '-2+3',
    '-A1',
    '-',
    '\t=1',
    '\rx',
    '  =1+1',
    '-1+cmd|x!A0',
    '-5*2',
    '＝1',
    '\n=1',
    ' \n+1',
    '\u200B@SUM(1)',
    '\u00A0=1',
    '\v=1',
    '\n-2+3',
  ])('refuses %j', (cell) => {
    expect(looksLikeFormula(cell)).toBe(true);
  });
  it.each(['-5 °C', '- 10 m', '-12', '-0,5 m/s', 'Hvað er 2+2?', 'a=b', 'netfang@example.com', '', ' 120 m', '±5 m'])(
    'allows %j',
    (cell) => {
      expect(looksLikeFormula(cell)).toBe(false);
    },
  );
});

describe('formulas and NUL characters in a file', () => {
  it('finds a formula behind a carriage return in a quoted cell, which reads as a line break', () => {
    const result = check([header.join(','), 'Spurning?,Question?,"\r=1",A,B,B,1']);
    expect(result.problems).toEqual([{ key: 'import.formula', row: 2, column: 'option1Icelandic' }]);
  });

  it('names the row and column of a NUL character instead of failing', () => {
    const result = check([header.join(';'), 'Fyrsta?;First?;A;A;B;B;1', 'Önnur?;Sec\u0000ond?;A;A;B;B;1']);
    expect(result.questions).toHaveLength(1);
    expect(result.problems).toEqual([{ key: 'import.nulCharacter', row: 3, column: 'questionEnglish' }]);
  });
});

describe('detectDelimiter', () => {
  it('reads the header line outside quotes', () => {
    expect(detectDelimiter('a;b;c\n1,2,3,4,5')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2;3;4')).toBe(',');
    expect(detectDelimiter('"a;b","c;d",e\n')).toBe(',');
    expect(detectDelimiter('\n\nquestionIcelandic;questionEnglish\n')).toBe(';');
    expect(detectDelimiter('questionIcelandic\n')).toBeNull();
  });
});

describe('decodeImportFile', () => {
  it('drops a BOM and refuses what is not UTF-8', () => {
    expect(decodeImportFile(Buffer.from('\uFEFFÞór;ð', 'utf8'))).toEqual({ text: 'Þór;ð' });
    expect(decodeImportFile(Buffer.from('Þór;ð', 'latin1'))).toEqual({ problem: { key: 'import.encoding' } });
    expect(decodeImportFile(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41))).toEqual({
      problem: { key: 'import.tooLarge', params: { maximum: 5 } },
    });
  });
});

describe('checkQuestionFile', () => {
  it('reads questions, options, correct marks and flags, with rows named by the line they start on', () => {
    const result = check([
      [...header.slice(0, 6), 'option3Icelandic', 'option3English', 'correct', 'isRequired', 'isActive'].join(';'),
      'Fyrsta?;First?;A;A;B;B;;;1;já;nei',
      '"Önnur\nlína tvö";"Second\nline two";A;A;B;B;C;C;1 3;;',
      'Þriðja?;Third?;A;A;B;B;C;C;2/3|1;TRUE;0',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.totalRows).toBe(3);
    // The second record spans lines 3 to 5: both its questions break a line.
    expect(result.questions.map((q) => q.row)).toEqual([2, 3, 6]);
    expect(result.questions[0]).toMatchObject({ isRequired: true, isActive: false, options: [{ isAnswer: true }, { isAnswer: false }] });
    expect(result.questions[1]).toMatchObject({
      descriptionIcelandic: '<p>Önnur</p><p>lína tvö</p>',
      rawContentIcelandic: 'Önnur lína tvö',
      isRequired: false,
      isActive: true,
    });
    expect(result.questions[1].options.map((o) => o.isAnswer)).toEqual([true, false, true]);
    expect(result.questions[2].options.map((o) => o.isAnswer)).toEqual([true, true, true]);
  });

  it('keeps markup characters as text and skips empty rows and unnamed empty columns', () => {
    const result = check([
      header.join(',') + ',,',
      '"<b>Feitt</b> & ""gott""?",Bold?,A,A,B,B,2,,',
      ',,,,,,,,',
      '',
      'Önnur?,Second?,A,A,B,B,1',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.questions[0].descriptionIcelandic).toBe('<p>&lt;b&gt;Feitt&lt;/b&gt; &amp; &quot;gott&quot;?</p>');
    expect(result.questions[0].rawContentIcelandic).toBe('<b>Feitt</b> & "gott"?');
    expect(result.totalRows).toBe(2);
  });

  it('names every problem of a row by row and column', () => {
    const result = check([
      [...header, 'option3Icelandic', 'option3English', 'isActive'].join(';'),
      ';Only English?;A;A;B;B;9;;;kannski',
      'Spurning?;Question?;A;A;;;1 4;C;;',
      'Stutt?;Short?;A;A;;;x;;;',
    ]);
    expect(result.questions).toEqual([]);
    expect(result.problems).toEqual([
      { key: 'import.required', row: 2, column: 'questionIcelandic' },
      { key: 'import.correctInvalid', params: { value: '9', maximum: 8 }, row: 2, column: 'correct' },
      { key: 'import.boolean', params: { value: 'kannski' }, row: 2, column: 'isActive' },
      { key: 'import.optionHalf', row: 3, column: 'option3English' },
      { key: 'import.correctNoOption', params: { number: 4 }, row: 3, column: 'correct' },
      { key: 'import.tooFewOptions', params: { minimum: 2 }, row: 4, column: 'option2Icelandic' },
      { key: 'import.correctInvalid', params: { value: 'x', maximum: 8 }, row: 4, column: 'correct' },
    ]);
  });

  it('counts blank lines when naming rows', () => {
    const result = checkQuestionFile(Buffer.from(`\r\n\r\n${header.join(';')}\r\n\r\nQ;Q;A;A;B;B;9\r\n`));
    expect(result.problems).toEqual([{ key: 'import.correctInvalid', params: { value: '9', maximum: 8 }, row: 5, column: 'correct' }]);
  });

  it('checks the header before any row', () => {
    const result = check([
      'questionicelandic;QUESTIONENGLISH;option1Icelandic;option1English;option3Icelandic;correct;answer;correct',
      'a;b;c;d;e;1;x;1',
    ]);
    expect(result.problems).toEqual([
      { key: 'import.unknownColumn', row: 1, column: 'answer' },
      { key: 'import.duplicateColumn', row: 1, column: 'correct' },
      { key: 'import.missingColumn', row: 1, column: 'option2Icelandic' },
      { key: 'import.missingColumn', row: 1, column: 'option2English' },
      { key: 'import.missingColumn', row: 1, column: 'option3English' },
    ]);
  });

  it('refuses formulas, extra cells, broken quotes, long text and files without rows', () => {
    expect(check([header.join(';'), '=1+1;Q;A;A;B;B;1']).problems).toEqual([
      { key: 'import.formula', row: 2, column: 'questionIcelandic' },
    ]);
    expect(check([header.join(';'), 'Q;Q;A;A;B;B;1;auka']).problems).toEqual([
      { key: 'import.cellWithoutColumn', params: { index: 8 }, row: 2 },
    ]);
    expect(check([header.join(';'), 'Q;"Q;A;A;B;B;1']).problems).toEqual([{ key: 'import.malformed', row: 2 }]);
    expect(check([header.join(';'), `Q;Q;${'x'.repeat(2001)};A;B;B;1`]).problems).toEqual([
      { key: 'import.tooLong', params: { maximum: 2000 }, row: 2, column: 'option1Icelandic' },
    ]);
    expect(check([header.join(';')]).problems).toEqual([{ key: 'import.noRows' }]);
    expect(check(['', '  ']).problems).toEqual([{ key: 'import.empty' }]);
    expect(check(['questionIcelandic', 'x']).problems).toEqual([{ key: 'import.delimiter', row: 1 }]);
  });

  it('finds duplicates within the file, case and spacing ignored', () => {
    const result = check([header.join(';'), 'Sama spurning?;Q1;A;A;B;B;1', 'Önnur?;Q2;A;A;B;B;1', 'SAMA   spurning?;Q3;A;A;B;B;2']);
    expect(result.problems).toEqual([{ key: 'import.duplicateInFile', params: { firstRow: 2 }, row: 4, duplicate: true }]);
  });

  it('lists at most 100 problems and says there are more', () => {
    const rows = Array.from({ length: 150 }, (_, i) => `Spurning ${i};Q;A;A;B;B;`);
    const result = check([header.join(';'), ...rows]);
    expect(result.problems).toHaveLength(100);
    expect(result.truncated).toBe(true);
  });

  it('refuses more than 10,000 rows without reading them all', () => {
    const rows = Array.from({ length: maxImportRows + 1 }, (_, i) => `S${i};Q;A;A;B;B;1`);
    expect(check([header.join(';'), ...rows]).problems).toEqual([{ key: 'import.tooManyRows', params: { maximum: maxImportRows } }]);
    expect(check([header.join(';'), ...rows.slice(1)]).problems).toEqual([]);
  });
});
