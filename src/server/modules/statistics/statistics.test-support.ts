import { randomInt } from 'node:crypto';
import { newOperatorNumber } from '../../../shared/operator-number';
import { insertExamination } from '../../seed/factories/questions';
import { organizations, pilots, userCertificates, userExaminations, users } from '../../db/schema';
import type { TestApp } from '../../test/harness';

export const statisticsApi = '/api/services/app/Statistics';

let counter = 0;
const next = () => `${++counter}_${randomInt(1_000_000)}`;

/**
 * `count` people registered at `at`, in bulk: pilots (`status_id` 1) unless told otherwise, each
 * holding an operator registration number when `operator`. Written straight to the tables, as
 * the register holds them, so a test of figures can make dozens without hashing a password each.
 */
export async function addPeople(
  t: TestApp,
  tenantId: number,
  count: number,
  at: string,
  options: { operator?: boolean; pilot?: boolean; deleted?: boolean } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const n = next();
    const [user] = await t.database.db
      .insert(users)
      .values({
        tenantId,
        userName: `stats${n}`,
        name: 'Anna',
        surname: 'Jónsdóttir',
        emailAddress: `stats${n}@example.com`,
        passwordHash: 'not-a-hash',
        userTypeId: 3,
        creationTime: new Date(at),
      })
      .returning({ id: users.id });
    await t.database.db.insert(pilots).values({
      tenantId,
      userId: user.id,
      pilotTypeId: 1,
      statusId: options.pilot === false ? 0 : 1,
      operatorRegistrationNumber: options.operator === false ? null : newOperatorNumber(randomInt).full,
      isDeleted: options.deleted ?? false,
      creationTime: new Date(at),
    });
    ids.push(user.id);
  }
  return ids;
}

/** `count` organisations registered at `at`: proved and holding an operator number unless told otherwise. */
export async function addOrganisations(
  t: TestApp,
  tenantId: number,
  count: number,
  at: string,
  options: { proof?: 'pending' | 'proved'; numbered?: boolean } = {},
) {
  for (let i = 0; i < count; i++) {
    const n = next();
    await t.database.db.insert(organizations).values({
      tenantId,
      userTypeId: 1,
      name: `Flug ${n} ehf.`,
      organizationNumber: `55${String(randomInt(100_000_000)).padStart(8, '0')}`,
      address: 'Aðalgata 1',
      postCode: '101',
      email: `org${n}@example.com`,
      phoneNumber: '5551234',
      proof: options.proof ?? 'proved',
      operatingNumber: options.numbered === false ? null : newOperatorNumber(randomInt).full,
      creationTime: new Date(at),
    });
  }
}

/** `count` certificates of the type passed on `day`, held by `userId`. */
export async function addCertificates(t: TestApp, tenantId: number, userId: number, certificateType: number, count: number, day: string) {
  for (let i = 0; i < count; i++) {
    const n = next();
    await t.database.db.insert(userCertificates).values({
      tenantId,
      userId,
      certificateId: certificateType,
      certificateNumber: `STAT-${n}`,
      passedDate: day,
      expiredDate: '2099-01-01',
      verifyToken: `stat-token-${n}`,
    });
  }
}

const examinations = new Map<string, number>();

/** Attempts at the type's exam started at `at`: `passed` passed, `failed` failed, `open` still running (one a person). */
export async function addAttempts(
  t: TestApp,
  tenantId: number,
  userIds: number[],
  certificateType: number,
  at: string,
  outcome: { passed: number; failed: number; open?: number },
) {
  // A tenant has one examination of each type.
  const key = `${tenantId}:${certificateType}`;
  let examinationId = examinations.get(key);
  if (examinationId === undefined) {
    examinationId = await insertExamination(t.database.db, { tenantId, name: `Próf ${next()}`, certificateType });
    examinations.set(key, examinationId);
  }
  const results = [...Array<boolean | null>(outcome.passed).fill(true), ...Array<boolean | null>(outcome.failed).fill(false)];
  results.push(...Array<boolean | null>(outcome.open ?? 0).fill(null));
  if (results.length > userIds.length) throw new Error('one attempt a person: give more people');
  const start = new Date(at);
  await t.database.db.insert(userExaminations).values(
    results.map((isPassed, i) => ({
      tenantId,
      userId: userIds[i],
      examinationId,
      certificateType,
      status: isPassed === null ? 1 : 3,
      startTime: start,
      deadline: new Date(start.getTime() + 3_600_000),
      submitTime: isPassed === null ? null : new Date(start.getTime() + 1_800_000),
      questionCount: 40,
      percentNeedToPass: 75,
      isPassed,
    })),
  );
}
