ALTER TABLE "user_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
-- hand-written
-- Registration step credentials already handed out lived 7 days; they now live an hour from their issue (decision 0024).
UPDATE "user_tokens" SET "expires_at" = least("expires_at", "creation_time" + interval '1 hour') WHERE "purpose" = 'registration';
