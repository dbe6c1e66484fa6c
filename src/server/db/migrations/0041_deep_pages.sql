-- hand-written
-- The host's payments register and exam results read a page's ids, their filter and the register's
-- totals from one index each, without visiting the rows (decision 0047): the index that gives the
-- order carries the columns the screens filter on and the amount the totals sum. Same names and
-- keys as the indexes they replace, so the schema's declarations still describe them.
DROP INDEX "payments_host_creation_idx";--> statement-breakpoint
CREATE INDEX "payments_host_creation_idx" ON "payments" USING btree ("creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("status","kind","amount") WHERE "payments"."tenant_id" is null;--> statement-breakpoint
DROP INDEX "user_examinations_host_start_time_idx";--> statement-breakpoint
CREATE INDEX "user_examinations_host_start_time_idx" ON "user_examinations" USING btree ("start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("certificate_type","is_passed","status") WHERE "user_examinations"."tenant_id" is null;
