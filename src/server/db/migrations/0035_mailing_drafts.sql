ALTER TABLE "mailings" ADD COLUMN "state" text DEFAULT 'started' NOT NULL;--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "subject_english" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mailings" ADD COLUMN "last_modification_time" timestamp with time zone DEFAULT now() NOT NULL;