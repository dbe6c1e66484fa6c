import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the database schema', () => {
  it('indexes every foreign key by its leading columns', async () => {
    const { rows } = await t.database.pool.query(`
      select c.conrelid::regclass::text as table_name, c.conname
        from pg_constraint c
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace
         and not exists (
           select 1 from pg_index i
            where i.indrelid = c.conrelid
              and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey)`);
    expect(rows).toEqual([]);
  });

  it('sorts names with the Icelandic collation', async () => {
    const { rows } = await t.database.pool.query(
      `select x from unnest(array['Örn','Ari','Þór','Ýr','Zoë','Ásta','Ævar','Bjarni','Yngvi','Oddur','Óli']) x order by x collate "is-IS-x-icu"`,
    );
    expect(rows.map((r) => r.x)).toEqual(['Ari', 'Ásta', 'Bjarni', 'Oddur', 'Óli', 'Yngvi', 'Ýr', 'Zoë', 'Þór', 'Ævar', 'Örn']);
  });
});
