CREATE TABLE "audit_user_calls" (
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"method" text NOT NULL,
	"entity_type" text,
	"calls" integer NOT NULL,
	"first_time" timestamp with time zone NOT NULL,
	"last_time" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_user_calls_key" UNIQUE NULLS NOT DISTINCT("user_id","service","method","entity_type")
);
--> statement-breakpoint
-- Fed by every insert into the append-only audit log (decision 0052), once a statement: the rows it
-- added grouped by person and call, each group added to its row. The log refuses updates and
-- deletes, so nothing is ever taken off.
create function audit_user_calls_add() returns trigger language plpgsql as $$
begin
  insert into audit_user_calls as c (user_id, service, method, entity_type, calls, first_time, last_time)
  select user_id, service, method, entity_type, count(*), min(execution_time), max(execution_time)
    from added
   group by user_id, service, method, entity_type
  on conflict on constraint audit_user_calls_key do update
    set calls = c.calls + excluded.calls,
        first_time = least(c.first_time, excluded.first_time),
        last_time = greatest(c.last_time, excluded.last_time);
  return null;
end $$;
--> statement-breakpoint
create trigger audit_user_calls_added after insert on audit_logs referencing new table as added
  for each statement execute function audit_user_calls_add();
--> statement-breakpoint
insert into audit_user_calls (user_id, service, method, entity_type, calls, first_time, last_time)
select user_id, service, method, entity_type, count(*), min(execution_time), max(execution_time)
  from audit_logs
 group by user_id, service, method, entity_type;
