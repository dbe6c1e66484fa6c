-- The administration's lists read a page's ids from an index alone (decision 0047). The host's
-- timed-out attempts, one in twenty, come in order from an index on the status; the host's
-- results index carries the person and the certificate a keyword matches; each actor's audit rows
-- carry their tenant. The indexes replaced keep their names and keys, so the schema's
-- declarations still describe them.
CREATE INDEX "user_examinations_host_status_idx" ON "user_examinations" USING btree ("status","start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "user_examinations"."tenant_id" is null;--> statement-breakpoint
DROP INDEX "user_examinations_host_start_time_idx";--> statement-breakpoint
CREATE INDEX "user_examinations_host_start_time_idx" ON "user_examinations" USING btree ("start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("certificate_type","is_passed","status","user_id","user_certificate_id") WHERE "user_examinations"."tenant_id" is null;--> statement-breakpoint
DROP INDEX "audit_logs_user_id_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_user_id_idx" ON "audit_logs" USING btree ("user_id","execution_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("tenant_id");
