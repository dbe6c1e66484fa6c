CREATE TABLE "operator_lookup_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"requests_per_minute" smallint DEFAULT 60 NOT NULL,
	"creator_user_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_time" timestamp with time zone,
	"revoked_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_lookup_clients" ADD CONSTRAINT "operator_lookup_clients_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_lookup_clients_client_id_key" ON "operator_lookup_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "operator_lookup_clients_creator_user_id_idx" ON "operator_lookup_clients" USING btree ("creator_user_id");--> statement-breakpoint
CREATE INDEX "pilots_operator_number_public_part_idx" ON "pilots" USING btree (left("operator_registration_number", 16));--> statement-breakpoint
CREATE INDEX "organizations_operating_number_public_part_idx" ON "organizations" USING btree (left("operating_number", 16));