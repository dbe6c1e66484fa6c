-- An attempt's drawn questions are one row of arrays, element i of each array the question in place
-- i, instead of forty rows. A start wrote forty rows and fifteen index entries for its questions,
-- about three quarters of PostgreSQL's work for a start; one row with the same content takes a
-- third of that (docs/benchmark.md, decision 0020). The forty rows are still there to read: the view
-- `user_examination_questions` unnests the arrays into the rows, columns and positions the table had.
--
-- The rules stay those of migrations 0013 and 0015: no drawn question names a question or category
-- that is not there, none that is drawn can be deleted, and erasing an attempt erases its drawn
-- questions (now a foreign key that cascades: one check per start, not forty).
CREATE TABLE "user_examination_draws" (
	"user_examination_id" integer PRIMARY KEY NOT NULL,
	"question_ids" integer[] NOT NULL,
	"category_ids" integer[] NOT NULL,
	"option_ids" text[] NOT NULL,
	"answer_option_ids" text[] NOT NULL,
	"answered_times" timestamp with time zone[] NOT NULL,
	"correct" boolean[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_examination_draws" ADD CONSTRAINT "user_examination_draws_user_examination_id_user_examinations_id_fk" FOREIGN KEY ("user_examination_id") REFERENCES "public"."user_examinations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "user_examination_draws_question_ids_idx" ON "user_examination_draws" USING gin ("question_ids");
--> statement-breakpoint
CREATE INDEX "user_examination_draws_category_ids_idx" ON "user_examination_draws" USING gin ("category_ids");
--> statement-breakpoint
-- A saved answer writes a new version of the attempt's row, which grows to about 2 KB as the
-- answers come in: half of each page is kept for those versions, so that a save stays on its page
-- and writes no index (a heap-only update), and a row is kept whole up to 4 KB rather than
-- compressed on every save.
ALTER TABLE "user_examination_draws" SET (fillfactor = 50, toast_tuple_target = 4080);
--> statement-breakpoint
insert into user_examination_draws (user_examination_id, question_ids, category_ids, option_ids, answer_option_ids, answered_times, correct)
select user_examination_id,
       array_agg(question_id order by position),
       array_agg(category_id order by position),
       array_agg(option_ids::text order by position),
       array_agg(answer_option_ids::text order by position),
       array_agg(answered_time order by position),
       array_agg(is_correct order by position)
  from user_examination_questions
 group by user_examination_id;
--> statement-breakpoint
drop trigger questions_drawn on questions;
--> statement-breakpoint
drop trigger questions_drawn_truncate on questions;
--> statement-breakpoint
drop trigger examination_categories_drawn on examination_categories;
--> statement-breakpoint
drop trigger examination_categories_drawn_truncate on examination_categories;
--> statement-breakpoint
drop trigger user_examinations_erase_drawn on user_examinations;
--> statement-breakpoint
drop trigger user_examinations_erase_drawn_truncate on user_examinations;
--> statement-breakpoint
drop trigger user_examinations_drawn on user_examinations;
--> statement-breakpoint
drop table user_examination_questions;
--> statement-breakpoint
drop function portal_drawn_questions_exist();
--> statement-breakpoint
drop function portal_drawn_question_row_exists();
--> statement-breakpoint
drop function portal_erase_drawn_questions();
--> statement-breakpoint
drop function portal_refuse_drawn_delete();
--> statement-breakpoint
-- The drawn questions as rows, in their places from 1. A filter on the attempt reaches the draws'
-- primary key; the answer columns start empty and grow as answers come, so a place past their end
-- reads as not answered.
create view user_examination_questions as
select d.user_examination_id,
       q.position::smallint as position,
       q.question_id,
       q.category_id,
       q.option_ids::int[] as option_ids,
       coalesce(q.answer_option_ids::int[], '{}') as answer_option_ids,
       q.answered_time,
       q.is_correct
  from user_examination_draws d,
       unnest(d.question_ids, d.category_ids, d.option_ids, d.answer_option_ids, d.answered_times, d.correct)
         with ordinality as q(question_id, category_id, option_ids, answer_option_ids, answered_time, is_correct, position)
 where q.question_id is not null;
--> statement-breakpoint
-- Every question and category a draw names must exist, checked when the draw is written and when
-- those arrays are set, without locking the rows, so that a room starting at once does not lock the
-- same forty questions a thousand times. A start writes one draw, so one check per start; a saved
-- answer sets neither array and fires nothing.
create function portal_draw_references_exist() returns trigger language plpgsql as $$
declare
  missing text;
begin
  select format('question %s', q) into missing
    from unnest(new.question_ids) q where not exists (select 1 from questions x where x.id = q) limit 1;
  if missing is null then
    select format('category %s', c) into missing
      from unnest(new.category_ids) c where not exists (select 1 from examination_categories x where x.id = c) limit 1;
  end if;
  if missing is not null then
    raise foreign_key_violation using message = format('a drawn question names %s, which does not exist', missing),
      table = 'user_examination_draws';
  end if;
  return new;
end $$;
--> statement-breakpoint
create trigger user_examination_draws_references before insert or update of question_ids, category_ids on user_examination_draws
  for each row execute function portal_draw_references_exist();
--> statement-breakpoint
-- A drawn question or category is not deleted, renumbered or truncated away; the GIN indexes find
-- the draws that name it. TG_ARGV[0] is the draws' array column that names the table the trigger is on.
create function portal_refuse_drawn_delete() returns trigger language plpgsql as $$
declare
  drawn boolean;
begin
  if tg_op = 'UPDATE' and new.id = old.id then
    return new;
  end if;
  if tg_op = 'TRUNCATE' then
    drawn := exists (select 1 from user_examination_draws);
  else
    execute format('select exists (select 1 from user_examination_draws where %I @> array[$1])', tg_argv[0]) into drawn using old.id;
  end if;
  if drawn then
    raise foreign_key_violation using message = format('%s %s is drawn into an attempt and cannot be removed',
      tg_table_name, case when tg_op = 'TRUNCATE' then '(all)' else old.id::text end), table = tg_table_name;
  end if;
  return case tg_op when 'TRUNCATE' then null when 'UPDATE' then new else old end;
end $$;
--> statement-breakpoint
create trigger questions_drawn before delete or update of id on questions
  for each row execute function portal_refuse_drawn_delete('question_ids');
--> statement-breakpoint
create trigger questions_drawn_truncate before truncate on questions
  for each statement execute function portal_refuse_drawn_delete('question_ids');
--> statement-breakpoint
create trigger examination_categories_drawn before delete or update of id on examination_categories
  for each row execute function portal_refuse_drawn_delete('category_ids');
--> statement-breakpoint
create trigger examination_categories_drawn_truncate before truncate on examination_categories
  for each statement execute function portal_refuse_drawn_delete('category_ids');
