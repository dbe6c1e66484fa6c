-- The signed-in user's own name, e-mail address and role names are kept in memory as well now
-- (`Session/GetCurrentLoginInformations`, decision 0016): a change to any of them tells every
-- portal, as a change to what an actor carries already did (migration 0004).
create or replace trigger users_cache after update of tenant_id, user_name, name, surname, email_address, user_type_id, status_id,
  language, is_active, is_deleted, password_hash or delete on users for each row execute function portal_cache_user_row_changed();
--> statement-breakpoint
-- A renamed role renames it for every holder: rare enough to forget every actor at once.
create or replace trigger roles_cache after update or delete or truncate on roles
  for each statement execute function portal_cache_notify_all('actors');
--> statement-breakpoint
-- Tenants are read on every signed-in page of a tenant's user and change seldom.
create trigger tenants_cache after insert or update or delete or truncate on tenants
  for each statement execute function portal_cache_notify_all('tenants');
