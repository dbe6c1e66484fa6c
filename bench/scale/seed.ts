import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { hashPassword } from '../../src/server/kernel/passwords';
import { StaticRole } from '../../src/shared/permissions';
import { settingDefinitions } from '../../src/shared/settings';
import { firstNamesFemale, firstNamesMale, fatherNames, companyWords, streets, towns } from './names';

/** The register after ten years at scale 1 (issue 39's L). */
export const fullRegister = {
  pilots: 60_000,
  organizations: 3_000,
  contactPersons: 10_000,
  attempts: 400_000,
  certificates: 150_000,
  payments: 200_000,
  notifications: 1_000_000,
  auditRows: 2_000_000,
  /** Not among the issue's figures: about two sign-ins a person a year, for the dashboard's visits. */
  signIns: 1_000_000,
};
export type RegisterSize = typeof fullRegister;

export const registerAt = (scale: number): RegisterSize =>
  Object.fromEntries(
    Object.entries(fullRegister).map(([k, v]) => [k, Math.max(k === 'organizations' ? 2 : 5, Math.round(v * scale))]),
  ) as RegisterSize;

export const seededPassword = 'Bench-Register-Password-1';

/** What the timings need to know of the register: whom to sign in as, and what to search for. */
export interface SeededRegister {
  size: RegisterSize;
  seconds: number;
  /** A seeded pilot's user names (e-mail addresses), each signs in once. */
  pilotUserNames: string[];
  /** A part of a name, an e-mail address and a kennitala that many rows share. */
  nameFragment: string;
  emailFragment: string;
  kennitalaFragment: string;
  adminUserId: number;
}

const q = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/**
 * A kennitala with its check digit: the day of birth (plus 40 for a company), two serial digits,
 * the check digit (weights 3 2 7 6 5 4 3 2, modulus 11; a serial whose check would be 10 is
 * skipped, as the registry skips it), and the century (9 for the 1900s, 0 for the 2000s).
 */
const kennitalaFunction = `
create or replace function pg_temp.kennitala(born date, serial int, company boolean) returns text language plpgsql immutable as $$
declare
  digits text;
  total int;
  check_digit int;
  rr int := 20 + (serial % 80);
  weights int[] := array[3, 2, 7, 6, 5, 4, 3, 2];
begin
  loop
    digits := lpad((extract(day from born)::int + case when company then 40 else 0 end)::text, 2, '0')
              || to_char(born, 'MMYY') || lpad(rr::text, 2, '0');
    total := 0;
    for i in 1..8 loop
      total := total + substr(digits, i, 1)::int * weights[i];
    end loop;
    check_digit := (11 - total % 11) % 11;
    exit when check_digit < 10;
    rr := 20 + ((rr - 19) % 80);
  end loop;
  return substr(digits, 1, 6) || '-' || substr(digits, 7, 2) || check_digit || case when born < date '2000-01-01' then '9' else '0' end;
end $$`;

/** Whether `value` is a person's kennitala of that birthday with the right check digit (the registry's rule, modulus 11). */
export function isKennitala(value: string, born: string): boolean {
  const digits = value.replace('-', '');
  if (!/^\d{10}$/.test(digits)) return false;
  const [year, month, day] = born.split('-');
  if (digits.slice(0, 6) !== day + month + year.slice(2)) return false;
  if (digits[9] !== (Number(year) < 2000 ? '9' : '0')) return false;
  const total = [3, 2, 7, 6, 5, 4, 3, 2].reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0);
  return (11 - (total % 11)) % 11 === Number(digits[8]);
}

/** The triggers that feed the dashboard's summaries (migration dashboard_summaries); the draws' are off with the table's own. */
const dashboardTriggers = [
  ...['dashboard_attempt_added', 'dashboard_attempt_changed', 'dashboard_attempt_deleted'].map((name) => ({
    table: 'user_examinations',
    name,
  })),
  ...['dashboard_certificate_added', 'dashboard_certificate_changed'].map((name) => ({ table: 'user_certificates', name })),
  ...['dashboard_payment_added', 'dashboard_payment_changed'].map((name) => ({ table: 'payments', name })),
  ...['dashboard_sign_in_added', 'dashboard_sign_in_changed'].map((name) => ({ table: 'login_attempts', name })),
  ...['dashboard_user_added', 'dashboard_user_changed'].map((name) => ({ table: 'users', name })),
  ...['dashboard_organization_added', 'dashboard_organization_changed'].map((name) => ({ table: 'organizations', name })),
];

/**
 * The check that keeps operator numbers apart across pilots and organisations takes an advisory
 * lock per row, held until the seed's one transaction commits: at L that is more locks than the
 * server's lock table holds. The seeded numbers are distinct by construction (each an md5 of its
 * own row), so the check is left out while seeding.
 */
const operatorNumberTriggers = [
  { table: 'pilots', name: 'pilots_operator_number_is_free' },
  { table: 'organizations', name: 'organizations_operator_number_is_free' },
];
const seedingTriggers = [...dashboardTriggers, ...operatorNumberTriggers];

/** How many questions an attempt draws, by the setting's default (a fresh portal's). */
const questionsDrawn = (setting: string) => Number(settingDefinitions.find((d) => d.name === setting)?.defaultValue ?? 40);

/** Ten years back from now, as the register's first day. */
const spread = (r: string) => `(now() - interval '10 years' + (${r}) * interval '10 years' - interval '1 day')`;

/**
 * Seeds the register in set-based statements (one `insert … select … from generate_series` per
 * table), in the host (`tenant_id` null), where the national register lives; the shape of each row
 * is the one the portal's own writes give it.
 */
export async function seedRegister(pool: pg.Pool, size: RegisterSize, log: (line: string) => void): Promise<SeededRegister> {
  const started = performance.now();
  const passwordHash = await hashPassword(seededPassword);
  const client = await pool.connect();
  const step = async (what: string, text: string, values: unknown[] = []) => {
    const at = performance.now();
    const result = await client.query(text, values);
    log(`  ${what}: ${result.rowCount ?? 0} rows, ${((performance.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    await client.query('begin');
    await client.query('select setseed(0.39)');
    await client.query(kennitalaFunction);
    // The dashboard's summaries are counted once at the end: row by row in one transaction their
    // triggers would rewrite the same few month rows hundreds of thousands of times.
    for (const trigger of seedingTriggers) await client.query(`alter table ${trigger.table} disable trigger ${trigger.name}`);
    const admin = await client.query<{ id: number }>(`select id from users where tenant_id is null and user_name = 'admin'`);
    const role = await client.query<{ id: number; name: string }>(`select id, name from roles where tenant_id is null and name = any($1)`, [
      [StaticRole.Pilot, StaticRole.ContactPerson],
    ]);
    const roleId = (name: string) => role.rows.find((r) => r.name === name)?.id ?? null;
    const adminUserId = admin.rows[0]?.id;
    if (!adminUserId || !roleId(StaticRole.Pilot)) throw new Error('the host admin or the Pilot role is missing; has the portal seeded?');
    const people = size.pilots + size.contactPersons;

    // Everyone's values first, with ids taken from the sequences, so that each table is one insert.
    await step(
      'people',
      `create temp table seed_people on commit drop as
       select g, g > $1 as is_contact,
              nextval('users_id_seq')::int as user_id, nextval('pilots_id_seq')::int as pilot_id,
              female, first_name, father || case when female then 'dóttir' else 'son' end as surname,
              born, created, random() as r
         from (select g, g % 2 = 0 as female,
                      case when g % 2 = 0 then f.names[(1 + (g * 7919) % cardinality(f.names))::int] else m.names[(1 + (g * 7919) % cardinality(m.names))::int] end as first_name,
                      fa.names[(1 + (g * 104729) % cardinality(fa.names))::int] as father,
                      date '1950-01-01' + (random() * 20800)::int as born,
                      ${spread('random()')} as created
                 from generate_series(1::bigint, $2) g,
                      (select ${q(firstNamesFemale)} as names) f, (select ${q(firstNamesMale)} as names) m, (select ${q(fatherNames)} as names) fa) p`,
      [size.pilots, people],
    );
    await client.query(`alter table seed_people add column email text, add column kennitala text`);
    await step(
      'kennitölur and e-mail addresses',
      `update seed_people set kennitala = pg_temp.kennitala(born, g::int, false),
              email = translate(lower(first_name || '.' || surname), 'áéíóúýðæöþ', 'aeiouydaot') || g || '@' ||
                      (array['gmail.com', 'simnet.is', 'internet.is', 'hotmail.com', 'visir.is', 'outlook.com'])[(1 + g % 6)::int]`,
    );
    const written = await client.query<{ kennitala: string; born: string }>(
      `select kennitala, to_char(born, 'YYYY-MM-DD') as born from seed_people`,
    );
    const wrong = written.rows.find((p) => !isKennitala(p.kennitala, p.born));
    if (wrong) throw new Error(`a seeded kennitala is not valid: ${wrong.kennitala} (born ${wrong.born})`);
    await step(
      'users',
      `insert into users (id, tenant_id, user_name, name, surname, email_address, password_hash, is_active, is_email_confirmed,
                          user_type_id, status_id, country_code, date_of_birth, language, last_login_time, creation_time)
       select user_id, null, email, first_name, surname, email, $1, r > 0.02, true, case when is_contact then 4 else 3 end, 0, 'IS',
              born, case when r < 0.9 then 'is' else 'en' end, created + (now() - created) * r, created
         from seed_people`,
      [passwordHash],
    );
    await step(
      'user roles',
      `insert into user_roles (user_id, role_id) select user_id, case when is_contact then coalesce($2::int, $1::int) else $1::int end from seed_people`,
      [roleId(StaticRole.Pilot), roleId(StaticRole.ContactPerson)],
    );

    await step(
      'organisations',
      `insert into organizations (tenant_id, user_type_id, name, organization_number, address, post_code, email, phone_number, proof,
                                  proof_method, proof_time, creation_time)
       select null, case when g % 10 = 0 then 2 else 1 end,
              w.words[(1 + (g * 31) % cardinality(w.words))::int] || ' ' || w.words[(1 + (g * 17) % cardinality(w.words))::int] || ' ' ||
                (array['ehf.', 'hf.', 'sf.', 'slf.'])[(1 + g % 4)::int],
              pg_temp.kennitala(date '1990-01-01' + ((g * 37) % 12000)::int, g::int, true),
              s.names[(1 + g % cardinality(s.names))::int] || ' ' || (1 + g % 60), lpad((101 + g % 800)::text, 3, '0'),
              'info' || g || '@' || translate(lower(w.words[(1 + (g * 31) % cardinality(w.words))::int]), 'áéíóúýðæöþ', 'aeiouydaot') || '.is',
              '5' || lpad((g * 7)::text, 6, '0'), 'proved', 'administrator', c, c
         from generate_series(1::bigint, $1) g, (select ${q(companyWords)} as words) w, (select ${q(streets)} as names) s,
              lateral (select ${spread('random()')} as c) t`,
      [size.organizations],
    );
    await step(
      'pilots',
      `insert into pilots (id, tenant_id, user_id, social_security_number, pilot_type_id, status_id, organization_id,
                           operator_registration_number, operator_registration_number_expiry, self_declaration_accepted_at, creation_time)
       select pilot_id, null, user_id, kennitala, case when is_contact then 4 else 3 end, case when is_contact or r > 0.85 then 2 else 1 end,
              null,
              case when not is_contact and r < 0.6 then 'ISL' || upper(substr(md5('op' || g), 1, 12)) || '-' || substr(md5('secret' || g), 1, 3) end,
              case when not is_contact and r < 0.6 then created + interval '5 years' end,
              case when not is_contact then created end, created
         from seed_people`,
    );
    await step(
      'pilot e-mails',
      `insert into pilot_emails (pilot_id, email, is_main, is_krr, creation_time, confirmed_time)
       select pilot_id, email, true, r < 0.3, created, created from seed_people`,
    );
    await step(
      'pilot phone numbers',
      `insert into pilot_phone_numbers (pilot_id, phone_number, is_main, creation_time)
       select pilot_id, (array['6', '7', '8'])[(1 + g % 3)::int] || lpad(((g * 7919) % 1000000)::text, 6, '0'), true, created
         from seed_people where r < 0.8`,
    );
    await step(
      'pilot addresses',
      `insert into pilot_addresses (pilot_id, street_address, post_number, post_location, is_main, is_krr, creation_time)
       select pilot_id, s.names[(1 + (g * 13) % cardinality(s.names))::int] || ' ' || (1 + g % 80), lpad((101 + g % 800)::text, 3, '0'),
              t.names[(1 + g % cardinality(t.names))::int], true, r < 0.3, created
         from seed_people, (select ${q(streets)} as names) s, (select ${q(towns)} as names) t where r < 0.7`,
    );
    await step(
      'organisation members',
      `insert into user_organizations (user_id, organization_id, organization_role_id, recruitment_status_id, creation_time)
       select p.user_id, o.id, case when p.is_contact and (p.g - $1) <= $2 then 4 when p.is_contact then 2 else 1 end, 2, p.created
         from seed_people p
         join (select id, row_number() over (order by id) as n from organizations where tenant_id is null) o
           on o.n = 1 + (case when p.is_contact then p.g - $1 - 1 else p.g * 7 end) % $2
        where p.is_contact or p.r < 0.2`,
      [size.pilots, size.organizations],
    );

    // Attempts draw from the host's question bank as many questions as the exam's rules ask (or all there are), in turn.
    await step(
      'exam questions',
      `create temp table seed_bank on commit drop as
       select e.id as examination_id, e.certificate_type,
              array_agg(qu.id order by qu.id) as question_ids, array_agg(qu.category_id order by qu.id) as category_ids,
              array_agg((select array_agg(o.id order by o.id)::text from question_options o where o.question_id = qu.id) order by qu.id) as option_ids,
              least(case when e.certificate_type = 2 then $2::int else $1::int end, count(*))::int as drawn
         from examinations e join examination_categories c on c.examination_id = e.id join questions qu on qu.category_id = c.id
        where e.tenant_id is null and not e.is_deleted
        group by e.id, e.certificate_type`,
      [questionsDrawn('NumberQuestion'), questionsDrawn('A2NumberQuestion')],
    );
    const bank = await client.query<{ certificate_type: number; drawn: number; bank: number }>(
      'select certificate_type, drawn, cardinality(question_ids) as bank from seed_bank order by 1',
    );
    log(`  questions drawn per attempt: ${bank.rows.map((b) => `type ${b.certificate_type} ${b.drawn} of ${b.bank}`).join(', ')}`);
    await step(
      'attempts',
      `create temp table seed_attempts on commit drop as
       select nextval('user_examinations_id_seq')::int as id, a, p.user_id, b.examination_id, b.certificate_type, b.drawn,
              s.start, random() < 0.72 as passed, random() as r
         from generate_series(1::bigint, $1) a
         join seed_people p on p.g = 1 + (a * 7919) % $2
         join seed_bank b on b.certificate_type = case when a % 10 < 7 then 1 else 2 end,
              lateral (select ${spread('random()')} as start) s`,
      [size.attempts, size.pilots],
    );
    await step(
      'user examinations',
      `insert into user_examinations (id, tenant_id, user_id, examination_id, certificate_type, status, start_time, deadline, submit_time,
                                      question_count, correct_count, score, percent_need_to_pass, is_passed, language, creation_time)
       select id, null, user_id, examination_id, certificate_type, case when r < 0.05 then 2 else 3 end, start, start + interval '60 minutes',
              start + (10 + r * 45) * interval '1 minute', drawn, c, round(100.0 * c / drawn, 2), 75, passed, 'is', start
         from (select *, case when passed then ceil(drawn * (0.75 + r * 0.25)) else floor(drawn * (0.3 + r * 0.44)) end::int as c
                 from seed_attempts) t`,
    );
    await client.query('alter table user_examination_draws disable trigger user');
    await step(
      'drawn questions',
      `insert into user_examination_draws (user_examination_id, question_ids, category_ids, option_ids, answer_option_ids, answered_times, correct)
       select a.id, d.question_ids, d.category_ids, d.option_ids, d.answers, d.times, d.correct
         from seed_attempts a join seed_bank b on b.examination_id = a.examination_id,
              lateral (select array_agg(b.question_ids[k]) as question_ids, array_agg(b.category_ids[k]) as category_ids,
                              array_agg(b.option_ids[k]) as option_ids,
                              array_agg('{' || split_part(trim(both '{}' from b.option_ids[k]), ',', (1 + (a.a + i) % 3)::int) || '}') as answers,
                              array_agg(a.start + i * interval '50 seconds') as times,
                              array_agg(((a.a * 31 + i * 17) % 100) < case when a.passed then 85 else 55 end) as correct
                         from generate_series(0, a.drawn - 1) i,
                              lateral (select (1 + (a.a + i) % cardinality(b.question_ids))::int as k) kk) d`,
    );
    await client.query('alter table user_examination_draws enable trigger user');
    await step(
      'certificates',
      `with won as (
         select a.*, row_number() over (partition by a.certificate_type, extract(year from a.start) order by a.start) as n
           from (select * from seed_attempts where passed order by a limit $1) a)
       insert into user_certificates (tenant_id, user_id, certificate_id, certificate_number, is_passed, exam_date, passed_date,
                                      expired_date, user_examination_id, verify_token, revoked_time, creation_time)
       select null, user_id, certificate_type,
              'IS-' || case when certificate_type = 1 then 'A1A3' else 'A2' end || '-' || extract(year from start) || '-' || lpad(n::text, greatest(5, length(n::text)), '0'),
              true, start::date, start::date, (start + interval '5 years')::date, id, encode(sha256(('verify' || id)::bytea), 'base64'),
              case when r < 0.01 then start + interval '1 year' end, start
         from won`,
      [size.certificates],
    );
    await step(
      'attempts linked to their certificates',
      `update user_examinations e set user_certificate_id = c.id from user_certificates c where c.user_examination_id = e.id`,
    );
    await step(
      'certificate counters',
      `insert into certificate_number_sequences (certificate_id, year, last_number)
       select certificate_id, extract(year from passed_date)::int, count(*) from user_certificates group by 1, 2
       on conflict (certificate_id, year) do update set last_number = greatest(certificate_number_sequences.last_number, excluded.last_number)`,
    );

    await step(
      'payments',
      `insert into payments (tenant_id, checkout_id, user_id, organization_id, kind, user_type_id, payer_name, payer_email, organization_name,
                             organization_number, language, description, amount, currency, provider, status, creation_time, clicked_at, paid_at,
                             valid_from, valid_until, transaction_number, authorization_number, card_type, card_number_masked, error)
       select null, 'chk-' || md5('payment' || x), p.user_id, case when org then o.id end, case when org then 2 else 1 end,
              case when org then o.user_type_id else 3 end, p.first_name || ' ' || p.surname, p.email,
              case when org then o.name end, case when org then o.organization_number end, 'is',
              case when org then 'Árgjald drónarekanda' else 'Skráning drónaflugmanns' end,
              case when org then 9900 else 2900 end, 'ISK', 'sandbox', st, at, at + interval '20 seconds',
              case when st = 1 then at + interval '50 seconds' end,
              case when st = 1 then at::date end, case when st = 1 then (at + interval '1 year')::date end,
              case when st = 1 then lpad((x * 7919 % 100000000)::text, 8, '0') end, case when st = 1 then lpad((x % 1000000)::text, 6, '0') end,
              case when st in (1, 2) then (array['VISA', 'MASTERCARD'])[(1 + x % 2)::int] end,
              case when st in (1, 2) then '4***********' || lpad((x % 10000)::text, 4, '0') end,
              case when st = 3 then 'The provider did not answer' end
         from generate_series(1::bigint, $1) x
         join seed_people p on p.g = 1 + (x * 104729) % $2
         join (select id, name, organization_number, user_type_id, row_number() over (order by id) as n from organizations where tenant_id is null) o
           on o.n = 1 + x % $3,
              lateral (select x % 10 = 0 as org, ${spread('random()')} as at,
                              case when x % 100 < 80 then 1 when x % 100 < 88 then 2 when x % 100 < 93 then 3 else 4 end as st) t`,
      [size.payments, size.pilots + size.contactPersons, size.organizations],
    );

    await client.query('alter table notifications disable trigger notifications_created');
    await step(
      'notifications',
      `insert into notifications (tenant_id, user_id, message_id, organization_id, params, is_read, creation_time)
       select null, p.user_id, m, o.id,
              jsonb_build_object('personName', p.first_name || ' ' || p.surname, 'organizationName', o.name) ||
                case when m = 6 then jsonb_build_object('pilotType', 'A2') else '{}'::jsonb end,
              random() < 0.7, ${spread('random()')}
         from generate_series(1::bigint, $1) x
         join seed_people p on p.g = 1 + (x * 7919) % $2
         join (select id, name, row_number() over (order by id) as n from organizations where tenant_id is null) o on o.n = 1 + x % $3,
              lateral (select 1 + x % 6 as m) t`,
      [size.notifications, size.pilots + size.contactPersons, size.organizations],
    );
    await client.query('alter table notifications enable trigger notifications_created');

    await step(
      'sign-ins',
      `insert into login_attempts (tenant_id, user_id, user_name_or_email_address, result, client_ip, user_agent, creation_time)
       select null, p.user_id, p.email, (array['Success', 'Success', 'Success', 'Success', 'IdLoginSuccess', 'Success', 'Success', 'Success',
                                               'Success', 'Success', 'Success', 'Success', 'Success', 'Success', 'Success', 'InvalidPassword'])[(1 + x % 16)::int],
              '10.1.' || (x % 250) || '.' || (x * 13 % 250),
              (array['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Mozilla/5.0 (Linux; Android 15)'])[(1 + x % 3)::int],
              ${spread('random()')}
         from generate_series(1::bigint, $1) x
         join seed_people p on p.g = 1 + (x * 7919) % $2`,
      [size.signIns, size.pilots + size.contactPersons],
    );

    // Most changes are the host administrator's (tenant null); the rest are contact persons acting for their organisation.
    await step(
      'audit rows',
      `insert into audit_logs (tenant_id, user_id, actor_kind, execution_time, client_ip, request_id, service, method, entity_type, entity_id,
                               changed_fields, kept_values)
       select null, case when admin then $2 else p.user_id end, case when admin then 'administrator' else 'organization' end,
              ${spread('x::float8 / $1')}, '10.0.' || (x % 250) || '.' || (x * 7 % 250), md5('request' || x),
              c.service, c.method, c.service, (1 + (x * 31) % $3)::text, c.fields,
              jsonb_build_object('id', 1 + (x * 31) % $3) || case when c.method like '%Status%' then jsonb_build_object('statusId', 1 + x % 2) else '{}'::jsonb end
         from generate_series(1::bigint, $1) x
         join seed_people p on p.g = 1 + (x * 104729) % $3,
              lateral (select x % 10 <> 0 as admin) a,
              lateral (select (array['Pilot', 'Pilot', 'User', 'Organization', 'Payment', 'Examination', 'Certificate', 'Pilot'])[(1 + x % 8)::int] as service,
                              (array['UpdatePilotStatus', 'UpdatePilotInformation', 'Update', 'Update', 'ExportToAccounting', 'ChangeResultExamination',
                                     'RevokeCertificate', 'CreatePilotNote'])[(1 + x % 8)::int] as method,
                              string_to_array((array['id,statusId', 'id,name,surname', 'id,isActive,roleNames', 'id,email,phoneNumber', 'day',
                                     'userExaminationId,isPassed', 'id,reason', 'pilotId,description'])[(1 + x % 8)::int], ',') as fields) c`,
      [size.auditRows, adminUserId, size.pilots + size.contactPersons],
    );
    for (const trigger of seedingTriggers) await client.query(`alter table ${trigger.table} enable trigger ${trigger.name}`);
    await step('dashboard summaries', `select dashboard_summaries_rebuild()`);
    // The sequences moved on with nextval; the register's e-mails and names for the searches.
    const sample = await client.query<{ email: string }>(
      `select email from seed_people where not is_contact and r > 0.02 order by g limit 12`,
    );
    await client.query('commit');
    for (const table of [
      'users',
      'pilots',
      'user_examinations',
      'user_examination_draws',
      'payments',
      'notifications',
      'login_attempts',
      'audit_logs',
    ]) {
      await step(`analyze ${table}`, `analyze ${table}`);
    }
    return {
      size,
      seconds: (performance.now() - started) / 1000,
      pilotUserNames: sample.rows.map((r) => r.email),
      nameFragment: 'Sigur',
      emailFragment: 'simnet',
      kennitalaFragment: '1085',
      adminUserId,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
