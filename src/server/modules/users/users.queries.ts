import { and, eq, fillPlaceholders, inArray, not, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { normalizedRoleName } from '../../../shared/contracts/roles';
import type { UserDto } from '../../../shared/contracts/users';
import type { Database, Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { roles, userRoles, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { countUpToCap, oneColumn } from '../../db/bounded-count';
import { orderOf, pageWindow, readPage, type PageWindow, type SortKey } from '../../db/deep-page';
import { countedRowsCap } from '../../../shared/contracts/common';
import { containsPattern, foldedContains } from '../../db/like';

type UserRow = typeof users.$inferSelect;

/** The columns a {@link UserDto} is made of (no hash, no stamp). */
type UserDtoRow = Pick<
  UserRow,
  | 'id'
  | 'userName'
  | 'name'
  | 'surname'
  | 'emailAddress'
  | 'isActive'
  | 'isEmailConfirmed'
  | 'country'
  | 'countryCode'
  | 'dateOfBirth'
  | 'lastLoginTime'
  | 'creationTime'
  | 'customerNumber'
  | 'userTypeId'
  | 'statusId'
  | 'language'
  | 'lockoutEnd'
>;

export function toUserDto(row: UserDtoRow, roleNames: string[], now: Date): UserDto {
  return {
    id: row.id,
    userName: row.userName,
    name: row.name,
    surname: row.surname,
    fullName: `${row.name} ${row.surname}`,
    emailAddress: row.emailAddress,
    isActive: row.isActive,
    isEmailConfirmed: row.isEmailConfirmed,
    country: row.country,
    countryCode: row.countryCode,
    dateOfBirth: row.dateOfBirth,
    lastLoginTime: row.lastLoginTime?.toISOString() ?? null,
    creationTime: row.creationTime.toISOString(),
    // As ABP names them, so that its clients tick the roles a person holds (decision 0032).
    roleNames: roleNames.map(normalizedRoleName),
    customerNumber: row.customerNumber,
    userTypeId: row.userTypeId,
    statusId: row.statusId,
    language: row.language,
    isLockedOut: row.lockoutEnd !== null && row.lockoutEnd > now,
  };
}

const live = (tenantId: number | null) => and(inTenant(users.tenantId, tenantId), not(users.isDeleted));

export async function findUser(db: Db, tenantId: number | null, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(live(tenantId), eq(users.id, id)));
  return row;
}

export async function roleNamesOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.name);
  for (const r of rows) map.get(r.userId)!.push(r.name);
  return map;
}

/** A tenant's role names by id, each with its place in the order of names that {@link roleNamesOf} lists them in. */
export type RoleNames = ReadonlyMap<number, { name: string; place: number }>;

export async function readRoleNames(db: Db, tenantId: number | null): Promise<RoleNames> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inTenant(roles.tenantId, tenantId))
    .orderBy(roles.name);
  return new Map(rows.map((r, place) => [r.id, { name: r.name, place }]));
}

const surname = sql`${users.surname} collate "is-IS-x-icu"`;
const name = sql`${users.name} collate "is-IS-x-icu"`;

/**
 * The keys of each order the page offers. Every order ends in the id, so the order turned round
 * (decision 0047) keeps ties in their places; by surname and by creation `users_surname_name_idx`
 * and `users_creation_time_idx` give it (decision 0049).
 */
const orders: Record<string, SQLWrapper[]> = {
  username: [sql`${users.userName} collate "is-IS-x-icu"`, users.id],
  name: [name, surname, users.id],
  surname: [surname, name, users.id],
  emailaddress: [users.emailAddress, users.id],
  creationtime: [users.creationTime, users.id],
  lastlogintime: [users.lastLoginTime, users.id],
};

/** `sorting` as ABP clients send it ("surname desc", "UserName asc"), each key that way; anything else sorts by name. */
function sortKeys(sorting: string | undefined): SortKey[] {
  const [field, direction] = (sorting ?? '').trim().split(/\s+/);
  const keys = orders[field?.toLowerCase() ?? ''];
  const descending = keys !== undefined && direction?.toLowerCase() === 'desc';
  return (keys ?? orders.surname).map((key) => ({ key, descending }));
}

type UsersPageInput = { keyword?: string; isActive?: boolean; sorting?: string; skipCount: number; maxResultCount: number };

/** The filter of a users page; `sql.placeholder`s where a prepared statement takes values. */
function usersPageFilter(
  tenant: number | Placeholder,
  isActive: boolean | Placeholder | undefined,
  pattern: string | Placeholder | undefined,
) {
  return and(
    // As the indexes of the orders are keyed: the host's rows (0) have no tenant id to equal.
    sql`coalesce(${users.tenantId}, 0) = ${tenant}`,
    // Written out, not a parameter: a generic plan (decision 0018) uses the indexes of live users only so.
    not(users.isDeleted),
    isActive === undefined ? undefined : eq(users.isActive, isActive),
    pattern === undefined ? undefined : foldedContains(users.searchText, pattern),
  );
}

/** The order's part of a prepared statement's name: the same for every spelling of one order. */
function orderKey(sorting: string | undefined): string {
  const [field, direction] = (sorting ?? '').trim().split(/\s+/);
  const key = field?.toLowerCase() ?? '';
  return key in orders ? `${key}-${direction?.toLowerCase() === 'desc' ? 'desc' : 'asc'}` : 'default';
}

/** A timestamp written as `Date.prototype.toISOString` writes it (UTC, to the millisecond, which is what a Date keeps). */
const isoTimestamp = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Each member of a {@link UserDto} on the users page as its statement computes it, the way
 * {@link toUserDto} makes it from a row, but for the role names, which it answers as role ids: the
 * page's rows then become the reply's items as they come.
 */
const pageMembers = {
  id: sql`${users.id}`,
  userName: sql`${users.userName}`,
  name: sql`${users.name}`,
  surname: sql`${users.surname}`,
  fullName: sql`${users.name} || ' ' || ${users.surname}`,
  emailAddress: sql`${users.emailAddress}`,
  isActive: sql`${users.isActive}`,
  isEmailConfirmed: sql`${users.isEmailConfirmed}`,
  country: sql`${users.country}`,
  countryCode: sql`${users.countryCode}`,
  dateOfBirth: sql`${users.dateOfBirth}`,
  lastLoginTime: isoTimestamp(users.lastLoginTime),
  creationTime: isoTimestamp(users.creationTime),
  // The ids of the person's roles, kept on their row (migration 0017): their names come from
  // memory (`role-names-cache.ts`). A join to the roles for each person, and then a subquery of
  // the ids for each, were each about a third of the statement's cost in PostgreSQL.
  roleNames: sql`${users.roleIds}`,
  customerNumber: sql`${users.customerNumber}`,
  userTypeId: sql`${users.userTypeId}`,
  statusId: sql`${users.statusId}`,
  language: sql`${users.language}`,
  isLockedOut: sql`coalesce(${users.lockoutEnd} > ${sql.placeholder('now')}, false)`,
} satisfies Record<keyof Omit<UserDto, 'userOrganizations'>, SQL>;
const pageKeys = Object.keys(pageMembers) as (keyof typeof pageMembers)[];

/**
 * One shape of the users page (see {@link usersPageStatement}): its text, and its parameters with
 * `sql.placeholder`s. The page's ids come first from the index of the order (decision 0047), in
 * that order or turned round, and only their rows are read. Each row comes as one JSON array of
 * the item's members: `pg` then parses one field a row with `JSON.parse` instead of describing and
 * parsing twenty, and the portal neither maps nor converts a value.
 */
function buildUsersPage(filtersActive: boolean, hasPattern: boolean, sorting: string | undefined, reversed: boolean) {
  // Built on a builder of no connection: only the statement's text is wanted, once per shape.
  const builder = drizzle.mock({ casing: 'snake_case' });
  const order = orderOf(sortKeys(sorting), reversed);
  const pageIds = builder
    .select({ id: users.id })
    .from(users)
    .where(
      usersPageFilter(
        sql.placeholder('tenantId'),
        filtersActive ? sql.placeholder('isActive') : undefined,
        hasPattern ? sql.placeholder('pattern') : undefined,
      ),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const query = builder
    .select({ row: sql`json_build_array(${sql.join(Object.values(pageMembers), sql`, `)})` })
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(...order)
    .toSQL();
  return { text: query.sql, params: query.params };
}

const usersPages = new Map<string, ReturnType<typeof buildUsersPage>>();

/**
 * A page of users with their role names, as one named statement per shape of filter and order: the administrators'
 * user list is the busiest list there is. Its text is built once; each call runs it through `pg`
 * as one JSON array a row, sparing the portal the query builder's work on every call and its mapping
 * of each row (docs/benchmark.md).
 */
function usersPageStatement(filtersActive: boolean, hasPattern: boolean, sorting: string | undefined, reversed: boolean) {
  const name = `users-page-${filtersActive ? 'a' : ''}${hasPattern ? 'k' : ''}-${orderKey(sorting)}${reversed ? '-reversed' : ''}`;
  let statement = usersPages.get(name);
  if (!statement) usersPages.set(name, (statement = buildUsersPage(filtersActive, hasPattern, sorting, reversed)));
  return { name, ...statement };
}

/** A users page's item as its statement answers it: the role names still to be looked up by these ids. */
export type UsersPageItem = Omit<UserDto, 'roleNames'> & { roleNames: number[] };

/** A page of users as the reply's items, `now` deciding who is locked out, and how many match in all. */
export async function findUsers(database: Database, tenantId: number | null, input: UsersPageInput, now: Date) {
  const pattern = containsPattern(input.keyword);
  const tenant = tenantId ?? 0;
  const read = (window: PageWindow) =>
    readPage(window, async (reversed, offset, limit) => {
      const statement = usersPageStatement(input.isActive !== undefined, pattern !== undefined, input.sorting, reversed);
      const values = fillPlaceholders(statement.params, { now, tenantId: tenant, isActive: input.isActive, pattern, limit, offset });
      const page = await database.pool.query<[unknown[]]>({ name: statement.name, text: statement.text, values, rowMode: 'array' });
      return page.rows;
    });
  // The count up to the cap (decision 0038): a window over every match grew with the register.
  const count = () =>
    countUpToCap(
      database.db,
      database.db
        .select(oneColumn)
        .from(users)
        .where(usersPageFilter(tenant, input.isActive, pattern))
        .$dynamic(),
    );
  // The first page is read forward whatever the total, so it does not wait for the count; a later
  // page past the middle of a known total is read from the end.
  const [rows, total] =
    input.skipCount === 0
      ? await Promise.all([read(pageWindow(0, input.maxResultCount, undefined)), count()])
      : await count().then(
          async (total) => [await read(pageWindow(input.skipCount, input.maxResultCount, total, countedRowsCap)), total] as const,
        );
  const items = rows.map(([values]) => {
    const item: Record<string, unknown> = {};
    for (let i = 0; i < pageKeys.length; i++) item[pageKeys[i]] = values[i];
    return item as UsersPageItem;
  });
  return { items, total };
}

export async function findRoleIdsByName(db: Db, tenantId: number | null, names: string[]) {
  if (!names.length) return [];
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      and(
        inTenant(roles.tenantId, tenantId),
        inArray(
          sql`lower(${roles.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export type UserChanges = Partial<Omit<UserRow, 'id' | 'tenantId' | 'creationTime'>>;

export async function updateUserFields(db: Db, id: number, changes: UserChanges) {
  await db.update(users).set(changes).where(eq(users.id, id));
}

export async function findPasswordHash(db: Db, id: number): Promise<string | undefined> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  return user?.passwordHash;
}
