CREATE TABLE "id_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"id_number" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "id_bindings" ADD CONSTRAINT "id_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_bindings" ADD CONSTRAINT "id_bindings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "id_bindings_subject_key" ON "id_bindings" USING btree (coalesce("tenant_id", 0),"issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "id_bindings_id_number_key" ON "id_bindings" USING btree (coalesce("tenant_id", 0),"id_number");--> statement-breakpoint
CREATE INDEX "id_bindings_tenant_id_idx" ON "id_bindings" USING btree ("tenant_id");--> statement-breakpoint
-- hand-written
-- Accounts the provider opened (records marked is_id_login, whose kennitala was the provider's and
-- only an administrator changed) are bound from their newest live provider session, where neither
-- its subject nor the number is another candidate's. No other account is bound from what is stored:
-- a session's account may be one whose kennitala was only typed, the very attack the binding ends.
-- Accounts left unbound bind at their next login: one the provider opened by first-binding.ts, a
-- linked one by linking again with both proofs.
with newest as (
  select distinct on (s.user_id) s.user_id, u.tenant_id, s.issuer, s.subject, replace(p.social_security_number, '-', '') as id_number
    from id_login_sessions s
    join users u on u.id = s.user_id and not u.is_deleted
    join pilots p on p.user_id = u.id and not p.is_deleted and p.is_id_login and p.social_security_number is not null
   order by s.user_id, s.creation_time desc
), single as (
  select n.* from newest n
   where (select count(*) from newest o where coalesce(o.tenant_id, 0) = coalesce(n.tenant_id, 0) and o.issuer = n.issuer and o.subject = n.subject) = 1
     and (select count(*) from newest o where coalesce(o.tenant_id, 0) = coalesce(n.tenant_id, 0) and o.id_number = n.id_number) = 1
)
insert into id_bindings (user_id, tenant_id, issuer, subject, id_number)
select user_id, tenant_id, issuer, subject, id_number from single;
--> statement-breakpoint
-- A proved kennitala stays on the register record: whatever path writes the record (a pilot's own
-- form, an import, a statement run by hand) cannot put another number there, unless the
-- transaction says an administrator does it (`portal.id_number_change`, set by the pilots module
-- for administrators' calls, which the audit log records).
create function pilots_keep_proved_id_number() returns trigger language plpgsql as $$
declare
  proved text;
begin
  select b.id_number into proved from id_bindings b where b.user_id = new.user_id;
  if proved is null or replace(coalesce(new.social_security_number, ''), '-', '') = proved then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.social_security_number is not distinct from old.social_security_number then
    return new;
  end if;
  if coalesce(current_setting('portal.id_number_change', true), '') = 'administrator' then
    return new;
  end if;
  raise exception 'the kennitala the identity provider proved stays on the record'
    using errcode = 'check_violation', constraint = 'pilots_keep_proved_id_number';
end $$;
--> statement-breakpoint
create trigger pilots_keep_proved_id_number before insert or update of social_security_number on pilots
  for each row execute function pilots_keep_proved_id_number();
