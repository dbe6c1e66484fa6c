import { expect } from 'vitest';
import { insertExamination } from '../../seed/factories/questions';
import { userExaminations } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { TestApp } from '../../test/harness';
import { awardCertificate, type Award } from './certificate-award';

export const certificateApi = '/api/services/app/Certificate';
export const pilotApi = '/api/services/app/Pilot';
export const verifyPath = '/api/TokenAuth/VerifyQrCodeToken';
export const pdfPath = `${certificateApi}/CreateUserCertificatePdf`;

export const dayOf = (time: Date) => time.toISOString().slice(0, 10);
export const today = () => dayOf(new Date());
/** The day `years` whole years (and `days` days) from today, as YYYY-MM-DD. */
export function dayFromToday(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return dayOf(d);
}

let counter = 0;
/** Per test app, as each has a database of its own: test files may share this module. */
const examinationIds = new WeakMap<TestApp, Map<string, number>>();

/** A submitted attempt written straight to the table, passed unless told otherwise. */
export async function submittedAttempt(
  t: TestApp,
  a: { tenantId: number | null; userId: number; certificateType: number; submitTime?: Date; isPassed?: boolean },
): Promise<number> {
  const key = `${a.tenantId}:${a.certificateType}`;
  const ids = examinationIds.get(t) ?? examinationIds.set(t, new Map()).get(t)!;
  let examinationId = ids.get(key);
  if (!examinationId) {
    examinationId = await insertExamination(t.database.db, {
      tenantId: a.tenantId,
      name: `Próf ${++counter}`,
      certificateType: a.certificateType,
    });
    ids.set(key, examinationId);
  }
  const submitTime = a.submitTime ?? new Date();
  const isPassed = a.isPassed ?? true;
  const [row] = await t.database.db
    .insert(userExaminations)
    .values({
      tenantId: a.tenantId,
      userId: a.userId,
      examinationId,
      certificateType: a.certificateType,
      status: 3,
      startTime: new Date(submitTime.getTime() - 30 * 60_000),
      deadline: new Date(submitTime.getTime() + 30 * 60_000),
      submitTime,
      questionCount: 40,
      correctCount: isPassed ? 36 : 20,
      score: isPassed ? 90 : 50,
      percentNeedToPass: 75,
      isPassed,
    })
    .returning({ id: userExaminations.id });
  return row.id;
}

/** Runs the award rule in a transaction of its own, as a submitted exam does. */
export const award = (t: TestApp, a: Award) => withTransaction(t.database.pool, (tx) => awardCertificate(tx.db, a));

/** Two tenants; in the first a results manager, a pilot and users without the permission. */
export async function certificateSetup(t: TestApp) {
  const tenantId = (await t.tenant()).id;
  const otherTenantId = (await t.tenant()).id;
  const manager = await t.userWith(['Pages.Exam.ExamResults'], { tenantId });
  const otherManager = await t.userWith(['Pages.Exam.ExamResults'], { tenantId: otherTenantId });
  const pilot = await t.userWith(['Pages.Pilot.Permission'], {
    tenantId,
    fields: { name: 'Þórdís Ægis', surname: 'Öxndal', dateOfBirth: '1990-02-28' },
  });
  const outsiders = [
    (await t.userWith([], { tenantId })).token,
    (await t.userWith(['Pages.Users', 'Pages.Pilot.Permission'], { tenantId })).token,
  ];
  return { tenantId, otherTenantId, manager, otherManager, pilot, outsiders };
}

type Input = { query?: Record<string, string | number | boolean>; body?: unknown };

/** 401 without a session; 403 naming the permission for users who lack it. */
export async function expectGuarded(t: TestApp, outsiders: string[], verb: string, path: string, input: Input, permission: string) {
  const anonymous = await t.call(verb, path, input);
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.unAuthorizedRequest).toBe(true);
  for (const token of outsiders) {
    const res = await t.call(verb, path, { ...input, token, language: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error?.details).toBe(`The permission ${permission} is missing.`);
  }
}

/** The members a 400 names. */
export const invalidMembers = (body: { error: { validationErrors: { members: string[] }[] | null } | null }) =>
  (body.error?.validationErrors ?? []).flatMap((v) => v.members).sort();
