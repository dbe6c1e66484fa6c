-- An attempt's drawn questions name their attempt through triggers instead of a foreign key, as they
-- name their question and category since 0013. The foreign key checked the attempt once for each of
-- the forty rows a start inserts, each check an index probe and a row lock: about 0.4 ms of
-- PostgreSQL's CPU per start, a fifth of the start's insert (docs/benchmark.md, decision 0017).
-- The rule is the same: no drawn question names an attempt that is not there, erasing an attempt
-- erases its drawn questions (as ON DELETE CASCADE did, at the end of the erasing statement), and
-- an attempt's id does not change under its drawn questions.
ALTER TABLE "user_examination_questions" DROP CONSTRAINT "user_examination_questions_user_examination_id_user_examination";
--> statement-breakpoint
create or replace function portal_drawn_questions_exist() returns trigger language plpgsql as $$
declare
  missing text;
begin
  select format('attempt %s', d.user_examination_id) into missing
    from drawn d where not exists (select 1 from user_examinations a where a.id = d.user_examination_id) limit 1;
  if missing is null then
    select format('question %s', d.question_id) into missing
      from drawn d where not exists (select 1 from questions q where q.id = d.question_id) limit 1;
  end if;
  if missing is null then
    select format('category %s', d.category_id) into missing
      from drawn d where not exists (select 1 from examination_categories c where c.id = d.category_id) limit 1;
  end if;
  if missing is not null then
    raise foreign_key_violation using message = format('a drawn question names %s, which does not exist', missing),
      table = 'user_examination_questions';
  end if;
  return null;
end $$;
--> statement-breakpoint
create or replace function portal_drawn_question_row_exists() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from user_examinations a where a.id = new.user_examination_id) then
    raise foreign_key_violation using message = format('a drawn question names attempt %s, which does not exist', new.user_examination_id),
      table = 'user_examination_questions';
  end if;
  if not exists (select 1 from questions q where q.id = new.question_id) then
    raise foreign_key_violation using message = format('a drawn question names question %s, which does not exist', new.question_id),
      table = 'user_examination_questions';
  end if;
  if not exists (select 1 from examination_categories c where c.id = new.category_id) then
    raise foreign_key_violation using message = format('a drawn question names category %s, which does not exist', new.category_id),
      table = 'user_examination_questions';
  end if;
  return new;
end $$;
--> statement-breakpoint
drop trigger user_examination_questions_reference_change on user_examination_questions;
--> statement-breakpoint
create trigger user_examination_questions_reference_change before update of user_examination_id, question_id, category_id
  on user_examination_questions for each row execute function portal_drawn_question_row_exists();
--> statement-breakpoint
-- Once per erasing statement, for every attempt it erased; a truncation takes the drawn questions with it.
create function portal_erase_drawn_questions() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    truncate user_examination_questions;
  else
    delete from user_examination_questions d using erased e where d.user_examination_id = e.id;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger user_examinations_erase_drawn after delete on user_examinations
  referencing old table as erased for each statement execute function portal_erase_drawn_questions();
--> statement-breakpoint
create trigger user_examinations_erase_drawn_truncate after truncate on user_examinations
  for each statement execute function portal_erase_drawn_questions();
--> statement-breakpoint
-- Renumbering an attempt with drawn questions is refused, as the foreign key's NO ACTION on update did.
create trigger user_examinations_drawn before update of id on user_examinations
  for each row execute function portal_refuse_drawn_delete('user_examination_id');
--> statement-breakpoint
-- Room on each page for a saved answer's new row version beside the old one, so that the save (and
-- the submission's marking) is a heap-only update that writes none of the table's five indexes.
-- Filled pages left 1 save in 4 writing all five; with this, under 1 in 10 (docs/benchmark.md).
-- Pages written from now on keep the room; older ones gain it as they are rewritten.
ALTER TABLE "user_examination_questions" SET (fillfactor = 75);
