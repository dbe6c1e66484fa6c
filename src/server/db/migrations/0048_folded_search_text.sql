-- The searched text of the users, the payments and the certificates' numbers, folded once when a
-- row is written and kept on the row (decision 0053): a search's trigram index finds the candidates,
-- and checking each one is a plain `like` on the stored text instead of `unaccent` again.
DROP INDEX "users_search_idx";--> statement-breakpoint
DROP INDEX "payments_search_idx";--> statement-breakpoint
DROP INDEX "user_certificates_search_idx";--> statement-breakpoint
DROP INDEX "pilots_search_idx";--> statement-breakpoint
DROP INDEX "pilot_emails_search_idx";--> statement-breakpoint
DROP INDEX "pilot_phone_numbers_search_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_fold("name" || ' ' || "surname" || ' ' || "user_name" || ' ' || "email_address")) STORED;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_fold("payer_name" || ' ' || "payer_email" || ' ' || coalesce("organization_name", '') || ' ' || coalesce("organization_number", '') || ' ' || "checkout_id")) STORED;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_fold("certificate_number")) STORED;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_search_idx" ON "payments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_certificates_search_idx" ON "user_certificates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A pilot's record is searched for everything it and its account hold, as one folded text on the
-- record: the kennitala, the public part of the operator number (never the secret part: a search
-- must not confirm a guess at it), the account's names, user name and e-mail (`users.search_text`),
-- and the record's other e-mail addresses and phone numbers. The database keeps it in the
-- transaction that writes any of those rows, whoever writes them, so the register's search is one
-- trigram index of one table, not a union of four joined to every record.
ALTER TABLE "pilots" ADD COLUMN "search_text" text;--> statement-breakpoint
create or replace function pilots_person_copied() returns trigger language plpgsql as $$
declare
  account_text text;
begin
  select u.surname, u.name, u.is_deleted, u.search_text into new.person_surname, new.person_name, new.person_is_deleted, account_text
    from users u where u.id = new.user_id for share;
  new.search_text := portal_fold(coalesce(new.social_security_number, '') || ' ' || coalesce(left(new.operator_registration_number, 16), ''))
    || ' ' || coalesce(account_text, '')
    || coalesce((select ' ' || portal_fold(string_agg(e.email, ' ' order by e.id)) from pilot_emails e where e.pilot_id = new.id), '')
    || coalesce((select ' ' || portal_fold(string_agg(n.phone_number, ' ' order by n.id)) from pilot_phone_numbers n where n.pilot_id = new.id), '');
  return new;
end $$;
--> statement-breakpoint
drop trigger pilots_person_copy on pilots;--> statement-breakpoint
create trigger pilots_person_copy before insert or update of user_id, person_surname, person_name, person_is_deleted,
    social_security_number, operator_registration_number, search_text on pilots
  for each row execute function pilots_person_copied();
--> statement-breakpoint
drop trigger users_person_copy on users;--> statement-breakpoint
create trigger users_person_copy after update of surname, name, is_deleted, user_name, email_address on users
  for each row when (old.search_text is distinct from new.search_text or old.is_deleted is distinct from new.is_deleted)
  execute function users_person_copied_to_pilots();
--> statement-breakpoint
-- An address or a number written, changed or removed: its record's text is written again, once a
-- statement for all the records it touched (a trigger with transition tables takes no column list).
create function pilots_search_text_touched() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update pilots set search_text = null where id in (select pilot_id from new_rows);
  elsif tg_op = 'DELETE' then
    update pilots set search_text = null where id in (select pilot_id from old_rows);
  else
    update pilots set search_text = null where id in (select pilot_id from new_rows union select pilot_id from old_rows);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger pilot_emails_added after insert on pilot_emails referencing new table as new_rows
  for each statement execute function pilots_search_text_touched();--> statement-breakpoint
create trigger pilot_emails_changed after update on pilot_emails referencing old table as old_rows new table as new_rows
  for each statement execute function pilots_search_text_touched();--> statement-breakpoint
create trigger pilot_emails_removed after delete on pilot_emails referencing old table as old_rows
  for each statement execute function pilots_search_text_touched();--> statement-breakpoint
create trigger pilot_phone_numbers_added after insert on pilot_phone_numbers referencing new table as new_rows
  for each statement execute function pilots_search_text_touched();--> statement-breakpoint
create trigger pilot_phone_numbers_changed after update on pilot_phone_numbers referencing old table as old_rows new table as new_rows
  for each statement execute function pilots_search_text_touched();--> statement-breakpoint
create trigger pilot_phone_numbers_removed after delete on pilot_phone_numbers referencing old table as old_rows
  for each statement execute function pilots_search_text_touched();--> statement-breakpoint
update pilots set search_text = null;--> statement-breakpoint
CREATE INDEX "pilots_search_idx" ON "pilots" USING gin ("search_text" gin_trgm_ops);
