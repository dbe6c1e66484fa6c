import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { connectDatabase, type Database } from './client';
import { inIdOrder, orderOf, pageWindow, readPage, type SortKey } from './deep-page';

let database: Database;
let drop: () => Promise<void>;

// A list with ties in its first key and empty values in its second, as names and times have.
const rows = pgTable('deep_page_rows', { id: integer('id').primaryKey(), rank: integer('rank').notNull(), name: text('name') });
const total = 57;
const order: SortKey[] = [{ key: rows.rank, descending: true }, { key: rows.name }, { key: rows.id, descending: true }];

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = connectDatabase(created.url, 2);
  await database.db.execute(sql`create table deep_page_rows (id integer primary key, rank integer not null, name text)`);
  await database.db.execute(
    sql`insert into deep_page_rows select g, g % 4, case when g % 3 = 0 then null else chr(65 + g % 5) end from generate_series(1, ${total}) g`,
  );
});
afterAll(async () => {
  await database.close();
  await drop();
});

const ids = (page: { id: number }[]) => page.map((row) => row.id);

async function byOffset(skip: number, take: number): Promise<number[]> {
  return ids(
    await database.db
      .select({ id: rows.id })
      .from(rows)
      .orderBy(...orderOf(order, false))
      .limit(take)
      .offset(skip),
  );
}

async function byWindow(skip: number, take: number, known: number | undefined, cap?: number): Promise<number[]> {
  return readPage(pageWindow(skip, take, known, cap), async (reversed, offset, limit) =>
    ids(
      await database.db
        .select({ id: rows.id })
        .from(rows)
        .orderBy(...orderOf(order, reversed))
        .limit(limit)
        .offset(offset),
    ),
  );
}

describe('deep pages', () => {
  it('reads every page past the middle in the reverse order, and it equals the page by OFFSET, ties kept by id', async () => {
    for (const take of [10, 7]) {
      for (let skip = 0; skip <= total + take; skip += 1) {
        expect(pageWindow(skip, take, total).reversed).toBe(skip + take > total / 2 && skip < total);
        expect(await byWindow(skip, take, total), `skip ${skip}, take ${take}`).toEqual(await byOffset(skip, take));
      }
    }
  });

  it('reads the last page as the first page of the reverse order', () => {
    expect(pageWindow(50, 10, total)).toEqual({ reversed: true, offset: 0, limit: 7 });
    expect(pageWindow(40, 10, total)).toEqual({ reversed: true, offset: 7, limit: 10 });
  });

  it('reads forward when the total is not known or only a capped count', async () => {
    expect(pageWindow(50, 10, undefined)).toEqual({ reversed: false, offset: 50, limit: 10 });
    expect(pageWindow(50, 10, total, total - 1)).toEqual({ reversed: false, offset: 50, limit: 10 });
    expect(await byWindow(50, 10, total, total - 1)).toEqual(await byOffset(50, 10));
  });

  it('puts the rows of a page back in the order of its ids', () => {
    const read = [{ id: 3 }, { id: 1 }, { id: 2 }];
    expect(inIdOrder([2, 9, 3, 1], read, (row) => row.id)).toEqual([{ id: 2 }, { id: 3 }, { id: 1 }]);
  });
});
