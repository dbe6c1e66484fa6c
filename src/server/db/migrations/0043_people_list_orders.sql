-- The administration's people lists read a page's ids from one index each (decision 0049). The
-- pilots' order by name came from their accounts through a join, so every pilot was joined and
-- sorted before a page; the account's surname, name and deletion are now copied onto the record,
-- kept by the database in the transaction that writes either row, whoever writes it. The copies are
-- collated as the register sorts them, so their index holds the columns themselves.
ALTER TABLE "pilots" ADD COLUMN "person_surname" text COLLATE "is-IS-x-icu" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "person_name" text COLLATE "is-IS-x-icu" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "person_is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
update pilots set person_surname = u.surname, person_name = u.name, person_is_deleted = u.is_deleted
  from users u where u.id = pilots.user_id;
--> statement-breakpoint
-- A record written with another account, or its copy written by hand, takes the account's values.
-- `for share` waits for a rename in flight to commit and holds the account until this record
-- commits, so the rename's own update below always finds the record.
create function pilots_person_copied() returns trigger language plpgsql as $$
begin
  select u.surname, u.name, u.is_deleted into new.person_surname, new.person_name, new.person_is_deleted
    from users u where u.id = new.user_id for share;
  return new;
end $$;
--> statement-breakpoint
create trigger pilots_person_copy before insert or update of user_id, person_surname, person_name, person_is_deleted on pilots
  for each row execute function pilots_person_copied();
--> statement-breakpoint
create function users_person_copied_to_pilots() returns trigger language plpgsql as $$
begin
  update pilots set person_surname = new.surname, person_name = new.name, person_is_deleted = new.is_deleted
   where user_id = new.id;
  return null;
end $$;
--> statement-breakpoint
create trigger users_person_copy after update of surname, name, is_deleted on users
  for each row when (old.surname is distinct from new.surname or old.name is distinct from new.name
                     or old.is_deleted is distinct from new.is_deleted)
  execute function users_person_copied_to_pilots();
--> statement-breakpoint
-- Per tenant, the host's rows under 0 (a `tenant_id` key gives no order for `is null`). An index
-- answers a query index-only when it holds every column the query names, an expression's too: so
-- each includes the tenant, the users' the names under their collated keys, and the columns the
-- screens filter on, and a page's ids and the count never visit the rows.
DROP INDEX "users_surname_name_idx";--> statement-breakpoint
DROP INDEX "users_creation_time_idx";--> statement-breakpoint
DROP INDEX "pilots_creation_time_idx";--> statement-breakpoint
CREATE INDEX "pilots_surname_name_idx" ON "pilots" USING btree (coalesce("tenant_id", 0),"person_surname","person_name","id") INCLUDE ("tenant_id","status_id","pilot_type_id") WHERE not "pilots"."is_deleted" and not "pilots"."person_is_deleted";--> statement-breakpoint
CREATE INDEX "pilots_creation_time_idx" ON "pilots" USING btree (coalesce("tenant_id", 0),"creation_time","id") INCLUDE ("tenant_id","status_id","pilot_type_id") WHERE not "pilots"."is_deleted" and not "pilots"."person_is_deleted";--> statement-breakpoint
CREATE INDEX "users_surname_name_idx" ON "users" USING btree (coalesce("tenant_id", 0),"surname" collate "is-IS-x-icu","name" collate "is-IS-x-icu","id") INCLUDE ("tenant_id","surname","name","is_active") WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE INDEX "users_creation_time_idx" ON "users" USING btree (coalesce("tenant_id", 0),"creation_time","id") INCLUDE ("tenant_id","is_active") WHERE not "users"."is_deleted";
