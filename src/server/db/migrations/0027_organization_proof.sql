DROP INDEX "organizations_number_key";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "proof" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "proof_method" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "proof_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "organizations_pending_number_idx" ON "organizations" USING btree ("tenant_id","organization_number") WHERE not "organizations"."is_deleted" and "organizations"."proof" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_number_key" ON "organizations" USING btree (coalesce("tenant_id", 0),"organization_number") WHERE not "organizations"."is_deleted" and "organizations"."proof" = 'proved';--> statement-breakpoint
-- hand-written
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_proof_check" CHECK ("proof" in ('pending', 'proved', 'refused'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_proof_method_check" CHECK ("proof_method" in ('idLogin', 'administrator'));--> statement-breakpoint
-- The organisations registered before proofs were kept held their numbers, and keep them: the
-- oldest live one of each number and tenant. The host's organisations were never held to one per
-- number (the old index let null tenants repeat), so a later one of the same number waits in the
-- administrators' queue instead.
with oldest as (
  select distinct on (coalesce(tenant_id, 0), organization_number) id
    from organizations
   where not is_deleted
   order by coalesce(tenant_id, 0), organization_number, creation_time, id
)
update organizations o
   set proof = 'proved', proof_time = o.creation_time
  from oldest
 where o.id = oldest.id;--> statement-breakpoint
-- Deleted ones are out of every count; they are marked proved so nothing ever queues them.
update organizations set proof = 'proved', proof_time = creation_time where is_deleted;
