CREATE UNIQUE INDEX "organizations_operating_number_key" ON "organizations" USING btree ("operating_number");--> statement-breakpoint
-- hand-written
-- An operator registration number names one operator, a pilot or an organisation (decision 0030):
-- its public part (the first sixteen characters, which the drone carries) is nobody else's. Each
-- table's unique index keeps its own rows apart; this keeps the two tables apart, and one table's
-- public parts apart, under a lock on the public part, so two transactions that write the same one
-- at the same moment take turns and the second is refused as by a unique index.
CREATE FUNCTION "operator_number_is_free"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  number text := to_jsonb(NEW) ->> TG_ARGV[0];
  public_part text := left(number, 16);
BEGIN
  IF number IS NULL OR (TG_OP = 'UPDATE' AND number IS NOT DISTINCT FROM to_jsonb(OLD) ->> TG_ARGV[0]) THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('operator-number:' || public_part, 0));
  IF EXISTS (
       SELECT 1 FROM "pilots"
        WHERE left("operator_registration_number", 16) = public_part AND NOT (TG_TABLE_NAME = 'pilots' AND "id" = NEW.id))
     OR EXISTS (
       SELECT 1 FROM "organizations"
        WHERE left("operating_number", 16) = public_part AND NOT (TG_TABLE_NAME = 'organizations' AND "id" = NEW.id)) THEN
    RAISE EXCEPTION 'operator registration number % is taken', public_part
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'operator_numbers_unique';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pilots_operator_number_is_free" BEFORE INSERT OR UPDATE OF "operator_registration_number" ON "pilots"
  FOR EACH ROW EXECUTE FUNCTION "operator_number_is_free"('operator_registration_number');--> statement-breakpoint
CREATE TRIGGER "organizations_operator_number_is_free" BEFORE INSERT OR UPDATE OF "operating_number" ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION "operator_number_is_free"('operating_number');--> statement-breakpoint
-- The organisations whose fee was paid before they were given numbers get theirs now, as the
-- payment would have given it (src/shared/operator-number.ts): twelve random characters, three
-- secret ones and the Luhn mod 36 check character over both, valid for the years of setting 8
-- (ValidityPeriodOperatorRegistrationNumberYear) from the day their latest fee began.
CREATE FUNCTION "pg_temp"."random_operator_characters"(length int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  alphabet constant text := '0123456789abcdefghijklmnopqrstuvwxyz';
  drawn text := '';
  byte int;
BEGIN
  WHILE length(drawn) < length LOOP
    -- A random byte below 252 (7 × 36) picks a character without favouring any.
    byte := get_byte(decode(md5(gen_random_uuid()::text), 'hex'), 0);
    IF byte < 252 THEN
      drawn := drawn || substr(alphabet, byte % 36 + 1, 1);
    END IF;
  END LOOP;
  RETURN drawn;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  alphabet constant text := '0123456789abcdefghijklmnopqrstuvwxyz';
  years int := coalesce((SELECT CASE WHEN "value" ~ '^[0-9]{1,2}$' AND "value"::int >= 1 THEN "value"::int END FROM "settings" WHERE "id" = 8), 5);
  paid record;
  guarded text;
  total int;
  addend int;
  i int;
  number text;
BEGIN
  FOR paid IN
    SELECT o."id", max(p."valid_from") AS "valid_from"
      FROM "organizations" o
      JOIN "payments" p ON p."organization_id" = o."id" AND p."kind" = 2 AND p."status" = 1
     WHERE o."operating_number" IS NULL AND NOT o."is_deleted" AND p."valid_from" IS NOT NULL
     GROUP BY o."id"
     ORDER BY o."id"
  LOOP
    LOOP
      guarded := "pg_temp"."random_operator_characters"(15);
      total := 0;
      FOR i IN REVERSE 15..1 LOOP
        addend := (strpos(alphabet, substr(guarded, i, 1)) - 1) * (CASE WHEN (15 - i) % 2 = 0 THEN 2 ELSE 1 END);
        total := total + addend / 36 + addend % 36;
      END LOOP;
      number := 'ISL' || left(guarded, 12) || substr(alphabet, (36 - total % 36) % 36 + 1, 1) || '-' || right(guarded, 3);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "pilots" WHERE left("operator_registration_number", 16) = left(number, 16))
        AND NOT EXISTS (SELECT 1 FROM "organizations" WHERE left("operating_number", 16) = left(number, 16));
    END LOOP;
    UPDATE "organizations"
       SET "operating_number" = number,
           -- The same day so many years on, 29 February in a year without one being 1 March (as the
           -- server counts), and to the end of the day before.
           "operating_number_expiry" = ((make_date(extract(year FROM paid."valid_from")::int + years, extract(month FROM paid."valid_from")::int, 1)
             + (extract(day FROM paid."valid_from")::int - 2)) + time '23:59:59.999') AT TIME ZONE 'UTC'
     WHERE "id" = paid."id";
  END LOOP;
END
$$;
