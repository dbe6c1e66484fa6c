import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMinimumAnswers } from '../../../shared/contracts/dashboard';
import { CertificateType } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { examBank } from '../exam-results/exam-results.test-support';
import * as direct from './dashboard-direct.queries';
import { countAnswersBySubject, findHardestQuestions, tallyCertificatesByType, tallyPaidPayments } from './dashboard.queries';
import { examStatisticOf, visitStatisticOf } from './dashboard.service';
import { dayAt, periodOf, seededChoices } from './dashboard.test-support';
import { monthsOf, type Period } from './period';

/**
 * The summaries (decision 0040) against the register itself: over varied data in two tenants and
 * the host, every figure the dashboard shows is counted the old way (straight from the register)
 * and from the summaries, for many periods, and must be the same; again after the register changes;
 * and the triggers feed the summaries in the change's own transaction.
 */

let t: TestApp;
let tenants: (number | null)[];
let firstBank: Awaited<ReturnType<typeof examBank>>;
/** People who only sign in, per tenant: one of them is erased in the changes. */
let visitors: number[][];
const dayMs = 86_400_000;

// Seeded, so that a failure can be run again with the same data and periods.
const { random, randomDay, periods } = seededChoices(39);

/** The exam figures the old way: every drawn question of the period unpacked and counted. */
async function examDirect(tenantId: number | null, period: Period, minimumAnswers: number) {
  const db = t.database.db;
  const [types, subjects, hardest] = await Promise.all([
    direct.countAttemptsByType(db, tenantId, period),
    direct.countAnswersBySubject(db, tenantId, period),
    direct.findHardestQuestions(db, tenantId, period, minimumAnswers, 10),
  ]);
  return {
    byType: Object.values(CertificateType).map((certificateType) => {
      const row = types.find((r) => r.certificateType === certificateType);
      return { certificateType, attempts: row?.attempts ?? 0, finished: row?.finished ?? 0, passed: row?.passed ?? 0 };
    }),
    subjects,
    hardest,
  };
}

async function expectSameFigures(label: string) {
  const db = t.database.db;
  let compared = 0;
  for (const tenantId of tenants) {
    for (const period of periods()) {
      const at = `${label}, tenant ${tenantId}, ${period.from}…${period.to}`;
      for (const minimumAnswers of [1, defaultMinimumAnswers, 120]) {
        const old = await examDirect(tenantId, period, minimumAnswers);
        const now = await examStatisticOf(t.deps, tenantId, period, minimumAnswers);
        expect(
          now.byType.map(({ passRate: _, ...r }) => r),
          at,
        ).toEqual(old.byType);
        expect(await countAnswersBySubject(db, tenantId, period), at).toEqual(old.subjects);
        expect(await findHardestQuestions(db, tenantId, period, minimumAnswers, 10), at).toEqual(old.hardest);
        expect(now.hardestQuestions.length, at).toBe(old.hardest.length);
        compared++;
      }
      // The months add up to the period, and each is the period's part of that month counted the old way.
      const exam = await examStatisticOf(t.deps, tenantId, period);
      expect(
        exam.months.map((m) => ({ year: m.year, month: m.month })),
        at,
      ).toEqual(monthsOf(period));
      expect(
        exam.months.reduce((sum, m) => sum + m.attempts, 0),
        at,
      ).toBe(exam.total.attempts);
      const month = exam.months[Math.floor(random() * exam.months.length)];
      const monthStart = dayAt(Date.UTC(month.year, month.month, 1));
      const monthEnd = dayAt(Date.UTC(month.year, month.month + 1, 0));
      const part = periodOf(monthStart > period.from ? monthStart : period.from, monthEnd < period.to ? monthEnd : period.to);
      const oldMonth = await examDirect(tenantId, part, 1);
      expect(
        month.byType.map(({ passRate: _, ...r }) => r),
        `${at}, ${monthStart}`,
      ).toEqual(oldMonth.byType);

      expect(await tallyPaidPayments(db, tenantId, period), at).toEqual(await direct.tallyPaidPayments(db, tenantId, period));
      const today = randomDay();
      const warnUntil = dayAt(Date.parse(`${today}T00:00:00Z`) + 60 * dayMs);
      const byType = (rows: { certificateType: number | null }[]) =>
        [...rows]
          .sort((a, b) => (a.certificateType ?? 0) - (b.certificateType ?? 0))
          .filter((r) => Object.values(r).some((v) => v !== 0 && v !== r.certificateType));
      // Visits: the period's sign-ins and distinct visitors, and each day's, as the sign-in log counts them.
      const visits = await visitStatisticOf(t.deps, tenantId, period);
      const oldVisits = await direct.countSignIns(db, tenantId, period);
      expect({ signIns: visits.signIns, uniqueVisitors: visits.uniqueVisitors }, at).toEqual(oldVisits);
      const oldDays = await direct.countSignInsByDay(db, tenantId, period);
      expect(
        visits.days.filter((d) => d.signIns > 0 || d.uniqueVisitors > 0).map((d) => ({ ...d })),
        at,
      ).toEqual([...oldDays].sort((a, b) => a.date.localeCompare(b.date)));
      expect(byType(await tallyCertificatesByType(db, tenantId, period, today, warnUntil)), `${at}, today ${today}`).toEqual(
        byType(await direct.tallyCertificatesByType(db, tenantId, period, today, warnUntil)),
      );
    }
  }
  return compared;
}

/** The summaries' rows that count something, as the triggers left them. */
const summaries = async () =>
  (
    await t.database.pool.query(`
      select 'exam' as s, tenant_id, span, starts::text, certificate_type as a, 0 as b, attempts as x, finished as y, passed as z
        from dashboard_exam_tallies where (attempts, finished, passed) <> (0, 0, 0)
      union all
      select 'answer', tenant_id, span, starts::text, certificate_type * 100000 + category_id, question_id, answers, correct, 0
        from dashboard_answer_tallies where (answers, correct) <> (0, 0)
      union all
      select 'payment', tenant_id, span, starts::text, 0, 0, paid_count, paid_amount, 0 from dashboard_payment_tallies where (paid_count, paid_amount) <> (0, 0)
      union all
      select 'certificate', tenant_id, span, starts::text, certificate_type, 0, issued, valid, 0
        from dashboard_certificate_tallies where (issued, valid) <> (0, 0)
      union all
      select 'sign-in', tenant_id, 'day', starts::text, 0, 0, sign_ins, visitors, 0 from dashboard_sign_in_tallies where (sign_ins, visitors) <> (0, 0)
      union all
      select 'visitor', tenant_id, span, starts::text, user_id, 0, sign_ins, 0, 0 from dashboard_visitors
      order by 1, 2, 3, 4, 5, 6`)
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  tenants = [(await t.tenant()).id, (await t.tenant()).id, null];
  const pool = t.database.pool;
  visitors = [];
  for (const tenantId of tenants) {
    // Sign-ins over four years: several a day by the same people at times, some failed, some of no one.
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => t.userWith([], { tenantId })));
    visitors.push(people.map((p) => p.id));
    await pool.query(
      `insert into login_attempts (tenant_id, user_id, user_name_or_email_address, result, creation_time)
       select $1, case when g % 19 = 0 then null else ($2::int[])[1 + (g * 7) % 5] end, 'gestur',
              case when g % 9 = 0 then 'InvalidPassword' when g % 4 = 0 then 'IdLoginSuccess' else 'Success' end,
              timestamptz '2029-01-01 00:00:00+00' + ((g::bigint * 15485863) % (4 * 365 * 24 * 60 / 8)) * interval '8 minutes'
         from generate_series(1, 3000) g`,
      [tenantId, people.map((p) => p.id)],
    );
    const user = await t.userWith([], { tenantId });
    for (const certificateType of [1, 2]) {
      const bank = await examBank(t, tenantId, certificateType);
      firstBank ??= bank;
      const ids = bank.questions.map((q) => q.id);
      const categories = bank.questions.map((q) => q.categoryId);
      // Attempts over four years at any hour: some open, some failed, some passed; marks with gaps.
      await pool.query(
        `with a as (
           insert into user_examinations (tenant_id, user_id, examination_id, certificate_type, status, start_time, deadline,
                                          question_count, percent_need_to_pass, is_passed, creation_time)
           select $1, $2, $3, $4, case when r < 0.15 then 0 else 3 end, s, s + interval '1 hour', cardinality($5::int[]), 75,
                  case when r < 0.15 then null else r > 0.5 end, s
             from generate_series(1, 700) g,
                  lateral (select (g * 7919 % 1000) / 1000.0 as r,
                                  timestamptz '2029-01-01 00:00:00+00' + ((g * 104729) % (4 * 365 * 24 * 60)) * interval '1 minute' as s) x
           returning id, is_passed)
         insert into user_examination_draws (user_examination_id, question_ids, category_ids, option_ids, answer_option_ids, answered_times, correct)
         select a.id, $5::int[], $6::int[], array_fill('{}'::text, array[cardinality($5::int[])]),
                array_fill(null::text, array[cardinality($5::int[])]), array_fill(null::timestamptz, array[cardinality($5::int[])]),
                case when a.is_passed is null then array_fill(null::boolean, array[cardinality($5::int[])])
                     else (select array_agg(case when (a.id * 31 + i * 17) % 11 = 0 then null else (a.id * 13 + i * 7) % 10 < 6 end order by i)
                             from generate_series(1, cardinality($5::int[])) i) end
           from a`,
        [tenantId, user.id, bank.examinationId, certificateType, ids, categories],
      );
    }
    await pool.query(
      `insert into user_certificates (tenant_id, user_id, certificate_id, certificate_number, is_passed, passed_date, expired_date, verify_token, revoked_time)
       select $1, $2, 1 + g % 2, 'T' || coalesce($1, 0) || '-' || g, g % 17 <> 0, d, d + (1 + g % 5) * interval '1 year',
              md5('v' || coalesce($1, 0) || '-' || g), case when g % 13 = 0 then now() end
         from generate_series(1, 400) g, lateral (select (date '2026-01-01' + (g * 7919) % 2200)::date as d) x`,
      [tenantId, user.id],
    );
    await pool.query(
      `insert into payments (tenant_id, checkout_id, kind, user_type_id, payer_name, payer_email, language, description, amount, provider, status,
                             creation_time, paid_at)
       select $1, 'DP-' || coalesce($1, 0) || '-' || g, 1, 3, 'Jón', 'jon@example.com', 'is', 'Gjald', 1000 + g % 7 * 500, 'sandbox', s,
              at, case when s = 1 or g % 29 = 0 then at + interval '1 minute' end
         from generate_series(1, 600) g,
              lateral (select case when g % 10 < 7 then 1 else 2 + g % 3 end as s,
                              timestamptz '2029-01-01 00:00:00+00' + ((g * 7919) % (4 * 365 * 24 * 60)) * interval '1 minute' as at) x`,
      [tenantId],
    );
  }
}, 300_000);
afterAll(() => t.close());

describe('the dashboard from its summaries', () => {
  it('gives the same figures as counting the register, for every tenant, period and minimum of answers', async () => {
    const compared = await expectSameFigures('as written');
    expect(compared).toBe(3 * 21 * 3);
  }, 300_000);

  it('stays the same after results change, attempts and draws go, certificates are revoked and payments refunded', async () => {
    const pool = t.database.pool;
    await pool.query(`update user_examinations set is_passed = not is_passed where id % 9 = 0 and is_passed is not null`);
    await pool.query(`update user_examinations set is_passed = true where id % 23 = 0 and is_passed is null`);
    await pool.query(`update user_examinations set start_time = start_time + interval '20 days' where id % 31 = 0`);
    await pool.query(`update user_examination_draws set correct[1] = not correct[1] where user_examination_id % 5 = 0`);
    await pool.query(`delete from user_examination_draws where user_examination_id % 37 = 0`);
    await pool.query(`delete from user_examinations where id % 41 = 0`);
    await pool.query(`update user_certificates set revoked_time = now() where id % 11 = 0`);
    await pool.query(`update user_certificates set expired_date = expired_date + 400 where id % 19 = 0`);
    await pool.query(`delete from user_certificates where id % 43 = 0`);
    await pool.query(`update payments set status = 4 where id % 7 = 0`);
    await pool.query(`update payments set paid_at = paid_at + interval '3 days' where id % 13 = 0`);
    await pool.query(`delete from payments where id % 47 = 0`);
    await pool.query(`update login_attempts set result = 'InvalidPassword' where id % 17 = 0`);
    await pool.query(`update login_attempts set creation_time = creation_time + interval '2 days' where id % 23 = 0`);
    await pool.query(`delete from login_attempts where id % 29 = 0`);
    // An erased person: the sign-in log keeps the rows, without the person.
    await pool.query(`update login_attempts set user_id = null where user_id = any($1)`, [visitors.map((v) => v[0])]);
    expect(await expectSameFigures('after changes')).toBe(3 * 21 * 3);
  }, 300_000);

  it('are what counting them again from the register gives, as the migration backfills them', async () => {
    const fed = await summaries();
    expect(fed.length).toBeGreaterThan(1000);
    await t.database.pool.query('select dashboard_summaries_rebuild()');
    expect(await summaries()).toEqual(fed);
  });
});

describe('the summaries change in the change’s own transaction', () => {
  const tenant = () => tenants[0];
  const answers = async () =>
    Number(
      (
        await t.database.pool.query(
          `select coalesce(sum(answers), 0) as n from dashboard_answer_tallies where tenant_id = $1 and span = 'month' and starts = '2033-03-01'`,
          [tenant()],
        )
      ).rows[0].n,
    );
  const monthOf = (table: string, column: string) =>
    sql.raw(
      `select coalesce(sum(${column}), 0)::int as n from ${table} where tenant_id = ${tenant()} and span = 'month' and starts = '2033-03-01'`,
    );
  const rollback = new Error('rolled back');

  async function inTransaction(change: (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0]) => Promise<void>) {
    await t.database.db
      .transaction(async (tx) => {
        await change(tx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  }

  it('counts an attempt when it starts and its answers when it is marked, and not when rolled back', async () => {
    const bank = firstBank;
    const user = await t.userWith([], { tenantId: tenant() });
    const before = { attempts: await answers() };
    const attempt = async (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0]) => {
      const inserted = await tx.execute<{ id: number }>(sql`
        insert into user_examinations (tenant_id, user_id, examination_id, certificate_type, status, start_time, deadline, question_count, percent_need_to_pass)
        values (${tenant()}, ${user.id}, ${bank.examinationId}, 1, 1, '2033-03-15T12:00:00Z', '2033-03-15T13:00:00Z', ${bank.questions.length}, 75)
        returning id`);
      const id = inserted.rows[0].id;
      await tx.execute(sql`
        insert into user_examination_draws (user_examination_id, question_ids, category_ids, option_ids, answer_option_ids, answered_times, correct)
        values (${id}, ${`{${bank.questions.map((q) => q.id).join(',')}}`}::int[], ${`{${bank.questions.map((q) => q.categoryId).join(',')}}`}::int[],
                array_fill('{}'::text, array[6]), array_fill(null::text, array[6]), array_fill(null::timestamptz, array[6]), array_fill(null::boolean, array[6]))`);
      const started = await tx.execute<{ n: number }>(monthOf('dashboard_exam_tallies', 'attempts'));
      expect(started.rows[0].n).toBe(1);
      await tx.execute(sql`update user_examination_draws set correct = '{t,t,t,f,t,t}' where user_examination_id = ${id}`);
      await tx.execute(sql`update user_examinations set status = 3, is_passed = true where id = ${id}`);
      const marked = await tx.execute<{ n: number }>(monthOf('dashboard_answer_tallies', 'correct'));
      expect(marked.rows[0].n).toBe(5);
      const passed = await tx.execute<{ n: number }>(monthOf('dashboard_exam_tallies', 'passed'));
      expect(passed.rows[0].n).toBe(1);
    };
    await inTransaction(attempt);
    expect(await answers()).toBe(before.attempts);
    const after = await t.database.db.execute<{ n: number }>(monthOf('dashboard_exam_tallies', 'attempts'));
    expect(after.rows[0].n).toBe(0);
  });

  it('counts a certificate as issued and valid, and not when rolled back', async () => {
    const user = await t.userWith([], { tenantId: tenant() });
    await inTransaction(async (tx) => {
      await tx.execute(sql`
        insert into user_certificates (tenant_id, user_id, certificate_id, certificate_number, passed_date, expired_date, verify_token)
        values (${tenant()}, ${user.id}, 2, 'TX-1', '2033-03-04', '2038-03-04', 'tx-token')`);
      expect((await tx.execute<{ n: number }>(monthOf('dashboard_certificate_tallies', 'issued'))).rows[0].n).toBe(1);
    });
    expect((await t.database.db.execute<{ n: number }>(monthOf('dashboard_certificate_tallies', 'issued'))).rows[0].n).toBe(0);
  });

  it('counts a sign-in and its visitor, and not when rolled back', async () => {
    const day = async (run: (q: ReturnType<typeof sql.raw>) => Promise<{ rows: { n: number }[] }>) =>
      (
        await run(
          sql.raw(
            `select coalesce(sum(sign_ins * 1000 + visitors), 0)::int as n from dashboard_sign_in_tallies where tenant_id = ${tenant()} and starts = '2033-03-09'`,
          ),
        )
      ).rows[0].n;
    const signIn = sql`insert into login_attempts (tenant_id, user_id, user_name_or_email_address, result, creation_time)
      values (${tenant()}, ${visitors[0][1]}, 'gestur', 'Success', '2033-03-09T08:00:00Z')`;
    await inTransaction(async (tx) => {
      await tx.execute(signIn);
      await tx.execute(signIn);
      expect(await day((q) => tx.execute<{ n: number }>(q))).toBe(2001);
      expect((await tx.execute<{ n: number }>(monthOf('dashboard_visitors', 'sign_ins'))).rows[0].n).toBe(2);
    });
    expect(await day((q) => t.database.db.execute<{ n: number }>(q))).toBe(0);
    expect((await t.database.db.execute<{ n: number }>(monthOf('dashboard_visitors', 'sign_ins'))).rows[0].n).toBe(0);
  });

  it('counts a payment when it is paid, and not when rolled back', async () => {
    await inTransaction(async (tx) => {
      await tx.execute(sql`
        insert into payments (tenant_id, checkout_id, kind, user_type_id, payer_name, payer_email, language, description, amount, provider, status)
        values (${tenant()}, 'DP-TX', 1, 3, 'Jón', 'jon@example.com', 'is', 'Gjald', 2500, 'sandbox', 0)`);
      expect((await tx.execute<{ n: number }>(monthOf('dashboard_payment_tallies', 'paid_amount'))).rows[0].n).toBe(0);
      await tx.execute(sql`update payments set status = 1, paid_at = '2033-03-20T10:00:00Z' where checkout_id = 'DP-TX'`);
      expect((await tx.execute<{ n: number }>(monthOf('dashboard_payment_tallies', 'paid_amount'))).rows[0].n).toBe(2500);
    });
    expect((await t.database.db.execute<{ n: number }>(monthOf('dashboard_payment_tallies', 'paid_amount'))).rows[0].n).toBe(0);
  });
});
