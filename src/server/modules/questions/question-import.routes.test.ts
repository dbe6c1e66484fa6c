import fs from 'node:fs';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionOptions, questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { authoringSetup, csvBase64, expectGuarded, newCategory, newQuestion, questionApi as api } from './questions.test-support';
import { wordsOf } from '../../test/validation-words';

let t: TestApp;
let s: Awaited<ReturnType<typeof authoringSetup>>;

const header = [
  'questionIcelandic',
  'questionEnglish',
  'option1Icelandic',
  'option1English',
  'option2Icelandic',
  'option2English',
  'option3Icelandic',
  'option3English',
  'correct',
  'isRequired',
  'isActive',
];
const samplePath = new URL('../../../../docs/samples/questions-sample.csv', import.meta.url);

const importFile = (categoryId: number, csvFileBase64: string, language?: 'en', token = s.author) =>
  t.call('POST', `${api}/ImportQuestions`, { token, language, body: { categoryId, csvFileBase64 } });
const questionsOf = (categoryId: number) =>
  t.database.db.select().from(questions).where(eq(questions.categoryId, categoryId)).orderBy(asc(questions.id));
const countOf = async (categoryId: number) =>
  (await t.database.db.select({ n: count() }).from(questions).where(eq(questions.categoryId, categoryId)))[0].n;
const freshCategory = () => newCategory(t.database.db, { tenantId: s.tenantId });

beforeAll(async () => {
  t = await createTestApp();
  s = await authoringSetup(t);
});
afterAll(() => t.close());

describe('Question/ImportQuestions: good files', () => {
  const rows = [
    header,
    [
      'Hver er mesta flughæð í opna flokknum?',
      'What is the greatest height in the open category?',
      '50 m',
      '50 m',
      '120 m',
      '120 m',
      '150 m',
      '150 m',
      '2',
      'já',
      '',
    ],
    [
      'Þú flýgur í undirflokki A3.\nHversu langt frá íbúðabyggð, að minnsta kosti?',
      'You fly in subcategory A3.\r\nHow far from residential areas, at least?',
      '30 m',
      '30 m',
      '150 m',
      '150 m',
      '',
      '',
      '2',
      '',
      'nei',
    ],
    [
      'Hvaða tvö atriði eru bönnuð; „og hvers vegna“?',
      'Which two are forbidden, "and why"?',
      'Að láta hluti falla',
      'Dropping material',
      'Hættulegur varningur',
      'Dangerous goods',
      'Flug í dagsbirtu',
      'Flying in daylight',
      '1 2',
      'false',
      'TRUE',
    ],
    [
      'Hvert er frostmark vatns?',
      'At what temperature does water freeze?',
      '-5 °C',
      '-5 °C',
      '0 °C',
      '0 °C',
      '- 10 °C',
      '- 10 °C',
      '2',
      '0',
      '1',
    ],
  ];

  it.each([
    ['semicolons with a BOM', { delimiter: ';' as const, bom: true }],
    ['commas without a BOM', { delimiter: ',' as const, bom: false }],
    ['commas with a BOM and bare line feeds', { delimiter: ',' as const, bom: true, lineEnd: '\n' }],
    ['semicolons without a BOM', { delimiter: ';' as const, bom: false }],
  ])('imports %s, quoted multi-line cells and Icelandic letters', async (_name, format) => {
    const categoryId = await freshCategory();
    const res = await importFile(categoryId, csvBase64(rows, format));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ importedCount: 4, totalRows: 4 });
    const saved = await questionsOf(categoryId);
    expect(saved.map((q) => [q.rawContentIcelandic, q.isRequired, q.isActive, q.tenantId])).toEqual([
      ['Hver er mesta flughæð í opna flokknum?', true, true, s.tenantId],
      ['Þú flýgur í undirflokki A3. Hversu langt frá íbúðabyggð, að minnsta kosti?', false, false, s.tenantId],
      ['Hvaða tvö atriði eru bönnuð; „og hvers vegna“?', false, true, s.tenantId],
      ['Hvert er frostmark vatns?', false, true, s.tenantId],
    ]);
    expect(saved[1].descriptionIcelandic).toBe('<p>Þú flýgur í undirflokki A3.</p><p>Hversu langt frá íbúðabyggð, að minnsta kosti?</p>');
    expect(saved[1].descriptionEnglish).toBe('<p>You fly in subcategory A3.</p><p>How far from residential areas, at least?</p>');
    expect(saved[2].descriptionEnglish).toBe('<p>Which two are forbidden, &quot;and why&quot;?</p>');
    const options = await t.database.db
      .select()
      .from(questionOptions)
      .where(
        inArray(
          questionOptions.questionId,
          saved.map((q) => q.id),
        ),
      )
      .orderBy(asc(questionOptions.questionId), asc(questionOptions.position));
    expect(options.map((o) => [o.questionId, o.position, o.descriptionIcelandic, o.isAnswer])).toEqual([
      [saved[0].id, 0, '50 m', false],
      [saved[0].id, 1, '120 m', true],
      [saved[0].id, 2, '150 m', false],
      [saved[1].id, 0, '30 m', false],
      [saved[1].id, 1, '150 m', true],
      [saved[2].id, 0, 'Að láta hluti falla', true],
      [saved[2].id, 1, 'Hættulegur varningur', true],
      [saved[2].id, 2, 'Flug í dagsbirtu', false],
      [saved[3].id, 0, '-5 °C', false],
      [saved[3].id, 1, '0 °C', true],
      [saved[3].id, 2, '- 10 °C', false],
    ]);
    const got = await t.call('GET', `${api}/Get`, { token: s.author, query: { id: saved[0].id } });
    expect(got.body.result.questionOptions.map((o: { descriptionEnglish: string }) => o.descriptionEnglish)).toEqual([
      '50 m',
      '120 m',
      '150 m',
    ]);
  });

  it('imports into the host’s own bank, stamped with the time of the import', async () => {
    const categoryId = await newCategory(t.database.db, { tenantId: null });
    const before = Date.now();
    const res = await importFile(categoryId, csvBase64(rows.slice(0, 2)), undefined, await t.loginAsAdmin());
    expect(res.body.result).toEqual({ importedCount: 1, totalRows: 1 });
    const [saved] = await questionsOf(categoryId);
    expect(saved).toMatchObject({ tenantId: null, isDeleted: false, questionType: 0, lastModificationTime: null });
    expect(saved.creationTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(saved.creationTime.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('imports the sample file in docs/samples cleanly', async () => {
    const categoryId = await freshCategory();
    const bytes = fs.readFileSync(samplePath);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const res = await importFile(categoryId, bytes.toString('base64'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ importedCount: 10, totalRows: 10 });
    const saved = await questionsOf(categoryId);
    expect(saved.filter((q) => q.descriptionIcelandic.includes('</p><p>'))).toHaveLength(1);
  });

  it('imports 5,000 rows in one go, quickly', async () => {
    const categoryId = await freshCategory();
    const many = [
      header,
      ...Array.from({ length: 5000 }, (_, i) => [
        `Spurning númer ${i + 1} um flug í opna flokknum?`,
        `Question number ${i + 1} on flying in the open category?`,
        'Já',
        'Yes',
        'Nei',
        'No',
        'Stundum',
        'Sometimes',
        String((i % 3) + 1),
        i % 2 ? 'já' : 'nei',
        '1',
      ]),
    ];
    const started = performance.now();
    const res = await importFile(categoryId, csvBase64(many));
    const elapsed = Math.round(performance.now() - started);
    console.log(`Importing 5,000 questions took ${elapsed} ms`);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.result).toEqual({ importedCount: 5000, totalRows: 5000 });
    expect(elapsed).toBeLessThan(20_000);
    expect(await countOf(categoryId)).toBe(5000);
    const ids = (await questionsOf(categoryId)).map((q) => q.id);
    const [{ n }] = await t.database.db.select({ n: count() }).from(questionOptions).where(inArray(questionOptions.questionId, ids));
    expect(n).toBe(15_000);
  }, 60_000);
});

describe('Question/ImportQuestions: bad files import nothing', () => {
  it('names the rows and columns of every problem, in the caller’s language', async () => {
    const categoryId = await freshCategory();
    await newQuestion(t.database.db, categoryId, { tenantId: s.tenantId, text: 'Til fyrir' });
    const bad = csvBase64([
      header,
      ['Góð spurning?', 'Good question?', 'A', 'A', 'B', 'B', '', '', '1', '', ''],
      ['', 'No Icelandic?', 'A', 'A', 'B', 'B', '', '', '1', '', ''],
      ['Rangt svar?', 'Wrong answer?', 'A', 'A', 'B', 'B', '', '', '9', '', ''],
      ['Hálfur kostur?', 'Half an option?', 'A', 'A', 'B', 'B', 'C', '', '1', 'kannski', ''],
    ]);
    const is = await importFile(categoryId, bad);
    expect(is.status).toBe(400);
    expect(is.body.error).toMatchObject({ code: 0, message: 'Ekkert var flutt inn. Villur í skránni: 4.' });
    expect(wordsOf(is.body)).toEqual([
      { message: 'Röð 3, dálkur „questionIcelandic“: Reiturinn er tómur.', members: ['csvFileBase64'] },
      { message: 'Röð 4, dálkur „correct“: „9“ er ekki númer svarmöguleika (1–8).', members: ['csvFileBase64'] },
      { message: 'Röð 5, dálkur „option3English“: Svarmöguleiki þarf texta bæði á íslensku og ensku.', members: ['csvFileBase64'] },
      {
        message: 'Röð 5, dálkur „isRequired“: „kannski“ er ekki leyft gildi; notaðu 1, 0, true, false, já eða nei.',
        members: ['csvFileBase64'],
      },
    ]);
    const en = await importFile(categoryId, bad, 'en');
    expect(en.body.error?.message).toBe('Nothing was imported. Problems in the file: 4.');
    expect(en.body.error?.details).toBe(
      ['The following problems were found in the file:', ...en.body.error!.validationErrors!.map((v) => ` - ${v.message}`)].join('\n'),
    );
    expect(en.body.error?.validationErrors?.[1].message).toBe('Row 4, column “correct”: “9” is not an option number (1–8).');
    expect(await countOf(categoryId)).toBe(1);
  });

  it('refuses a Latin-1 file as a whole', async () => {
    const categoryId = await freshCategory();
    const text = [
      'questionIcelandic;questionEnglish;option1Icelandic;option1English;option2Icelandic;option2English;correct',
      'Hvað er þyrla?;What is a helicopter?;Loftfar;Aircraft;Bátur;Boat;1',
    ].join('\r\n');
    const res = await importFile(categoryId, Buffer.from(text, 'latin1').toString('base64'), 'en');
    expect(res.status).toBe(400);
    expect(wordsOf(res.body)).toEqual([
      { message: 'The file is not in UTF-8. Save it as “CSV UTF-8” and try again.', members: ['csvFileBase64'] },
    ]);
    const is = await importFile(categoryId, Buffer.from(text, 'latin1').toString('base64'));
    expect(is.body.error?.validationErrors?.[0].message).toBe(
      'Skráin er ekki á UTF-8 sniði. Vistaðu hana sem „CSV UTF-8“ og reyndu aftur.',
    );
    expect(await countOf(categoryId)).toBe(0);
  });

  it('refuses cells a spreadsheet would run as formulas, and allows a negative number before text', async () => {
    const categoryId = await freshCategory();
    const formulas = ["=cmd|' /C calc'!A0", '+1+1', '@SUM(1)', '-2+3'];
    const rows = formulas.map((cell, i) => [`Spurning ${i}?`, `Question ${i}?`, cell, 'A', 'B', 'B', '', '', '1', '', '']);
    const res = await importFile(
      categoryId,
      csvBase64([header, ...rows, ['Hiti?', 'Temperature?', '-5 °C', '-5 °C', '5 °C', '5 °C', '', '', '1', '', '']]),
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((v) => v.message)).toEqual(
      [2, 3, 4, 5].map(
        (row) =>
          `Row ${row}, column “option1Icelandic”: A cell may not start with =, +, @, a tab, or a minus that makes a formula: a spreadsheet could run it as one.`,
      ),
    );
    expect(await countOf(categoryId)).toBe(0);
  });

  it('refuses a formula behind a carriage return and a NUL character, naming row and column', async () => {
    const categoryId = await freshCategory();
    const file = csvBase64([
      header,
      ['Fyrsta?', 'First?', '\r=1', 'A', 'B', 'B', '', '', '1', '', ''],
      ['Önnur?', 'Sec\u0000ond?', 'A', 'A', 'B', 'B', '', '', '1', '', ''],
    ]);
    const res = await importFile(categoryId, file, 'en');
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((v) => v.message)).toEqual([
      'Row 2, column “option1Icelandic”: A cell may not start with =, +, @, a tab, or a minus that makes a formula: a spreadsheet could run it as one.',
      // Rows are lines of the file, and the carriage return above breaks one.
      'Row 4, column “questionEnglish”: The cell contains a NUL character, which cannot be stored. Save the file again from the spreadsheet.',
    ]);
    expect(await countOf(categoryId)).toBe(0);
  });

  it('refuses a 10 MB file with a clear error and keeps serving', async () => {
    const categoryId = await freshCategory();
    const line = 'Spurning um flug í opna flokknum?;Question on flying?;A;A;B;B;;;1;;\r\n';
    const big = Buffer.from(header.join(';') + '\r\n' + line.repeat(Math.ceil((10 * 1024 * 1024) / Buffer.byteLength(line))));
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await importFile(categoryId, big.toString('base64'), 'en');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      message: 'Nothing was imported. Problems in the file: 1.',
      validationErrors: [{ message: 'The file is larger than 5 MB. Split it into several files.', members: ['csvFileBase64'] }],
    });
    expect(await countOf(categoryId)).toBe(0);
    expect((await t.call('GET', '/health/ready')).status).toBe(200);
    expect((await importFile(categoryId, csvBase64([header, ['Lítil?', 'Small?', 'A', 'A', 'B', 'B', '', '', '1', '', '']]))).status).toBe(
      200,
    );
  });

  it('answers 450 naming the rows that repeat each other or a question of the category', async () => {
    const categoryId = await freshCategory();
    await newQuestion(t.database.db, categoryId, { tenantId: s.tenantId, text: 'Er þetta til fyrir?' });
    const row = (text: string) => [text, `${text} (en)`, 'A', 'A', 'B', 'B', '', '', '1', '', ''];
    const res = await importFile(
      categoryId,
      csvBase64([header, row('Ný spurning?'), row('ER ÞETTA  til fyrir?'), row('Önnur ný?'), row('ný   spurning?')]),
      'en',
    );
    expect(res.status).toBe(400);
    // Section 8: the browser shows nothing for 450 (no details), and the caller reports the rows.
    expect(res.body.error).toMatchObject({
      code: 450,
      message: 'Nothing was imported. These rows repeat a question that already exists: 3, 5.',
      details: null,
    });
    expect(wordsOf(res.body)).toEqual([
      { message: 'Row 3: The category already has this question.', members: ['csvFileBase64'] },
      { message: 'Row 5: The same question as in row 2.', members: ['csvFileBase64'] },
    ]);
    expect(await countOf(categoryId)).toBe(1);
    // Another problem beside duplicates makes the whole answer a plain 400 listing both.
    const mixed = await importFile(
      categoryId,
      csvBase64([header, row('ER ÞETTA til fyrir?'), ['Án svars?', 'No answer?', 'A', 'A', 'B', 'B', '', '', '', '', '']]),
    );
    expect(mixed.body.error?.code).toBe(0);
    expect(mixed.body.error?.validationErrors).toHaveLength(2);
  });

  it('refuses a bad header, a file that is not base64 and an empty file', async () => {
    const categoryId = await freshCategory();
    const res = await importFile(
      categoryId,
      csvBase64([
        ['spurning', ...header.slice(1)],
        ['a', 'b', 'c', 'd', 'e', 'f', '', '', '1', '', ''],
      ]),
      'en',
    );
    expect(res.body.error?.validationErrors?.map((v) => v.message)).toEqual([
      'Row 1, column “spurning”: There is no column by this name.',
      'Row 1, column “questionIcelandic”: The column is missing from the header row.',
    ]);
    const notBase64 = await importFile(categoryId, 'ekki base64!', 'en');
    expect(notBase64.body.error?.validationErrors?.[0].message).toBe('The file did not arrive intact (it is not valid base64).');
    const empty = await importFile(categoryId, Buffer.from('\uFEFF\r\n').toString('base64'), 'en');
    expect(empty.body.error?.validationErrors?.[0].message).toBe('The file is empty.');
  });
});

describe('Question/ImportQuestions: guards', () => {
  it('answers 400 naming the members, 401, 403, and 404 for another tenant’s category', async () => {
    const categoryId = await freshCategory();
    const file = csvBase64([header, ['Gætt?', 'Guarded?', 'A', 'A', 'B', 'B', '', '', '1', '', '']]);
    const bad = await importFile(0, '');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['categoryId', 'csvFileBase64']);
    await expectGuarded(t, s.outsiders, 'POST', 'ImportQuestions', { body: { categoryId, csvFileBase64: file } });
    expect((await importFile(categoryId, file, undefined, s.otherAuthor)).status).toBe(404);
    const foreign = await newCategory(t.database.db, { tenantId: s.otherTenantId });
    expect((await importFile(foreign, file)).status).toBe(404);
    expect(await countOf(categoryId)).toBe(0);
    expect(await countOf(foreign)).toBe(0);
  });
});
