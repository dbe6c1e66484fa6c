CREATE TABLE "permissions" (
	"name" text PRIMARY KEY NOT NULL,
	"is_page" boolean NOT NULL
);
--> statement-breakpoint
-- Grants made before this table existed name their permissions; keep them valid. The seed then
-- brings the table in line with the code.
INSERT INTO "permissions" ("name", "is_page") SELECT DISTINCT "name", "name" LIKE 'Pages.%' FROM "role_permissions";--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_name_permissions_name_fk" FOREIGN KEY ("name") REFERENCES "public"."permissions"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "role_permissions_name_idx" ON "role_permissions" USING btree ("name");