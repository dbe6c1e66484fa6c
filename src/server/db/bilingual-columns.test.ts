import { getTableColumns, type InferInsertModel } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { bilingual } from './bilingual-columns';

const db = drizzle.mock({ casing: 'snake_case' });

const things = pgTable('things', {
  id: serial().primaryKey(),
  ...bilingual('name'),
  ...bilingual('description', 'both'),
  ...bilingual('title', 'neither'),
});

/** Each column's not-null and default, by key. */
const shapes = () =>
  Object.fromEntries(Object.entries(getTableColumns(things)).map(([key, c]) => [key, { notNull: c.notNull, default: c.default }]));

describe('bilingual', () => {
  it('gives the Icelandic and the English side by side, named in SQL as the key and the key_english', () => {
    const insert = db.insert(things).values({ name: 'Nafn', title: 'Titill', titleEnglish: 'Title' }).toSQL();
    expect(insert.sql).toBe(
      'insert into "things" ("id", "name", "name_english", "description", "description_english", "title", "title_english") ' +
        'values (default, $1, default, default, default, $2, $3)',
    );
  });

  it('leaves the English unwritten by default, both when asked, neither when both are always given; never null', () => {
    expect(shapes()).toEqual({
      id: { notNull: true, default: undefined },
      name: { notNull: true, default: undefined },
      nameEnglish: { notNull: true, default: '' },
      description: { notNull: true, default: '' },
      descriptionEnglish: { notNull: true, default: '' },
      title: { notNull: true, default: undefined },
      titleEnglish: { notNull: true, default: undefined },
    });
  });

  it('types a new row so that only what may be unwritten may be left out', () => {
    expectTypeOf<InferInsertModel<typeof things>>().toEqualTypeOf<{
      id?: number;
      name: string;
      nameEnglish?: string;
      description?: string;
      descriptionEnglish?: string;
      title: string;
      titleEnglish: string;
    }>();
  });
});
