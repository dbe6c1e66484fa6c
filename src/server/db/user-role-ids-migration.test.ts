import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../test/migrated-to';

/**
 * Migration 0017 keeps each person's role ids on their row, from `user_roles`. This runs the
 * migrations up to 0016 on an empty database, gives people roles as that version did, runs the
 * rest, and then changes roles every way there is: each time, the row's ids must be the roles'.
 */
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let pool: pg.Pool;

const q = (text: string, values: unknown[] = []) => pool.query(text, values);
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function newUser(userName: string): Promise<number> {
  const { rows } = await q(
    `insert into users (user_name, name, surname, email_address, password_hash) values ($1, 'M', 'M', $1 || '@example.test', '-') returning id`,
    [userName],
  );
  return rows[0].id as number;
}

async function newRoles(...names: string[]): Promise<number[]> {
  const { rows } = await q(`insert into roles (name, display_name) select n, n from unnest($1::text[]) n returning id`, [names]);
  return ids(rows);
}

const give = (user: number, roles: number[]) => q(`insert into user_roles (user_id, role_id) select $1, unnest($2::int[])`, [user, roles]);

/** A person's ids on their row, and the roles `user_roles` holds for them, each sorted. */
async function bothOf(user: number) {
  const { rows } = await q(
    `select (select array(select unnest(role_ids) order by 1) from users where id = $1) as kept,
            array(select role_id from user_roles where user_id = $1 order by 1) as held`,
    [user],
  );
  return rows[0] as { kept: number[]; held: number[] };
}

async function expectKept(user: number, roles: number[]) {
  expect(await bothOf(user)).toEqual({ kept: [...roles].sort((a, b) => a - b), held: [...roles].sort((a, b) => a - b) });
}

let before: { none: number; one: number; two: number; roles: number[] };

beforeAll(async () => {
  database = await databaseMigratedTo('0016_drawn_questions_in_one_row');
  pool = database.pool;
  // People and their roles as the version before it kept them.
  const roles = await newRoles('Zeta', 'Alpha', 'Mid');
  before = { none: await newUser('none'), one: await newUser('one'), two: await newUser('two'), roles };
  await give(before.one, [roles[1]]);
  await give(before.two, [roles[0], roles[2]]);
  await database.migrateTheRest();
});
afterAll(() => database?.close());

describe('migration 0017: a person’s role ids on their row', () => {
  it('gives the people of before it their roles’ ids, and none to those with none', async () => {
    await expectKept(before.none, []);
    await expectKept(before.one, [before.roles[1]]);
    await expectKept(before.two, [before.roles[0], before.roles[2]]);
  });

  it('follows every change of a person’s roles: given, taken, moved, and a role removed', async () => {
    const [a, b, c] = await newRoles('Given', 'Taken', 'Moved');
    const user = await newUser('follows');
    const other = await newUser('follows-other');
    await give(user, [a, b]);
    await give(other, [b]);
    await expectKept(user, [a, b]);
    await q(`delete from user_roles where user_id = $1 and role_id = $2`, [user, a]);
    await expectKept(user, [b]);
    await q(`update user_roles set role_id = $3 where user_id = $1 and role_id = $2`, [user, b, c]);
    await expectKept(user, [c]);
    await q(`update user_roles set user_id = $2 where user_id = $1 and role_id = $3`, [user, other, c]);
    await expectKept(user, []);
    await expectKept(other, [b, c]);
    await q(`delete from roles where id = $1`, [b]);
    await expectKept(other, [c]);
  });

  it('keeps both roles given to one person by two transactions at once', async () => {
    const [first, second] = await newRoles('First at once', 'Second at once');
    const user = await newUser('at-once');
    const one = await pool.connect();
    const two = await pool.connect();
    try {
      await one.query('begin');
      await two.query('begin');
      await one.query(`insert into user_roles (user_id, role_id) values ($1, $2)`, [user, first]);
      // The second waits for the first's lock on the person's row, then works on what it committed.
      const waiting = two.query(`insert into user_roles (user_id, role_id) values ($1, $2)`, [user, second]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await one.query('commit');
      await waiting;
      await two.query('commit');
    } finally {
      one.release();
      two.release();
    }
    await expectKept(user, [first, second]);
  });

  it('keeps nothing when the roles are emptied at once, and nothing when a person goes', async () => {
    const [role] = await newRoles('Emptied');
    const gone = await newUser('gone');
    await give(gone, [role]);
    await q(`delete from users where id = $1`, [gone]);
    expect((await q(`select count(*)::int as n from user_roles where user_id = $1`, [gone])).rows[0].n).toBe(0);
    await q('truncate user_roles');
    const { rows } = await q(`select count(*)::int as n from users where role_ids <> '{}'`);
    expect(rows[0].n).toBe(0);
  });
});
