CREATE TABLE "pilot_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"street_address" text NOT NULL,
	"post_number" text NOT NULL,
	"post_location" text NOT NULL,
	"country_code" text DEFAULT 'IS' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_krr" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"email" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_krr" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"insurance_policy_number" text NOT NULL,
	"insurance_company_name" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"description" text NOT NULL,
	"creator_user_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pilot_phone_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_krr" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"user_id" integer NOT NULL,
	"social_security_number" text,
	"pilot_type_id" smallint NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"organization_id" integer,
	"is_id_login" boolean DEFAULT false NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"operator_registration_number" text,
	"operator_registration_number_expiry" timestamp with time zone,
	"self_declaration_accepted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pilot_addresses" ADD CONSTRAINT "pilot_addresses_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_emails" ADD CONSTRAINT "pilot_emails_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_insurances" ADD CONSTRAINT "pilot_insurances_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_notes" ADD CONSTRAINT "pilot_notes_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_notes" ADD CONSTRAINT "pilot_notes_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_phone_numbers" ADD CONSTRAINT "pilot_phone_numbers_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_addresses_pilot_id_idx" ON "pilot_addresses" USING btree ("pilot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_addresses_main_key" ON "pilot_addresses" USING btree ("pilot_id") WHERE "pilot_addresses"."is_main";--> statement-breakpoint
CREATE INDEX "pilot_emails_pilot_id_idx" ON "pilot_emails" USING btree ("pilot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_emails_main_key" ON "pilot_emails" USING btree ("pilot_id") WHERE "pilot_emails"."is_main";--> statement-breakpoint
CREATE INDEX "pilot_insurances_pilot_id_idx" ON "pilot_insurances" USING btree ("pilot_id");--> statement-breakpoint
CREATE INDEX "pilot_notes_pilot_id_idx" ON "pilot_notes" USING btree ("pilot_id");--> statement-breakpoint
CREATE INDEX "pilot_notes_creator_user_id_idx" ON "pilot_notes" USING btree ("creator_user_id");--> statement-breakpoint
CREATE INDEX "pilot_phone_numbers_pilot_id_idx" ON "pilot_phone_numbers" USING btree ("pilot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_phone_numbers_main_key" ON "pilot_phone_numbers" USING btree ("pilot_id") WHERE "pilot_phone_numbers"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "pilots_user_id_key" ON "pilots" USING btree ("user_id") WHERE not "pilots"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "pilots_operator_registration_number_key" ON "pilots" USING btree ("operator_registration_number");--> statement-breakpoint
CREATE INDEX "pilots_tenant_id_idx" ON "pilots" USING btree ("tenant_id");--> statement-breakpoint
-- Every registered user so far gets the record registration now makes, with their address as the main e-mail.
INSERT INTO "pilots" ("tenant_id", "user_id", "pilot_type_id", "creation_time")
  SELECT "tenant_id", "id", "user_type_id", "creation_time" FROM "users" WHERE "user_type_id" IS NOT NULL AND NOT "is_deleted";--> statement-breakpoint
INSERT INTO "pilot_emails" ("pilot_id", "email", "is_main")
  SELECT "pilots"."id", "users"."email_address", true FROM "pilots" JOIN "users" ON "users"."id" = "pilots"."user_id";
