-- hand-written
-- The host's first administrator was seeded as "Kerfis Stjórnandi", the word "Kerfisstjórnandi"
-- cut in two, so the administration greeted them "Welcome, Kerfis". It is now named as a tenant's
-- first administrator is, "Stjórnandi" and where it administers; a name someone has changed since
-- is left alone.
update users set name = 'Stjórnandi', surname = 'Drónagáttar'
  where tenant_id is null and user_name = 'admin' and name = 'Kerfis' and surname = 'Stjórnandi';
