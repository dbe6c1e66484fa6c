CREATE TABLE "credential_issuer_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk_sealed" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_time" timestamp with time zone,
	CONSTRAINT "credential_issuer_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
CREATE TABLE "credential_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"user_id" integer NOT NULL,
	"user_certificate_id" integer NOT NULL,
	"offer_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"redeemed_time" timestamp with time zone,
	"access_token_hash" text,
	"access_token_expires_time" timestamp with time zone,
	"issued_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_offers_offerHash_unique" UNIQUE("offer_hash"),
	CONSTRAINT "credential_offers_codeHash_unique" UNIQUE("code_hash"),
	CONSTRAINT "credential_offers_accessTokenHash_unique" UNIQUE("access_token_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_certificate_id" integer,
	"kid" text NOT NULL,
	"holder_key_thumbprint" text NOT NULL,
	"issued_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credential_offers" ADD CONSTRAINT "credential_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_offers" ADD CONSTRAINT "credential_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_offers" ADD CONSTRAINT "credential_offers_user_certificate_id_user_certificates_id_fk" FOREIGN KEY ("user_certificate_id") REFERENCES "public"."user_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credentials" ADD CONSTRAINT "wallet_credentials_user_certificate_id_user_certificates_id_fk" FOREIGN KEY ("user_certificate_id") REFERENCES "public"."user_certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_issuer_keys_signing_key" ON "credential_issuer_keys" USING btree ((true)) WHERE retired_time is null;--> statement-breakpoint
CREATE INDEX "credential_offers_user_id_idx" ON "credential_offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credential_offers_user_certificate_id_idx" ON "credential_offers" USING btree ("user_certificate_id");--> statement-breakpoint
CREATE INDEX "wallet_credentials_user_certificate_id_idx" ON "wallet_credentials" USING btree ("user_certificate_id");