import { eq } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../kernel/errors';
import { createTestApp, type TestApp } from '../../test/harness';
import { databaseMigratedTo } from '../../test/migrated-to';

/**
 * Decision 0027: user names that look alike cannot both be taken in a tenant. `pilot` and `pilot`
 * with a Cyrillic а were both accepted; now the Unicode confusable skeleton (UTS #39) of each name
 * is kept by the database (migration 0021) and unique per tenant.
 */

const api = '/api/services/app/User';
const cyrillicA = '\u0430';
const lookalike = `pil${'\u043e'}t`; // a Cyrillic о
let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const newUser = (userName: string) => ({
  userName,
  name: 'Anna',
  surname: 'Jónsdóttir',
  emailAddress: `nafn${++n}@example.com`,
  password: 'Gott-lykilord-1',
  roleNames: [],
});

/** The skeleton as UTS #39 defines it, from the package the migration's table came from. */
const skeletonOf = (name: string) => unhomoglyph(name.toLowerCase().normalize('NFD')).normalize('NFD');

describe('the confusable skeleton of a user name', () => {
  it('is what UTS #39 makes of every confusable character, as the database computes it', async () => {
    const { rows } = await t.database.pool.query<{ source: string; skeleton: string }>(
      `select source, user_name_skeleton(source) as skeleton from confusable_characters`,
    );
    expect(rows.length).toBeGreaterThan(5000);
    // Both sides lower-case first; the few characters whose lower case JavaScript and PostgreSQL see differently are left out.
    const comparable = rows.filter((r) => r.source.toLowerCase() === r.source || r.source.toLowerCase().length === 1);
    const differing = comparable.filter((r) => r.skeleton !== skeletonOf(r.source)).map((r) => r.source);
    expect(differing).toEqual([]);
    const names = ['pilot', lookalike, `${cyrillicA}dmin`, 'PILOT', 'Jón', 'flugmaður', 'rn', 'm'];
    const { rows: computed } = await t.database.pool.query<{ skeleton: string }>(
      'select user_name_skeleton(name) as skeleton from unnest($1::text[]) with ordinality as x(name, place) order by place',
      [names],
    );
    expect(computed.map((r) => r.skeleton)).toEqual(names.map(skeletonOf));
    expect(skeletonOf(lookalike)).toBe(skeletonOf('pilot'));
  });

  it('refuses a name that looks like another’s in the tenant, on create and update, in both languages', async () => {
    const first = await t.call('POST', `${api}/Create`, { token: admin, body: newUser('pilot') });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const en = await t.call('POST', `${api}/Create`, { token: admin, body: newUser(lookalike), language: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.error).toMatchObject({
      code: 450,
      message: `The user name ${lookalike} looks too much like one that is already taken. Choose another.`,
    });
    const is = await t.call('POST', `${api}/Create`, { token: admin, body: newUser(`${cyrillicA}dmin`), language: 'is' });
    expect(is.body.error?.message).toBe(`Notandanafnið ${cyrillicA}dmin er of líkt notandanafni sem er þegar til. Veldu annað.`);
    // The same name in another case is the old rule's refusal.
    expect((await t.call('POST', `${api}/Create`, { token: admin, body: newUser('PILOT'), language: 'en' })).body.error?.message).toBe(
      'The user name PILOT is already taken.',
    );
    const other = await t.call('POST', `${api}/Create`, { token: admin, body: newUser('flugmadur') });
    const renamed = await t.call('PUT', `${api}/Update`, {
      token: admin,
      body: { ...other.body.result, userName: lookalike, name: 'Anna', surname: 'Jónsdóttir' },
    });
    expect(renamed.body.error?.code).toBe(450);
    // Another tenant has names of its own.
    const tenant = await t.tenant();
    const inTenant = await t.userWith(['Pages.Users'], { tenantId: tenant.id });
    expect((await t.call('POST', `${api}/Create`, { token: inTenant.token, body: newUser(lookalike) })).status).toBe(200);
  });

  it('is kept by the database on every write, so no path can slip one past', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.userName, 'pilot'));
    expect(row.userNameSkeleton).toBe(skeletonOf('pilot'));
    const write = t.database.pool.query(
      `insert into users (user_name, name, surname, email_address, password_hash) values ($1, 'M', 'M', 'beint@example.com', '-')`,
      [`p${'\u0456'}lot`], // a Ukrainian і
    );
    await expect(write).rejects.toSatisfy((error: unknown) => isUniqueViolation(error, 'users_user_name_skeleton_key'));
    // A hand-written skeleton is recomputed from the name.
    await t.database.pool.query(`update users set user_name_skeleton = 'x' where id = $1`, [row.id]);
    const [again] = await t.database.db.select().from(users).where(eq(users.id, row.id));
    expect(again.userNameSkeleton).toBe(skeletonOf('pilot'));
  });
});

describe('migration 0021 on names that already look alike', () => {
  it('keeps the oldest account’s name and renames each later one to its name and id', async () => {
    const database = await databaseMigratedTo('0020_tenant_keeps_an_administrator');
    try {
      const insert = async (userName: string, email: string) =>
        (
          await database.pool.query<{ id: number }>(
            `insert into users (user_name, name, surname, email_address, password_hash) values ($1, 'M', 'M', $2, '-') returning id`,
            [userName, email],
          )
        ).rows[0].id;
      const older = await insert('pilot', 'a@example.com');
      const later = await insert(lookalike, 'b@example.com');
      const byAddress = await insert(`b${cyrillicA}@example.com`, `b${cyrillicA}@example.com`);
      const laterByAddress = await insert('ba@example.com', 'ba@example.com');
      await database.migrateTheRest();
      const { rows } = await database.pool.query<{ id: number; user_name: string; user_name_skeleton: string }>(
        'select id, user_name, user_name_skeleton from users order by id',
      );
      expect(rows.map((r) => r.user_name)).toEqual(['pilot', `${lookalike}-${later}`, `b${cyrillicA}@example.com`, `ba-${laterByAddress}`]);
      expect(rows.find((r) => r.id === older)?.user_name_skeleton).toBe(skeletonOf('pilot'));
      expect(new Set(rows.map((r) => r.user_name_skeleton)).size).toBe(4);
      expect(rows.find((r) => r.id === byAddress)?.user_name_skeleton).toBe(skeletonOf(`b${cyrillicA}@example.com`));
    } finally {
      await database.close();
    }
  });
});
