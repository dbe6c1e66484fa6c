CREATE TABLE "dashboard_sign_in_tallies" (
	"tenant_id" integer,
	"starts" date NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_sign_in_tallies_key" UNIQUE NULLS NOT DISTINCT("tenant_id","starts")
);
--> statement-breakpoint
CREATE TABLE "dashboard_visitors" (
	"tenant_id" integer,
	"span" text NOT NULL,
	"starts" date NOT NULL,
	"user_id" integer NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_visitors_key" UNIQUE NULLS NOT DISTINCT("tenant_id","span","starts","user_id"),
	CONSTRAINT "dashboard_visitors_span_check" CHECK ("dashboard_visitors"."span" in ('day', 'month'))
);
--> statement-breakpoint
-- The dashboard's visits (decision 0048), fed like the other summaries (decision 0040) in the
-- sign-in's own transaction: a successful sign-in with its person adds one to its day's tally, to
-- its person's day row and month row, and one visitor to the day when it is the person's first
-- that day. A sign-in deleted, or its person erased (the log keeps the row, its user_id set null),
-- takes its share off; a person's row goes when its count reaches nought.
create function dashboard_count_sign_in(l login_attempts, sign int) returns void language plpgsql as $$
declare
  day date;
  that_day int;
begin
  if l.id is null or l.user_id is null or l.result not in ('Success', 'IdLoginSuccess') then return; end if;
  day := (l.creation_time at time zone 'UTC')::date;
  insert into dashboard_visitors as v (tenant_id, span, starts, user_id, sign_ins)
  values (l.tenant_id, 'day', day, l.user_id, sign)
  on conflict on constraint dashboard_visitors_key do update set sign_ins = v.sign_ins + excluded.sign_ins
  returning v.sign_ins into that_day;
  insert into dashboard_visitors as v (tenant_id, span, starts, user_id, sign_ins)
  values (l.tenant_id, 'month', date_trunc('month', day)::date, l.user_id, sign)
  on conflict on constraint dashboard_visitors_key do update set sign_ins = v.sign_ins + excluded.sign_ins;
  insert into dashboard_sign_in_tallies as t (tenant_id, starts, sign_ins, visitors)
  values (l.tenant_id, day, sign, case when sign > 0 and that_day = 1 then 1 when sign < 0 and that_day = 0 then -1 else 0 end)
  on conflict on constraint dashboard_sign_in_tallies_key do update
    set sign_ins = t.sign_ins + excluded.sign_ins, visitors = t.visitors + excluded.visitors;
  if sign < 0 then
    delete from dashboard_visitors
     where tenant_id is not distinct from l.tenant_id and user_id = l.user_id and sign_ins <= 0
       and ((span = 'day' and starts = day) or (span = 'month' and starts = date_trunc('month', day)::date));
  end if;
end $$;
--> statement-breakpoint
create function dashboard_sign_in_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform dashboard_count_sign_in(old, -1); end if;
  if tg_op in ('INSERT', 'UPDATE') then perform dashboard_count_sign_in(new, 1); end if;
  return null;
end $$;
--> statement-breakpoint
create trigger dashboard_sign_in_added after insert or delete on login_attempts for each row execute function dashboard_sign_in_changed();
--> statement-breakpoint
create trigger dashboard_sign_in_changed after update of tenant_id, user_id, result, creation_time on login_attempts for each row
  when (old.tenant_id is distinct from new.tenant_id or old.user_id is distinct from new.user_id
        or old.result is distinct from new.result or old.creation_time is distinct from new.creation_time)
  execute function dashboard_sign_in_changed();
--> statement-breakpoint
-- The rebuild counts the visits too: the earlier summaries' rebuild keeps its body under a new
-- name, and the one a bulk load calls runs both.
alter function dashboard_summaries_rebuild() rename to dashboard_tallies_rebuild;
--> statement-breakpoint
create function dashboard_visits_rebuild() returns void language plpgsql as $$
begin
  truncate dashboard_sign_in_tallies, dashboard_visitors;
  insert into dashboard_visitors (tenant_id, span, starts, user_id, sign_ins)
  select l.tenant_id, 'day', (l.creation_time at time zone 'UTC')::date, l.user_id, count(*)
    from login_attempts l
   where l.result in ('Success', 'IdLoginSuccess') and l.user_id is not null
   group by 1, 3, 4;
  insert into dashboard_visitors (tenant_id, span, starts, user_id, sign_ins)
  select tenant_id, 'month', date_trunc('month', starts)::date, user_id, sum(sign_ins)
    from dashboard_visitors where span = 'day' group by 1, 3, 4;
  insert into dashboard_sign_in_tallies (tenant_id, starts, sign_ins, visitors)
  select tenant_id, starts, sum(sign_ins), count(*)
    from dashboard_visitors where span = 'day' group by 1, 2;
end $$;
--> statement-breakpoint
create function dashboard_summaries_rebuild() returns void language plpgsql as $$
begin
  perform dashboard_tallies_rebuild();
  perform dashboard_visits_rebuild();
end $$;
--> statement-breakpoint
select dashboard_visits_rebuild();
