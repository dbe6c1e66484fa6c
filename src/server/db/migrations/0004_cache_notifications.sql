-- Every portal keeps signed-in actors and exam content in memory (decision 0011). These triggers
-- tell every portal on the database when such a thing changes, in the transaction that changes it:
-- PostgreSQL delivers a NOTIFY only at commit and never for a rolled-back change, and no code path
-- (a service, a factory, a hand-run statement) can change a session or a grant without it.
-- Payloads on channel `portal_cache`: `s:<session id>`, `u:<user id>`, `actors` (every actor),
-- `bank` (questions and exam content), `settings`.
create function portal_cache_session_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache', 's:' || old.id::text);
  return null;
end $$;
--> statement-breakpoint
create trigger user_sessions_cache after update of revoked_at, expires_at, user_id or delete on user_sessions
  for each row execute function portal_cache_session_changed();
--> statement-breakpoint
create function portal_cache_user_row_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache', 'u:' || old.id::text);
  return null;
end $$;
--> statement-breakpoint
-- What an actor carries (name, type, status, language, tenant) and what ends it (deactivation,
-- deletion, a new password); a sign-in's bookkeeping (last login, failed count) is no change.
create trigger users_cache after update of tenant_id, user_name, user_type_id, status_id, language, is_active, is_deleted, password_hash
  or delete on users for each row execute function portal_cache_user_row_changed();
--> statement-breakpoint
create function portal_cache_user_roles_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform pg_notify('portal_cache', 'u:' || old.user_id::text); end if;
  if tg_op <> 'DELETE' then perform pg_notify('portal_cache', 'u:' || new.user_id::text); end if;
  return null;
end $$;
--> statement-breakpoint
create trigger user_roles_cache after insert or update or delete on user_roles
  for each row execute function portal_cache_user_roles_changed();
--> statement-breakpoint
create function portal_cache_notify_all() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache', tg_argv[0]);
  return null;
end $$;
--> statement-breakpoint
-- A role's grants reach every holder of the role: rare enough to forget every actor at once.
create trigger role_permissions_cache after insert or update or delete or truncate on role_permissions
  for each statement execute function portal_cache_notify_all('actors');
--> statement-breakpoint
create trigger roles_cache after delete or truncate on roles
  for each statement execute function portal_cache_notify_all('actors');
--> statement-breakpoint
create trigger examinations_cache after insert or update or delete or truncate on examinations
  for each statement execute function portal_cache_notify_all('bank');
--> statement-breakpoint
create trigger examination_categories_cache after insert or update or delete or truncate on examination_categories
  for each statement execute function portal_cache_notify_all('bank');
--> statement-breakpoint
create trigger questions_cache after insert or update or delete or truncate on questions
  for each statement execute function portal_cache_notify_all('bank');
--> statement-breakpoint
create trigger question_options_cache after insert or update or delete or truncate on question_options
  for each statement execute function portal_cache_notify_all('bank');
--> statement-breakpoint
create trigger question_images_cache after insert or update or delete or truncate on question_images
  for each statement execute function portal_cache_notify_all('bank');
--> statement-breakpoint
create trigger settings_cache after insert or update or delete or truncate on settings
  for each statement execute function portal_cache_notify_all('settings');
