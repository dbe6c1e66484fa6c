ALTER TABLE "id_login_sessions" ADD COLUMN "logout_ticket_hash" text;--> statement-breakpoint
ALTER TABLE "id_login_sessions" ADD COLUMN "logout_ticket_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "id_login_sessions_logout_ticket_hash_key" ON "id_login_sessions" USING btree ("logout_ticket_hash");