ALTER TABLE "pilot_emails" ADD COLUMN "confirmed_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pilot_emails" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "pilot_emails" ADD COLUMN "confirmation_sent_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pilot_emails" ADD COLUMN "confirmation_expiry_time" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_emails_confirmation_token_hash_key" ON "pilot_emails" USING btree ("confirmation_token_hash");