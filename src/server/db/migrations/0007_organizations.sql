CREATE TABLE "organization_insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"insurance_policy_number" text NOT NULL,
	"insurance_company_name" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"user_type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"organization_number" text NOT NULL,
	"address" text NOT NULL,
	"post_code" text NOT NULL,
	"country_code" text DEFAULT 'IS' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"operating_number" text,
	"operating_number_expiry" timestamp with time zone,
	"is_manual_registration" boolean DEFAULT false NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"organization_role_id" smallint NOT NULL,
	"recruitment_status_id" smallint DEFAULT 2 NOT NULL,
	"department" text,
	"title" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_insurances" ADD CONSTRAINT "organization_insurances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_insurances_organization_id_idx" ON "organization_insurances" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_insurances_main_key" ON "organization_insurances" USING btree ("organization_id") WHERE "organization_insurances"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_number_key" ON "organizations" USING btree ("tenant_id","organization_number") WHERE not "organizations"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "user_organizations_user_org_role_key" ON "user_organizations" USING btree ("user_id","organization_id","organization_role_id");--> statement-breakpoint
CREATE INDEX "user_organizations_organization_id_idx" ON "user_organizations" USING btree ("organization_id");