-- An attempt's drawn questions name their question and category through triggers instead of
-- foreign keys. A foreign key check locks the referenced row (FOR KEY SHARE), which writes to it:
-- a supervised sitting of a thousand candidates starting within two seconds locked the same forty
-- question rows a thousand times each. Without those locks PostgreSQL spends 1.9-2.9 ms of CPU per
-- start instead of 3.4-3.8 ms (docs/benchmark.md, decision 0017). The rule is the same: no drawn question names a question or category that
-- is not there, and none that is drawn can be deleted (questions and categories are only ever
-- marked deleted; these refuse a real delete). Checked once per statement on insert, on the rows
-- it inserted; an answer's save does not touch the two columns, so it fires nothing.
ALTER TABLE "user_examination_questions" DROP CONSTRAINT "user_examination_questions_question_id_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "user_examination_questions" DROP CONSTRAINT "user_examination_questions_category_id_examination_categories_id_fk";
--> statement-breakpoint
create function portal_drawn_questions_exist() returns trigger language plpgsql as $$
declare
  missing text;
begin
  select format('question %s', d.question_id) into missing
    from drawn d where not exists (select 1 from questions q where q.id = d.question_id) limit 1;
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
create trigger user_examination_questions_references after insert on user_examination_questions
  referencing new table as drawn for each statement execute function portal_drawn_questions_exist();
--> statement-breakpoint
-- Changing which question a drawn row names is not something the portal does; checked row by row.
create function portal_drawn_question_row_exists() returns trigger language plpgsql as $$
begin
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
create trigger user_examination_questions_reference_change before update of question_id, category_id on user_examination_questions
  for each row execute function portal_drawn_question_row_exists();
--> statement-breakpoint
-- TG_ARGV[0] is the drawn rows' column that names the table the trigger is on.
create function portal_refuse_drawn_delete() returns trigger language plpgsql as $$
declare
  drawn boolean;
begin
  if tg_op = 'UPDATE' and new.id = old.id then
    return new;
  end if;
  if tg_op = 'TRUNCATE' then
    drawn := exists (select 1 from user_examination_questions);
  else
    execute format('select exists (select 1 from user_examination_questions where %I = $1)', tg_argv[0]) into drawn using old.id;
  end if;
  if drawn then
    raise foreign_key_violation using message = format('%s %s is drawn into an attempt and cannot be removed',
      tg_table_name, case when tg_op = 'TRUNCATE' then '(all)' else old.id::text end), table = tg_table_name;
  end if;
  return case tg_op when 'TRUNCATE' then null when 'UPDATE' then new else old end;
end $$;
--> statement-breakpoint
create trigger questions_drawn before delete or update of id on questions
  for each row execute function portal_refuse_drawn_delete('question_id');
--> statement-breakpoint
create trigger questions_drawn_truncate before truncate on questions
  for each statement execute function portal_refuse_drawn_delete('question_id');
--> statement-breakpoint
create trigger examination_categories_drawn before delete or update of id on examination_categories
  for each row execute function portal_refuse_drawn_delete('category_id');
--> statement-breakpoint
create trigger examination_categories_drawn_truncate before truncate on examination_categories
  for each statement execute function portal_refuse_drawn_delete('category_id');
