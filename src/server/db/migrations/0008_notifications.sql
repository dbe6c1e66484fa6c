CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"user_id" integer NOT NULL,
	"message_id" smallint NOT NULL,
	"organization_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dynamic_message" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_id_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_tenant_id_idx" ON "notifications" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "notifications_organization_id_idx" ON "notifications" USING btree ("organization_id");--> statement-breakpoint
-- Every change to a notification tells every portal on the database, in the transaction that makes
-- it (delivered at commit, never for a rollback), so no code path can forget to and each portal's
-- open streams hear it (modules/notifications/notification-hub.ts). A new row names itself; reads,
-- unreads and clears are announced once per recipient and statement, so marking a thousand read
-- sends one message, not a thousand.
create function portal_notifications_created() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_notifications', json_build_object('userId', new.user_id, 'id', new.id, 'kind', 'created')::text);
  return null;
end $$;
--> statement-breakpoint
create trigger notifications_created after insert on notifications
  for each row execute function portal_notifications_created();
--> statement-breakpoint
create function portal_notifications_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_notifications', json_build_object('userId', c.user_id, 'id', c.id, 'kind', 'changed')::text)
     from (select user_id, case when count(*) = 1 then min(id) end as id from changed_rows group by user_id) c;
  return null;
end $$;
--> statement-breakpoint
create trigger notifications_updated after update on notifications
  referencing old table as changed_rows for each statement execute function portal_notifications_changed();
--> statement-breakpoint
create trigger notifications_deleted after delete on notifications
  referencing old table as changed_rows for each statement execute function portal_notifications_changed();
