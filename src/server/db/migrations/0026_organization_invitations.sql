CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"organization_role_id" smallint NOT NULL,
	"invited_as" text NOT NULL,
	"user_id" integer,
	"invited_by_user_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_typed_key" ON "organization_invitations" USING btree ("organization_id","organization_role_id",lower("invited_as"));--> statement-breakpoint
CREATE INDEX "organization_invitations_user_id_idx" ON "organization_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organization_invitations_invited_by_user_id_idx" ON "organization_invitations" USING btree ("invited_by_user_id");--> statement-breakpoint
-- hand-written: an invitation that was a waiting place becomes a request, named by the address
-- its pilot signs in with; nobody holds a place they did not accept.
INSERT INTO "organization_invitations" ("organization_id", "organization_role_id", "invited_as", "user_id", "creation_time")
SELECT uo."organization_id", uo."organization_role_id", u."email_address", uo."user_id", uo."creation_time"
FROM "user_organizations" uo JOIN "users" u ON u."id" = uo."user_id"
WHERE uo."recruitment_status_id" = 1
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "user_organizations" WHERE "recruitment_status_id" = 1;
