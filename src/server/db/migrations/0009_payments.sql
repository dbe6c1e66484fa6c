CREATE TABLE "accounting_exports" (
	"day" date PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"total_amount" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"requested_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"checkout_id" text,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_ip" "inet",
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"checkout_id" text NOT NULL,
	"user_id" integer,
	"organization_id" integer,
	"kind" smallint NOT NULL,
	"user_type_id" smallint NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"organization_name" text,
	"organization_number" text,
	"language" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'ISK' NOT NULL,
	"provider" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"clicked_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"valid_from" date,
	"valid_until" date,
	"transaction_number" text,
	"authorization_number" text,
	"card_type" text,
	"card_number_masked" text,
	"error" text,
	"settle_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"reference_number" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"transaction_number" text NOT NULL,
	"authorization_number" text,
	"card_type" text,
	"card_number_masked" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD CONSTRAINT "accounting_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_exports_requested_by_idx" ON "accounting_exports" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "payment_events_payment_id_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payment_events_checkout_id_idx" ON "payment_events" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_id_key" ON "payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id","creation_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_organization_id_idx" ON "payments" USING btree ("organization_id","creation_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_creation_idx" ON "payments" USING btree ("status","creation_time");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payments_tenant_creation_idx" ON "payments" USING btree ("tenant_id","creation_time" DESC NULLS LAST);