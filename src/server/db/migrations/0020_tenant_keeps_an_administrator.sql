-- hand-written
-- Decision 0027: the static Admin role of the host and of each tenant always keeps an active
-- holder, or nothing but the database could give the tenant an administrator back. The services
-- refuse such a change with a clear error first (users.policy); this is the rule every path passes
-- (a role change, a deactivation, a soft or hard deletion, an erasure, a hand-run statement).
-- Checked at commit, so a change that takes the role away and gives it back in one transaction
-- (User/Update replaces a person's roles) passes. The role's row is locked while checking, so two
-- administrators removing each other at once cannot both succeed.
create function tenant_keeps_an_administrator() returns trigger language plpgsql as $$
declare
  held integer[];
  admin_role record;
begin
  if tg_table_name = 'user_roles' then
    held := array[old.role_id];
  else
    held := array(select ur.role_id from user_roles ur where ur.user_id = old.id);
  end if;
  for admin_role in
    select r.id, r.tenant_id from roles r where r.id = any(held) and r.is_static and r.name = 'Admin' for update
  loop
    if not exists (
      select 1 from user_roles ur join users u on u.id = ur.user_id
       where ur.role_id = admin_role.id and u.is_active and not u.is_deleted
    ) then
      raise exception 'the Admin role of tenant % would have no active holder', coalesce(admin_role.tenant_id::text, 'host')
        using errcode = '23514', constraint = 'tenant_keeps_an_administrator';
    end if;
  end loop;
  return null;
end $$;
--> statement-breakpoint
-- A hard deletion of a user reaches here too, through the cascade to their roles.
create constraint trigger user_roles_keep_an_administrator after delete or update of role_id, user_id on user_roles
  deferrable initially deferred for each row execute function tenant_keeps_an_administrator();
--> statement-breakpoint
create constraint trigger users_keep_an_administrator after update of is_active, is_deleted on users
  deferrable initially deferred for each row
  when (old.is_active and not old.is_deleted and (not new.is_active or new.is_deleted))
  execute function tenant_keeps_an_administrator();
