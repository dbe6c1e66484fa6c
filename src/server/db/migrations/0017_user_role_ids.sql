-- A person's role ids beside their row, for the users page: reading them with the row spares the
-- page a subquery per person, which cost PostgreSQL about a third of the page (docs/benchmark.md).
-- `user_roles` stays what holds the roles; the database keeps the copy in the transaction that
-- changes them, so no code path (a service, a factory, a hand-run statement) can leave it behind.
ALTER TABLE "users" ADD COLUMN "role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
update users set role_ids = held.ids
  from (select user_id, array_agg(role_id order by role_id) as ids from user_roles group by user_id) held
 where held.user_id = users.id;
--> statement-breakpoint
-- Each change takes out or puts in its own id, rather than reading the person's roles again: two
-- transactions giving one person a role each at the same time then keep both, as the second's
-- update works on the row the first committed, where a read of the roles would miss the other's.
create function users_role_ids_follow() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update users set role_ids = array_remove(role_ids, old.role_id) where id = old.user_id;
  end if;
  if tg_op <> 'DELETE' then
    update users set role_ids = array_append(array_remove(role_ids, new.role_id), new.role_id) where id = new.user_id;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger user_roles_role_ids after insert or update or delete on user_roles
  for each row execute function users_role_ids_follow();
--> statement-breakpoint
create function users_role_ids_cleared() returns trigger language plpgsql as $$
begin
  update users set role_ids = '{}' where role_ids <> '{}';
  return null;
end $$;
--> statement-breakpoint
create trigger user_roles_role_ids_truncated after truncate on user_roles
  for each statement execute function users_role_ids_cleared();
