CREATE TABLE "id_login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_login_pending" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"person" jsonb NOT NULL,
	"provider_tokens" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_login_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"sid" text,
	"id_token" text NOT NULL,
	"refresh_token" text,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "course_platform_user_id" text;--> statement-breakpoint
ALTER TABLE "id_login_attempts" ADD CONSTRAINT "id_login_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_login_pending" ADD CONSTRAINT "id_login_pending_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_login_pending" ADD CONSTRAINT "id_login_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_login_sessions" ADD CONSTRAINT "id_login_sessions_session_id_user_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_login_sessions" ADD CONSTRAINT "id_login_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "id_login_attempts_state_key" ON "id_login_attempts" USING btree ("state");--> statement-breakpoint
CREATE INDEX "id_login_attempts_tenant_id_idx" ON "id_login_attempts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "id_login_attempts_expires_at_idx" ON "id_login_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "id_login_pending_token_hash_key" ON "id_login_pending" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "id_login_pending_tenant_id_idx" ON "id_login_pending" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "id_login_pending_user_id_idx" ON "id_login_pending" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "id_login_pending_expires_at_idx" ON "id_login_pending" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "id_login_sessions_user_id_idx" ON "id_login_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "id_login_sessions_issuer_sid_idx" ON "id_login_sessions" USING btree ("issuer","sid");--> statement-breakpoint
CREATE INDEX "pilots_social_security_number_idx" ON "pilots" USING btree (replace("social_security_number", '-', '')) WHERE not "pilots"."is_deleted";