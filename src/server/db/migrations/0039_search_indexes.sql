-- hand-written
-- The administration's searches and orders, which grew with the register (issue 39, decision 0038).
-- Fragments are found through trigram indexes on the folded text: `portal_fold` is the lower case
-- of `unaccent`, so that "jon" finds "Jón" and "thor" finds "Þór". `unaccent` is only stable (its
-- dictionary could change), so the wrapper names the dictionary and is declared immutable, as an
-- index expression needs.
create extension if not exists pg_trgm;--> statement-breakpoint
create extension if not exists unaccent;--> statement-breakpoint
create or replace function portal_fold(value text) returns text language sql immutable parallel safe strict as $$
  select lower(public.unaccent('public.unaccent'::regdictionary, value))
$$;--> statement-breakpoint
DROP INDEX "audit_logs_user_id_idx";--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (portal_fold("name" || ' ' || "surname" || ' ' || "user_name" || ' ' || "email_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_surname_name_idx" ON "users" USING btree ("surname" collate "is-IS-x-icu","name" collate "is-IS-x-icu","id") WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE INDEX "users_creation_time_idx" ON "users" USING btree ("creation_time","id") WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE INDEX "audit_logs_host_time_idx" ON "audit_logs" USING btree ("execution_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "audit_logs"."tenant_id" is null;--> statement-breakpoint
CREATE INDEX "audit_logs_call_time_idx" ON "audit_logs" USING btree (coalesce("tenant_id", 0),"service","method","execution_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_examinations_host_start_time_idx" ON "user_examinations" USING btree ("start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "user_examinations"."tenant_id" is null;--> statement-breakpoint
CREATE INDEX "user_certificates_search_idx" ON "user_certificates" USING gin (portal_fold("certificate_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pilot_emails_search_idx" ON "pilot_emails" USING gin (portal_fold("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pilot_phone_numbers_search_idx" ON "pilot_phone_numbers" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pilots_search_idx" ON "pilots" USING gin (portal_fold(coalesce("social_security_number", '') || ' ' || coalesce(left("operator_registration_number", 16), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pilots_creation_time_idx" ON "pilots" USING btree ("creation_time","id") WHERE not "pilots"."is_deleted";--> statement-breakpoint
CREATE INDEX "payments_host_creation_idx" ON "payments" USING btree ("creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "payments"."tenant_id" is null;--> statement-breakpoint
CREATE INDEX "payments_search_idx" ON "payments" USING gin (portal_fold("payer_name" || ' ' || "payer_email" || ' ' || coalesce("organization_name", '') || ' ' || coalesce("organization_number", '') || ' ' || "checkout_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_logs_user_id_idx" ON "audit_logs" USING btree ("user_id","execution_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);