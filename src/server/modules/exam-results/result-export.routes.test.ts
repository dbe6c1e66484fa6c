import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { allRight, allWrong, examBank, examinationApi as api, insertAttempt, submit, type Bank } from './exam-results.test-support';

let t: TestApp;
let tenantId: number;
let reviewer: string;
let otherReviewer: string;
let outsider: string;
let bank: Bank;
let bulkUserId: number;
const bulkRows = 1_234;
const url = `${api}/GetExaminationResultExportCSV`;

async function download(
  options: { token?: string; cookie?: string; query?: Record<string, string | number | boolean>; language?: 'is' | 'en' } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `Abp.AuthToken=${options.cookie}`;
  if (options.language) headers['.aspnetcore.culture'] = `c=${options.language}|uic=${options.language}`;
  const res = await t.app.inject({ method: 'GET', url, headers, query: options.query as never });
  return {
    res,
    rows: res.statusCode === 200 ? (parse(res.rawPayload, { bom: true, delimiter: ';', relax_column_count: false }) as string[][]) : [],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  reviewer = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId })).token;
  otherReviewer = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId: (await t.tenant()).id })).token;
  outsider = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
  bank = await examBank(t, tenantId, 1);
  const aevar = await t.userWith([], { tenantId, fields: { name: 'Ævar Örn', surname: 'Þorsteinsson', userName: 'aevar' } });
  const formula = await t.userWith([], { tenantId, fields: { name: '=HYPERLINK("x")', surname: 'Jónsson', userName: '@evil' } });
  await submit(t, await insertAttempt(t, bank, { userId: aevar.id, answers: allRight(bank) }));
  await submit(t, await insertAttempt(t, bank, { userId: formula.id, answers: allWrong(bank) }));
  // Many submitted attempts, several starting at the same instant, so the export reads batch after batch.
  bulkUserId = (await t.userWith([], { tenantId, fields: { name: 'Fjöldi', surname: 'Prófa', userName: 'bulk' } })).id;
  const start = Date.now() - 86_400_000;
  await t.database.db.insert(userExaminations).values(
    Array.from({ length: bulkRows }, (_, i) => ({
      tenantId,
      userId: bulkUserId,
      examinationId: bank.examinationId,
      certificateType: 1,
      status: 3,
      startTime: new Date(start + Math.floor(i / 3) * 1000),
      deadline: new Date(start + 3_600_000),
      submitTime: new Date(start + 1_800_000),
      questionCount: 6,
      correctCount: 3,
      score: 50,
      percentNeedToPass: 75,
      isPassed: false,
    })),
  );
});
afterAll(() => t.close());

describe('Examination/GetExaminationResultExportCSV', () => {
  it('streams examinationExport.csv: UTF-8 with BOM, semicolons and an Icelandic header', async () => {
    const { res, rows } = await download({ token: reviewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="examinationExport.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8')).toContain('Ævar Örn Þorsteinsson');
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFFPróftaka nr.;Próf;Notandanafn;Fullt nafn;Netfang;Staða;Niðurstaða;Einkunn (%);Hófst;Skilað;Prófseta;Númer skírteinis',
    );
    expect(rows).toHaveLength(1 + bulkRows + 2);
    const aevar = rows.find((r) => r[2] === 'aevar')!;
    expect(aevar.slice(1, 8)).toEqual(['A1/A3', 'aevar', 'Ævar Örn Þorsteinsson', 'aevar@example.com', 'Lokið', 'Staðið', '100,00']);
    expect(aevar[8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(aevar[11]).toMatch(/^IS-A1A3-\d{4}-\d{5}$/);
  });

  it('reads every attempt exactly once, newest first, across batches', async () => {
    const { rows } = await download({ token: reviewer, query: { keyword: 'bulk' } });
    const ids = rows.slice(1).map((r) => Number(r[0]));
    expect(ids).toHaveLength(bulkRows);
    expect(new Set(ids).size).toBe(bulkRows);
    const starts = rows.slice(1).map((r) => r[8]);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const { res, rows } = await download({ token: reviewer, query: { keyword: 'jónsson' } });
    expect(rows.slice(1).map((r) => [r[2], r[3], r[4]])).toEqual([["'@evil", '\'=HYPERLINK("x") Jónsson', "'@evil@example.com"]]);
    expect(res.body).toContain('"\'=HYPERLINK(""x"") Jónsson"');
  });

  it('writes the header and values in English when asked, and applies the filters', async () => {
    const { rows } = await download({ token: reviewer, language: 'en', query: { Keyword: ' aevar ', isPassed: true } });
    expect(rows[0]).toEqual([
      'Attempt no.',
      'Exam',
      'User name',
      'Full name',
      'E-mail',
      'Status',
      'Result',
      'Score (%)',
      'Started',
      'Submitted',
      'Exam session',
      'Certificate number',
    ]);
    expect(rows.slice(1).map((r) => [r[3], r[5], r[6], r[7]])).toEqual([['Ævar Örn Þorsteinsson', 'Finished', 'Passed', '100.00']]);
    expect((await download({ token: reviewer, query: { certificateType: 2 } })).rows).toHaveLength(1);
  });

  it('is documented in the OpenAPI document with its filters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/swagger/v1/swagger.json' });
    const operation = res.json().paths[url].get;
    expect(operation.operationId).toBe('Examination_GetExaminationResultExportCSV');
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['keyword', 'certificateType', 'from', 'to']),
    );
  });

  it('downloads with the Abp.AuthToken cookie, as a link does', async () => {
    const { res, rows } = await download({ cookie: reviewer, query: { keyword: 'aevar' } });
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(2);
  });

  it('writes the screen’s language that a followed link names, over the reader’s own setting', async () => {
    const { res, rows } = await download({ cookie: reviewer, query: { keyword: 'aevar', culture: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(rows[0]).toContain('Score (%)');
    const icelandic = await download({ cookie: reviewer, query: { keyword: 'aevar', culture: 'is' } });
    expect(icelandic.rows[0]).toContain('Einkunn (%)');
  });

  it('answers 400, 401 and 403 as JSON errors, and shows no other tenant’s attempts', async () => {
    const bad = await download({ token: reviewer, query: { from: 'whenever' } });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().error.validationErrors[0].members).toEqual(['from']);
    const anonymous = await download();
    expect(anonymous.res.statusCode).toBe(401);
    expect(anonymous.res.json().unAuthorizedRequest).toBe(true);
    const forbidden = await download({ token: outsider, language: 'en' });
    expect(forbidden.res.statusCode).toBe(403);
    expect(forbidden.res.json().error.details).toBe('The permission Pages.Exam.ExamResults is missing.');
    expect((await download({ token: otherReviewer })).rows).toHaveLength(1);
  });
});
