import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto, ExaminationDto } from '../../shared/contracts/examinations';
import type { PageSummaryDto } from '../../shared/contracts/courses';
import { Permission } from '../../shared/permissions';
import { createTestApp, type TestApp } from '../test/harness';
import { ensureDemoContent } from './factories/demo-content';
import { seed } from './seed';

/** The demo content that `npm start` seeds must be an exam an administrator could have built. */
let t: TestApp;
let tenantId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  expect(await ensureDemoContent(t.database.db, tenantId)).toBe(true);
  token = (await t.userWith([Permission.Examinations], { tenantId })).token;
});
afterAll(() => t.close());

const get = async <T>(path: string, query: Record<string, string | number | boolean>): Promise<T> => {
  const res = await t.call('GET', `/api/services/app/${path}`, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as T;
};

describe.each([
  { type: 1, questions: 54, categories: 9 },
  { type: 2, questions: 36, categories: 3 },
])('the demo examination of type $type', ({ type, questions, categories }) => {
  it('passes the minimum rules, so an attempt can always be drawn', async () => {
    const examination = await get<ExaminationDto>('Examination/GetByCertificateType', { certificateType: type });
    const { items } = await get<{ items: CategoryDto[] }>('ExaminationCategory/GetByExaminationId', {
      examinationId: examination.id,
      maxResultCount: 100,
    });
    expect(items).toHaveLength(categories);
    expect(items.reduce((sum, c) => sum + c.activeQuestionCount, 0)).toBe(questions);
    const cap = type === 1 ? 6 : 16;
    for (const category of items) {
      expect(category.title.length).toBeGreaterThan(0);
      expect(category.titleEnglish.length).toBeGreaterThan(0);
      expect(category.minimumRequiredQuestions).toBeLessThanOrEqual(cap);
      expect(category.activeQuestionCount).toBeGreaterThanOrEqual(category.minimumRequiredQuestions);
    }
    const sumOfMinimums = await get<number>('ExaminationCategory/GetMaxTotalMininumCategory', { certificateType: type });
    const perAttempt = await get<number>('ExaminationCategory/GetTotalQuestionByCertificateId', { certificateType: type });
    expect(sumOfMinimums).toBe(items.reduce((sum, c) => sum + c.minimumRequiredQuestions, 0));
    expect(sumOfMinimums).toBeLessThanOrEqual(perAttempt);
    expect(questions).toBeGreaterThanOrEqual(perAttempt);
  });

  it('has a course of at least five pages in both languages', async () => {
    const { items } = await get<{ items: PageSummaryDto[] }>(`Page/GetList/${type}`, {});
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.map((p) => p.rank)).toEqual(items.map((_, i) => i + 1));
    for (const page of items) expect([page.nameIcelandic.length > 0, page.nameEnglish.length > 0]).toEqual([true, true]);
  });
});

describe('seeding demo content', () => {
  it('happens once per tenant, and not again after an administrator removed the examinations', async () => {
    expect(await ensureDemoContent(t.database.db, tenantId)).toBe(false);
    const examination = await get<ExaminationDto>('Examination/GetByCertificateType', { certificateType: 1 });
    const removed = await t.call('DELETE', '/api/services/app/Examination/Delete', { token, query: { Id: examination.id } });
    expect(removed.status).toBe(200);
    expect(await ensureDemoContent(t.database.db, tenantId)).toBe(false);
    expect(await get<ExaminationDto | null>('Examination/GetByCertificateType', { certificateType: 1 })).toBeNull();
  });

  it('is part of the seed when asked for, for the host and the Default tenant', async () => {
    await seed(t.database.db, { demoContent: true });
    await seed(t.database.db, { demoContent: true });
    const { rows } = await t.database.pool.query<{ tenant: string | null; n: string }>(
      `select t.tenancy_name as tenant, count(q.id) as n from questions q left join tenants t on t.id = q.tenant_id
       where q.tenant_id is null or t.tenancy_name = 'Default' group by t.tenancy_name order by 1 nulls first`,
    );
    expect(rows.map((r) => [r.tenant, Number(r.n)])).toEqual([
      [null, 90],
      ['Default', 90],
    ]);
  });
});
