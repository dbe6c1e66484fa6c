import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultRowDto } from '../../../shared/contracts/exam-results';
import type { ExaminationResultDto } from '../../../shared/contracts/exams';
import { userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  allRight,
  allWrong,
  attemptRow,
  examBank,
  examinationApi as api,
  expectGuarded,
  expectInvalid,
  insertAttempt,
  submit,
  type Bank,
} from './exam-results.test-support';

let t: TestApp;
// Midday today: sign-in sessions are dated by the injected clock too, so it stays near the real one.
let clock = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
const today = clock.toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
let tenantId: number;
let reviewer: string;
let otherReviewer: string;
let outsiders: string[];
let a1a3: Bank;
let a2: Bank;
let anna: { id: number; token: string; userName: string };
let bjorn: { id: number; token: string; userName: string };
let annaFailed: number;
let annaPassed: number;
let annaA2: number;
let bjornInProgress: number;
let foreignAttempt: number;
let foreignUserId: number;
const minute = 60_000;
const tick = () => (clock = new Date(clock.getTime() + minute));

const call = (method: string, query: Record<string, string | number | boolean>, token = reviewer) =>
  t.call('GET', `${api}/${method}`, { token, query });
const ids = (items: ResultRowDto[]) => items.map((r) => r.userExaminationId);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenantId = (await t.tenant()).id;
  const otherTenantId = (await t.tenant()).id;
  reviewer = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId })).token;
  otherReviewer = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId: otherTenantId })).token;
  outsiders = [
    (await t.userWith([], { tenantId })).token,
    (await t.userWith(['Pages.Examinations', 'Pages.Pilot.Permission'], { tenantId })).token,
  ];
  a1a3 = await examBank(t, tenantId, 1);
  a2 = await examBank(t, tenantId, 2);
  anna = await t.userWith(['Pages.Pilot.Permission'], {
    tenantId,
    fields: { name: 'Anna', surname: 'Sigurðardóttir', userName: 'anna.sig' },
  });
  bjorn = await t.userWith(['Pages.Pilot.Permission'], { tenantId, fields: { name: 'Björn', surname: 'Þórsson', userName: 'bjorn' } });
  annaFailed = await insertAttempt(t, a1a3, { userId: anna.id, answers: allWrong(a1a3) });
  await submit(t, annaFailed);
  tick();
  annaPassed = await insertAttempt(t, a1a3, { userId: anna.id, answers: allRight(a1a3) });
  await submit(t, annaPassed);
  tick();
  annaA2 = await insertAttempt(t, a2, { userId: anna.id, answers: ['right', 'right', 'right', 'wrong', 'wrong', null] });
  await submit(t, annaA2);
  tick();
  bjornInProgress = await insertAttempt(t, a1a3, { userId: bjorn.id, answers: ['right'] });
  const foreignBank = await examBank(t, otherTenantId, 1);
  foreignUserId = (await t.userWith([], { tenantId: otherTenantId, fields: { name: 'Anna', surname: 'Önnur' } })).id;
  foreignAttempt = await insertAttempt(t, foreignBank, { userId: foreignUserId, answers: allRight(foreignBank) });
  await submit(t, foreignAttempt);
  tick();
});
afterAll(() => t.close());

describe('Examination/GetExaminationResult', () => {
  it('answers the caller’s latest submitted result of the type with its breakdown by subject', async () => {
    const res = await call('GetExaminationResult', { examId: 1 }, anna.token);
    expect(res.status).toBe(200);
    const result = res.body.result as ExaminationResultDto;
    expect(result).toMatchObject({
      userExaminationId: annaPassed,
      certificateType: 1,
      isPassed: true,
      status: 3,
      score: 100,
      correctCount: 6,
      questionCount: 6,
    });
    expect(result.categories).toHaveLength(2);
    expect(result.categories.every((c) => c.questionCount === 3 && c.correctCount === 3)).toBe(true);
    const a2Result = (await call('GetExaminationResult', { ExamId: 2 }, anna.token)).body.result as ExaminationResultDto;
    expect(a2Result).toMatchObject({ userExaminationId: annaA2, isPassed: false, score: 50 });
    expect((await call('GetExaminationResult', { examId: 2 }, bjorn.token)).body.result).toBeNull();
  });

  it('submits an attempt whose time has run out before answering', async () => {
    const late = await t.userWith([], { tenantId });
    const attemptId = await insertAttempt(t, a2, {
      userId: late.id,
      minutes: 30,
      startTime: new Date(clock.getTime() - 31 * minute),
      answers: allRight(a2),
    });
    const res = await call('GetExaminationResult', { examId: 2 }, late.token);
    expect(res.body.result).toMatchObject({ userExaminationId: attemptId, status: 2, isPassed: true });
    expect((await attemptRow(t, attemptId)).submitTime).toEqual(clock);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', `${api}/GetExaminationResult`, { query: { examId: 1 } })).status).toBe(401);
  });
});

describe('Examination/GetOverralResult', () => {
  it('counts attempts, passes, fails and attempts in progress per type in the caller’s tenant', async () => {
    const res = await call('GetOverralResult', {});
    expect(res.status).toBe(200);
    const [one, two] = res.body.result.items;
    expect(one).toEqual({ certificateType: 1, attempts: 3, passed: 1, failed: 1, inProgress: 1, averageScore: 50 });
    expect(two).toMatchObject({ certificateType: 2, inProgress: 0 });
    const foreign = (await call('GetOverralResult', {}, otherReviewer)).body.result.items;
    expect(foreign[0]).toMatchObject({ attempts: 1, passed: 1 });
  });

  it('answers 401 and 403', async () => {
    await expectGuarded(t, outsiders, 'Pages.Exam.ExamResults', 'GET', 'GetOverralResult');
  });
});

describe('Examination/GetPagedResults', () => {
  it('lists the tenant’s attempts newest first, paged', async () => {
    const res = await call('GetPagedResults', { MaxResultCount: 2, SkipCount: 0, certificateType: 1 });
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(3);
    expect(ids(res.body.result.items)).toEqual([bjornInProgress, annaPassed]);
    const row = res.body.result.items[1] as ResultRowDto;
    expect(row).toMatchObject({
      userName: 'anna.sig',
      fullName: 'Anna Sigurðardóttir',
      isPassed: true,
      score: 100,
      status: 3,
      examSessionId: null,
    });
    expect(row.certificateNumber).toMatch(/^IS-A1A3-\d{4}-\d{5}$/);
  });

  it('searches the trimmed keyword in user name, full name, e-mail and certificate number', async () => {
    expect((await attemptRow(t, annaPassed)).userCertificateId).not.toBeNull();
    const byName = (await call('GetPagedResults', { keyword: '  anna sigurðar  ', maxResultCount: 100 })).body.result;
    expect(ids(byName.items).sort()).toEqual([annaFailed, annaPassed, annaA2].sort());
    const byUserName = (await call('GetPagedResults', { keyword: 'BJORN' })).body.result;
    expect(ids(byUserName.items)).toEqual([bjornInProgress]);
    const byEmail = (await call('GetPagedResults', { keyword: ' anna.sig@example ' })).body.result;
    expect(byEmail.totalCount).toBe(3);
    const number = (await call('GetPagedResults', { keyword: 'anna', certificateType: 1, isPassed: true })).body.result.items[0]
      .certificateNumber as string;
    const byNumber = (await call('GetPagedResults', { keyword: ` ${number.toLowerCase()} ` })).body.result;
    expect(ids(byNumber.items)).toEqual([annaPassed]);
    expect((await call('GetPagedResults', { keyword: '100%_' })).body.result.totalCount).toBe(0);
  });

  it('filters by pass, status and the day the attempt started', async () => {
    expect(ids((await call('GetPagedResults', { isPassed: false, certificateType: 1 })).body.result.items)).toEqual([annaFailed]);
    expect(ids((await call('GetPagedResults', { status: 1 })).body.result.items)).toEqual([bjornInProgress]);
    expect((await call('GetPagedResults', { from: today, to: today, maxResultCount: 100 })).body.result.totalCount).toBeGreaterThanOrEqual(
      4,
    );
    expect((await call('GetPagedResults', { to: dayOffset(-1) })).body.result.totalCount).toBe(0);
    expect((await call('GetPagedResults', { from: `${dayOffset(1)}T00:00:00Z` })).body.result.totalCount).toBe(0);
  });

  it('gives every page of each filter and keyword as the same slice of the whole list, read forward or from the end', async () => {
    const ownTenant = (await t.tenant()).id;
    const own = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId: ownTenant })).token;
    const bank = await examBank(t, ownTenant, 1);
    const people: number[] = [];
    for (const [name, surname] of [
      ['Sigrún', 'Jónsdóttir'],
      ['Sigurður', 'Pálsson'],
      ['Páll', 'Árnason'],
    ])
      people.push((await t.userWith([], { tenantId: ownTenant, fields: { name, surname } })).id);
    // Ties in the start time, so the reverse order must keep the id's order.
    const start = new Date(Date.parse(today) - 86_400_000);
    for (let i = 0; i < 17; i += 1) {
      const id = await insertAttempt(t, bank, {
        userId: people[i % 3]!,
        startTime: new Date(start.getTime() + Math.floor(i / 3) * minute),
      });
      // A person has one attempt in progress at most: the others ran out of time or were handed in.
      await t.database.db
        .update(userExaminations)
        .set({ status: i % 4 === 1 ? 3 : 2 })
        .where(eq(userExaminations.id, id));
    }
    const page = async (query: Record<string, string | number | boolean>) => {
      const res = await call('GetPagedResults', query, own);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: ids(res.body.result.items), total: res.body.result.totalCount as number };
    };
    const filters: Record<string, string | number>[] = [{}, { status: 2 }, { keyword: 'sigur' }, { keyword: 'sig', status: 2 }];
    for (const filter of filters) {
      const whole = await page({ ...filter, maxResultCount: 100 });
      expect(whole.ids.length, JSON.stringify(filter)).toBe(whole.total);
      expect(whole.total).toBeGreaterThan(3);
      for (const take of [1, 4])
        for (let skip = 0; skip <= whole.total; skip += 1)
          expect((await page({ ...filter, skipCount: skip, maxResultCount: take })).ids, `${JSON.stringify(filter)} skip ${skip}`).toEqual(
            whole.ids.slice(skip, skip + take),
          );
    }
    const newestFirst = await t.database.db
      .select({ id: userExaminations.id })
      .from(userExaminations)
      .where(and(eq(userExaminations.tenantId, ownTenant), eq(userExaminations.status, 2)))
      .orderBy(desc(userExaminations.startTime), desc(userExaminations.id));
    expect((await page({ status: 2, maxResultCount: 100 })).ids).toEqual(newestFirst.map((row) => row.id));
  });

  it('answers 400 for a bad date or page size, 401 and 403, and never shows another tenant’s attempts', async () => {
    await expectInvalid(t, reviewer, 'GET', 'GetPagedResults', { query: { from: 'yesterday' } }, 'from');
    await expectInvalid(t, reviewer, 'GET', 'GetPagedResults', { query: { to: '2026-02-30' } }, 'to');
    await expectInvalid(t, reviewer, 'GET', 'GetPagedResults', { query: { maxResultCount: 0 } }, 'maxResultCount');
    await expectGuarded(t, outsiders, 'Pages.Exam.ExamResults', 'GET', 'GetPagedResults');
    const foreign = (await call('GetPagedResults', { keyword: 'anna' }, otherReviewer)).body.result;
    expect(ids(foreign.items)).toEqual([foreignAttempt]);
  });
});

describe('Examination/GetExaminationDetail', () => {
  it('shows every drawn question in order with the options chosen and the right ones', async () => {
    const res = await call('GetExaminationDetail', { UserExamId: annaA2 });
    expect(res.status).toBe(200);
    const detail = res.body.result;
    expect(detail).toMatchObject({ userId: anna.id, fullName: 'Anna Sigurðardóttir', result: { userExaminationId: annaA2, score: 50 } });
    expect(detail.lines.map((l: { index: number; isAnswer: boolean }) => [l.index, l.isAnswer])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(detail.lines[3].options).toEqual([
      { id: a2.questions[3].wrong, descriptionIcelandic: 'Nei', descriptionEnglish: 'No', isCorrect: false, isChosen: true },
      { id: a2.questions[3].right, descriptionIcelandic: 'Já', descriptionEnglish: 'Yes', isCorrect: true, isChosen: false },
    ]);
    expect(detail.lines[0]).toMatchObject({ questionId: a2.questions[0].id, descriptionEnglish: expect.stringContaining('Question') });
  });

  it('answers 400, 401, 403 and a foreign tenant’s attempt 404', async () => {
    await expectInvalid(t, reviewer, 'GET', 'GetExaminationDetail', { query: {} }, 'userExamId');
    await expectGuarded(t, outsiders, 'Pages.Exam.ExamResults', 'GET', 'GetExaminationDetail', { query: { userExamId: annaA2 } });
    expect((await call('GetExaminationDetail', { userExamId: foreignAttempt })).status).toBe(404);
    expect((await call('GetExaminationDetail', { userExamId: 2_000_000 })).status).toBe(404);
  });
});

describe('Examination/GetListExaminationResultByUser', () => {
  it('answers a user’s submitted results of the type, latest first, to the user and to a reviewer', async () => {
    const own = await call('GetListExaminationResultByUser', { certificateId: 1, userId: anna.id }, anna.token);
    expect(own.status).toBe(200);
    expect(own.body.result.items.map((r: ExaminationResultDto) => r.userExaminationId)).toEqual([annaPassed, annaFailed]);
    const reviewed = await call('GetListExaminationResultByUser', { CertificateId: 2, UserId: anna.id });
    expect(reviewed.body.result.items.map((r: ExaminationResultDto) => r.userExaminationId)).toEqual([annaA2]);
    expect((await call('GetListExaminationResultByUser', { certificateId: 1, userId: bjorn.id })).body.result.items).toEqual([]);
  });

  it('answers 400, 401, 403 for another user’s results and a foreign tenant’s user 404', async () => {
    await expectInvalid(
      t,
      reviewer,
      'GET',
      'GetListExaminationResultByUser',
      { query: { certificateId: 3, userId: anna.id } },
      'certificateId',
    );
    await expectGuarded(t, outsiders, 'Pages.Exam.ExamResults', 'GET', 'GetListExaminationResultByUser', {
      query: { certificateId: 1, userId: anna.id },
    });
    expect((await call('GetListExaminationResultByUser', { certificateId: 1, userId: anna.id }, bjorn.token)).status).toBe(403);
    expect((await call('GetListExaminationResultByUser', { certificateId: 1, userId: foreignUserId })).status).toBe(404);
  });
});
