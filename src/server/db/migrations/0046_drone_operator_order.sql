-- The drone operators' list by name (decision 0047): the pilots' part in the list's order from an
-- index of its own, so a page reads only as far as it reaches instead of sorting every operator.
-- It carries the tenant, the names and the number's end, so a page's keys, its validity filter and
-- the count are read from the index alone.
CREATE INDEX "pilots_operators_name_idx" ON "pilots" USING btree (coalesce("tenant_id", 0),("person_name" || ' ' || "person_surname"),"id") INCLUDE ("tenant_id","person_name","person_surname","operator_registration_number_expiry") WHERE "pilots"."operator_registration_number" is not null and not "pilots"."is_deleted" and not "pilots"."person_is_deleted";
