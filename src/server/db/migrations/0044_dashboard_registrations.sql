CREATE TABLE "dashboard_registration_tallies" (
	"tenant_id" integer,
	"span" text NOT NULL,
	"starts" date NOT NULL,
	"registrant" text NOT NULL,
	"user_type_id" smallint NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_registration_tallies_key" UNIQUE NULLS NOT DISTINCT("tenant_id","span","starts","registrant","user_type_id"),
	CONSTRAINT "dashboard_registration_tallies_span_check" CHECK ("dashboard_registration_tallies"."span" in ('day', 'month')),
	CONSTRAINT "dashboard_registration_tallies_registrant_check" CHECK ("dashboard_registration_tallies"."registrant" in ('user', 'organization'))
);
--> statement-breakpoint
-- The overview's people and organisations and the registrations by month (decision 0050), fed like
-- the other summaries (decision 0040) in the change's own transaction: an account with a type or
-- an organisation, not deleted, adds one to its tenant's day and month of creation and its type. A
-- deletion (soft or hard), a change of type, tenant or creation time, or an erasure takes the old
-- row's share off and adds the new one's.
create function dashboard_count_registration(kind text, tenant int, type_id smallint, created timestamptz, sign int)
returns void language plpgsql as $$
begin
  insert into dashboard_registration_tallies as t (tenant_id, span, starts, registrant, user_type_id, registered)
  select tenant, s.span, s.starts, kind, type_id, sign
    from dashboard_spans((created at time zone 'UTC')::date) s
  on conflict on constraint dashboard_registration_tallies_key do update set registered = t.registered + excluded.registered;
end $$;
--> statement-breakpoint
create function dashboard_user_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and not old.is_deleted and old.user_type_id is not null then
    perform dashboard_count_registration('user', old.tenant_id, old.user_type_id, old.creation_time, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and not new.is_deleted and new.user_type_id is not null then
    perform dashboard_count_registration('user', new.tenant_id, new.user_type_id, new.creation_time, 1);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger dashboard_user_added after insert or delete on users for each row execute function dashboard_user_changed();
--> statement-breakpoint
create trigger dashboard_user_changed after update of tenant_id, user_type_id, is_deleted, creation_time on users for each row
  when (old.tenant_id is distinct from new.tenant_id or old.user_type_id is distinct from new.user_type_id
        or old.is_deleted is distinct from new.is_deleted or old.creation_time is distinct from new.creation_time)
  execute function dashboard_user_changed();
--> statement-breakpoint
create function dashboard_organization_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and not old.is_deleted then
    perform dashboard_count_registration('organization', old.tenant_id, old.user_type_id, old.creation_time, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and not new.is_deleted then
    perform dashboard_count_registration('organization', new.tenant_id, new.user_type_id, new.creation_time, 1);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger dashboard_organization_added after insert or delete on organizations for each row
  execute function dashboard_organization_changed();
--> statement-breakpoint
create trigger dashboard_organization_changed after update of tenant_id, user_type_id, is_deleted, creation_time on organizations for each row
  when (old.tenant_id is distinct from new.tenant_id or old.user_type_id is distinct from new.user_type_id
        or old.is_deleted is distinct from new.is_deleted or old.creation_time is distinct from new.creation_time)
  execute function dashboard_organization_changed();
--> statement-breakpoint
create function dashboard_registrations_rebuild() returns void language plpgsql as $$
begin
  truncate dashboard_registration_tallies;
  insert into dashboard_registration_tallies (tenant_id, span, starts, registrant, user_type_id, registered)
  select u.tenant_id, 'day', (u.creation_time at time zone 'UTC')::date, 'user', u.user_type_id, count(*)
    from users u where not u.is_deleted and u.user_type_id is not null
   group by 1, 3, 5;
  insert into dashboard_registration_tallies (tenant_id, span, starts, registrant, user_type_id, registered)
  select o.tenant_id, 'day', (o.creation_time at time zone 'UTC')::date, 'organization', o.user_type_id, count(*)
    from organizations o where not o.is_deleted
   group by 1, 3, 5;
  insert into dashboard_registration_tallies (tenant_id, span, starts, registrant, user_type_id, registered)
  select tenant_id, 'month', date_trunc('month', starts)::date, registrant, user_type_id, sum(registered)
    from dashboard_registration_tallies where span = 'day' group by 1, 3, 4, 5;
end $$;
--> statement-breakpoint
create or replace function dashboard_summaries_rebuild() returns void language plpgsql as $$
begin
  perform dashboard_tallies_rebuild();
  perform dashboard_visits_rebuild();
  perform dashboard_registrations_rebuild();
end $$;
--> statement-breakpoint
select dashboard_registrations_rebuild();
