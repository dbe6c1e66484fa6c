CREATE TABLE "dashboard_answer_tallies" (
	"tenant_id" integer,
	"span" text NOT NULL,
	"starts" date NOT NULL,
	"certificate_type" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_answer_tallies_key" UNIQUE NULLS NOT DISTINCT("tenant_id","span","starts","certificate_type","category_id","question_id"),
	CONSTRAINT "dashboard_answer_tallies_span_check" CHECK ("dashboard_answer_tallies"."span" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_certificate_tallies" (
	"tenant_id" integer,
	"span" text NOT NULL,
	"starts" date NOT NULL,
	"certificate_type" smallint NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_certificate_tallies_key" UNIQUE NULLS NOT DISTINCT("tenant_id","span","starts","certificate_type"),
	CONSTRAINT "dashboard_certificate_tallies_span_check" CHECK ("dashboard_certificate_tallies"."span" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_exam_tallies" (
	"tenant_id" integer,
	"span" text NOT NULL,
	"starts" date NOT NULL,
	"certificate_type" smallint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_exam_tallies_key" UNIQUE NULLS NOT DISTINCT("tenant_id","span","starts","certificate_type"),
	CONSTRAINT "dashboard_exam_tallies_span_check" CHECK ("dashboard_exam_tallies"."span" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_payment_tallies" (
	"tenant_id" integer,
	"span" text NOT NULL,
	"starts" date NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_payment_tallies_key" UNIQUE NULLS NOT DISTINCT("tenant_id","span","starts"),
	CONSTRAINT "dashboard_payment_tallies_span_check" CHECK ("dashboard_payment_tallies"."span" in ('day', 'month'))
);
--> statement-breakpoint
-- The dashboard's summaries (decision 0040) are fed by triggers, in the same transaction as the
-- change, whoever makes it: a start, a submission, an administrator's change of a result, a
-- payment's callback, a revocation, an erasure. Each row of the register adds its share to a day
-- row and a month row; a change takes the old share off and adds the new one.
create function dashboard_spans(at date) returns table (span text, starts date) language sql immutable as $$
  select 'day', at union all select 'month', date_trunc('month', at)::date
$$;
--> statement-breakpoint
create function dashboard_count_attempt(a user_examinations, sign int) returns void language plpgsql as $$
begin
  if a.id is null then return; end if;
  insert into dashboard_exam_tallies as t (tenant_id, span, starts, certificate_type, attempts, finished, passed)
  select a.tenant_id, s.span, s.starts, a.certificate_type, sign, sign * (a.is_passed is not null)::int, sign * coalesce(a.is_passed, false)::int
    from dashboard_spans((a.start_time at time zone 'UTC')::date) s
  on conflict on constraint dashboard_exam_tallies_key do update
    set attempts = t.attempts + excluded.attempts, finished = t.finished + excluded.finished, passed = t.passed + excluded.passed;
end $$;
--> statement-breakpoint
-- A drawn question counts once its attempt has a result and the question is marked, as the
-- dashboard has always counted it (the view user_examination_questions, read row by row).
create function dashboard_count_answers(a user_examinations, d user_examination_draws, sign int) returns void language plpgsql as $$
begin
  if a.id is null or a.is_passed is null or d.user_examination_id is null then return; end if;
  insert into dashboard_answer_tallies as t (tenant_id, span, starts, certificate_type, category_id, question_id, answers, correct)
  select a.tenant_id, s.span, s.starts, a.certificate_type, q.category_id, q.question_id,
         sign * count(*), sign * count(*) filter (where q.is_correct)
    from unnest(d.question_ids, d.category_ids, d.correct) q(question_id, category_id, is_correct),
         dashboard_spans((a.start_time at time zone 'UTC')::date) s
   where q.question_id is not null and q.is_correct is not null
   group by s.span, s.starts, q.category_id, q.question_id
   -- One order for every writer, so that a room handing in at once cannot deadlock on these rows.
   order by s.span, s.starts, q.category_id, q.question_id
  on conflict on constraint dashboard_answer_tallies_key do update
    set answers = t.answers + excluded.answers, correct = t.correct + excluded.correct;
end $$;
--> statement-breakpoint
-- An attempt deleted takes its answers with it before the cascade removes its draw (hence a
-- trigger before the delete); the draw's own trigger then finds no attempt and does nothing.
create function dashboard_attempt_changed() returns trigger language plpgsql as $$
declare
  d user_examination_draws;
begin
  if tg_op = 'DELETE' then
    select * into d from user_examination_draws where user_examination_id = old.id;
    perform dashboard_count_attempt(old, -1);
    perform dashboard_count_answers(old, d, -1);
    return old;
  end if;
  perform dashboard_count_attempt(new, 1);
  -- A new attempt has no draw yet (the draw refers to it); the draw's own trigger counts its answers.
  if tg_op = 'UPDATE' then
    select * into d from user_examination_draws where user_examination_id = new.id;
    perform dashboard_count_attempt(old, -1);
    perform dashboard_count_answers(old, d, -1);
    perform dashboard_count_answers(new, d, 1);
  end if;
  return new;
end $$;
--> statement-breakpoint
create trigger dashboard_attempt_added after insert on user_examinations for each row execute function dashboard_attempt_changed();
--> statement-breakpoint
create trigger dashboard_attempt_changed after update of tenant_id, start_time, certificate_type, is_passed on user_examinations for each row
  when (old.tenant_id is distinct from new.tenant_id or old.start_time is distinct from new.start_time
        or old.certificate_type is distinct from new.certificate_type or old.is_passed is distinct from new.is_passed)
  execute function dashboard_attempt_changed();
--> statement-breakpoint
create trigger dashboard_attempt_deleted before delete on user_examinations for each row execute function dashboard_attempt_changed();
--> statement-breakpoint
create function dashboard_draw_changed() returns trigger language plpgsql as $$
declare
  a user_examinations;
begin
  if tg_op = 'DELETE' then
    select * into a from user_examinations where id = old.user_examination_id;
    perform dashboard_count_answers(a, old, -1);
    return old;
  end if;
  select * into a from user_examinations where id = new.user_examination_id;
  if tg_op = 'UPDATE' then
    perform dashboard_count_answers(a, old, -1);
  end if;
  perform dashboard_count_answers(a, new, 1);
  return new;
end $$;
--> statement-breakpoint
create trigger dashboard_draw_changed after insert or delete on user_examination_draws for each row execute function dashboard_draw_changed();
--> statement-breakpoint
-- Saving an answer changes neither the marks nor the questions, so the answers of an exam day do not come here.
create trigger dashboard_draw_marked after update of question_ids, category_ids, correct on user_examination_draws for each row
  when (old.question_ids is distinct from new.question_ids or old.category_ids is distinct from new.category_ids
        or old.correct is distinct from new.correct)
  execute function dashboard_draw_changed();
--> statement-breakpoint
create function dashboard_count_payment(p payments, sign int) returns void language plpgsql as $$
begin
  if p.status <> 1 or p.paid_at is null then return; end if;
  insert into dashboard_payment_tallies as t (tenant_id, span, starts, paid_count, paid_amount)
  select p.tenant_id, s.span, s.starts, sign, sign * p.amount::bigint
    from dashboard_spans((p.paid_at at time zone 'UTC')::date) s
  on conflict on constraint dashboard_payment_tallies_key do update
    set paid_count = t.paid_count + excluded.paid_count, paid_amount = t.paid_amount + excluded.paid_amount;
end $$;
--> statement-breakpoint
create function dashboard_payment_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform dashboard_count_payment(old, -1); end if;
  if tg_op in ('INSERT', 'UPDATE') then perform dashboard_count_payment(new, 1); end if;
  return null;
end $$;
--> statement-breakpoint
create trigger dashboard_payment_added after insert or delete on payments for each row execute function dashboard_payment_changed();
--> statement-breakpoint
create trigger dashboard_payment_changed after update of tenant_id, status, paid_at, amount on payments for each row
  when (old.tenant_id is distinct from new.tenant_id or old.status is distinct from new.status
        or old.paid_at is distinct from new.paid_at or old.amount is distinct from new.amount)
  execute function dashboard_payment_changed();
--> statement-breakpoint
-- A certificate counts as issued on the day it was passed, and, while passed and not revoked, as
-- valid up to the day it expires.
create function dashboard_count_certificate(c user_certificates, sign int) returns void language plpgsql as $$
begin
  insert into dashboard_certificate_tallies as t (tenant_id, span, starts, certificate_type, issued, valid)
  select c.tenant_id, s.span, s.starts, c.certificate_id, sum(s.issued), sum(s.valid)
    from (select i.span, i.starts, sign as issued, 0 as valid from dashboard_spans(c.passed_date) i
          union all
          select v.span, v.starts, 0, sign from dashboard_spans(c.expired_date) v where c.is_passed and c.revoked_time is null) s
   group by s.span, s.starts
   order by s.span, s.starts
  on conflict on constraint dashboard_certificate_tallies_key do update
    set issued = t.issued + excluded.issued, valid = t.valid + excluded.valid;
end $$;
--> statement-breakpoint
create function dashboard_certificate_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform dashboard_count_certificate(old, -1); end if;
  if tg_op in ('INSERT', 'UPDATE') then perform dashboard_count_certificate(new, 1); end if;
  return null;
end $$;
--> statement-breakpoint
create trigger dashboard_certificate_added after insert or delete on user_certificates for each row execute function dashboard_certificate_changed();
--> statement-breakpoint
create trigger dashboard_certificate_changed after update of tenant_id, certificate_id, is_passed, passed_date, expired_date, revoked_time
  on user_certificates for each row
  when (old.tenant_id is distinct from new.tenant_id or old.certificate_id is distinct from new.certificate_id
        or old.is_passed is distinct from new.is_passed or old.passed_date is distinct from new.passed_date
        or old.expired_date is distinct from new.expired_date or old.revoked_time is distinct from new.revoked_time)
  execute function dashboard_certificate_changed();
--> statement-breakpoint
-- Counts every summary again from the register, set-based: the day rows first, the months from
-- them. The migration backfills with it; a register loaded with the triggers off (a bulk load)
-- calls it afterwards.
create function dashboard_summaries_rebuild() returns void language plpgsql as $$
begin
  truncate dashboard_exam_tallies, dashboard_answer_tallies, dashboard_payment_tallies, dashboard_certificate_tallies;

  insert into dashboard_exam_tallies (tenant_id, span, starts, certificate_type, attempts, finished, passed)
  select e.tenant_id, 'day', (e.start_time at time zone 'UTC')::date, e.certificate_type,
         count(*), count(e.is_passed), count(*) filter (where e.is_passed)
    from user_examinations e
   group by 1, 3, 4;
  insert into dashboard_exam_tallies (tenant_id, span, starts, certificate_type, attempts, finished, passed)
  select tenant_id, 'month', date_trunc('month', starts)::date, certificate_type, sum(attempts), sum(finished), sum(passed)
    from dashboard_exam_tallies where span = 'day' group by 1, 3, 4;

  insert into dashboard_answer_tallies (tenant_id, span, starts, certificate_type, category_id, question_id, answers, correct)
  select e.tenant_id, 'day', (e.start_time at time zone 'UTC')::date, e.certificate_type, q.category_id, q.question_id,
         count(*), count(*) filter (where q.is_correct)
    from user_examinations e
    join user_examination_draws d on d.user_examination_id = e.id,
         unnest(d.question_ids, d.category_ids, d.correct) q(question_id, category_id, is_correct)
   where e.is_passed is not null and q.question_id is not null and q.is_correct is not null
   group by 1, 3, 4, 5, 6;
  insert into dashboard_answer_tallies (tenant_id, span, starts, certificate_type, category_id, question_id, answers, correct)
  select tenant_id, 'month', date_trunc('month', starts)::date, certificate_type, category_id, question_id, sum(answers), sum(correct)
    from dashboard_answer_tallies where span = 'day' group by 1, 3, 4, 5, 6;

  insert into dashboard_payment_tallies (tenant_id, span, starts, paid_count, paid_amount)
  select p.tenant_id, 'day', (p.paid_at at time zone 'UTC')::date, count(*), sum(p.amount)
    from payments p where p.status = 1 and p.paid_at is not null
   group by 1, 3;
  insert into dashboard_payment_tallies (tenant_id, span, starts, paid_count, paid_amount)
  select tenant_id, 'month', date_trunc('month', starts)::date, sum(paid_count), sum(paid_amount)
    from dashboard_payment_tallies where span = 'day' group by 1, 3;

  insert into dashboard_certificate_tallies (tenant_id, span, starts, certificate_type, issued, valid)
  select tenant_id, 'day', starts, certificate_id, sum(issued), sum(valid)
    from (select c.tenant_id, c.passed_date as starts, c.certificate_id, 1 as issued, 0 as valid from user_certificates c
          union all
          select c.tenant_id, c.expired_date, c.certificate_id, 0, 1 from user_certificates c where c.is_passed and c.revoked_time is null) s
   group by 1, 3, 4;
  insert into dashboard_certificate_tallies (tenant_id, span, starts, certificate_type, issued, valid)
  select tenant_id, 'month', date_trunc('month', starts)::date, certificate_type, sum(issued), sum(valid)
    from dashboard_certificate_tallies where span = 'day' group by 1, 3, 4;
end $$;
--> statement-breakpoint
select dashboard_summaries_rebuild();
