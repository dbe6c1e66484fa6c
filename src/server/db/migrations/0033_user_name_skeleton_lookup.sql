-- hand-written
-- A name's skeleton (decision 0027) looked each character up through a join, which under the
-- portal's generic plans (plan_cache_mode=force_generic_plan, decision 0018) built a hash of all
-- 5,000 confusable characters for every name: 1.7 ms a name, so seeding 100,000 accounts took
-- about three minutes. One index lookup per character gives the same skeleton in 0.05 ms.
create or replace function user_name_skeleton(name text) returns text language sql stable parallel safe as $$
  select normalize(string_agg(coalesce((select c.target from confusable_characters c where c.source = ch.character), ch.character), '' order by ch.place), NFD)
    from regexp_split_to_table(normalize(lower(name), NFD), '') with ordinality as ch(character, place)
$$;
