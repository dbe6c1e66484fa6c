import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedRowsCap } from '../../shared/contracts/common';
import { createTestApp, type TestApp } from '../test/harness';
import { countUpToCap, oneColumn } from './bounded-count';

let t: TestApp;
let admin: string;
let n = 0;
const api = '/api/services/app/User';

const createUser = async (name: string, surname: string) => {
  const userName = `leit${++n}`;
  const res = await t.call('POST', `${api}/Create`, {
    token: admin,
    body: { userName, name, surname, emailAddress: `${userName}@daemi.is`, password: 'Gott-lykilord-1', roleNames: ['Pilot'] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: number };
};
const search = async (keyword: string, skipCount = 0, maxResultCount = 10) => {
  const res = await t.call('GET', `${api}/GetAll`, { token: admin, query: { keyword, skipCount, maxResultCount } });
  expect(res.status).toBe(200);
  return res.body.result as { totalCount: number; items: { id: number; fullName: string }[] };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

describe('a search of the administration (decision 0038)', () => {
  it('finds a name with case and accents aside, as people type it', async () => {
    const jon = await createUser('Jón', 'Þórsson');
    const aegir = await createUser('Ægir', 'Öðinsson');
    const ids = async (keyword: string) => (await search(keyword)).items.map((i) => i.id);
    expect(await ids('jon')).toContain(jon.id);
    expect(await ids('JÓN þór')).toContain(jon.id);
    expect(await ids('thors')).toContain(jon.id);
    expect(await ids('aegir odins')).toContain(aegir.id);
    expect(await ids('dæmi')).toEqual(expect.arrayContaining([jon.id, aegir.id]));
    expect(await ids('jonx')).toEqual([]);
    // A wildcard typed is a character looked for, not a wildcard.
    expect(await ids('j%n')).toEqual([]);
  });

  it('pages a search to its last row and past it, the count the same on every page', async () => {
    for (let i = 0; i < 3; i++) await createUser('Sölvi', `Markússon${'abc'[i]}`);
    const pages = [await search('sölvi mark', 0, 2), await search('solvi mark', 2, 2), await search('SOLVI MARK', 4, 2)];
    expect(pages.map((p) => p.totalCount)).toEqual([3, 3, 3]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 1, 0]);
    expect(new Set(pages.flatMap((p) => p.items.map((i) => i.id))).size).toBe(3);
  });

  it('counts up to the cap and answers one more for more than it', async () => {
    const rows = (count: number) =>
      t.database.db
        .select(oneColumn)
        .from(sql`generate_series(1, ${count})`)
        .$dynamic();
    expect(await countUpToCap(t.database.db, rows(countedRowsCap))).toBe(countedRowsCap);
    expect(await countUpToCap(t.database.db, rows(countedRowsCap + 1))).toBe(countedRowsCap + 1);
    expect(await countUpToCap(t.database.db, rows(countedRowsCap * 3))).toBe(countedRowsCap + 1);
  });

  it('finds a person by what the row says now: the folded text is kept on every write (decision 0053)', async () => {
    const created = await createUser('Hrafnkell', 'Freysgoði');
    const ids = async (keyword: string) => (await search(keyword)).items.map((i) => i.id);
    expect(await ids('hrafnkell freysgodi')).toEqual([created.id]);
    const before = await t.call('GET', `${api}/Get`, { token: admin, query: { id: created.id } });
    const renamed = await t.call('PUT', `${api}/Update`, {
      token: admin,
      body: { ...before.body.result, name: 'Bjartur', surname: 'Sumarhúsum' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await ids('hrafnkell')).toEqual([]);
    expect(await ids('bjartur sumarhus')).toEqual([created.id]);
    // Written by the database whatever the path: a direct write is folded too, and the column refuses a value.
    await t.database.pool.query(`update users set surname = 'Ósvífursdóttir' where id = $1`, [created.id]);
    expect(await ids('osvifurs')).toEqual([created.id]);
    await expect(t.database.pool.query(`update users set search_text = 'x' where id = $1`, [created.id])).rejects.toThrow(
      /search_text" can only be updated to DEFAULT/,
    );
  });

  it('folds as the indexes do: portal_fold is the lower case of unaccent', async () => {
    const { rows } = await t.database.pool.query<{ folded: string }>(`select portal_fold('Jón Þórsson ÆGIR Öðinsdóttir') as folded`);
    expect(rows[0].folded).toBe('jon thorsson aegir odinsdottir');
  });
});
