import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DroneOperatorDto, OrganizationListItemDto } from '../../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import { operatorPublicLength } from '../../../shared/operator-number';
import type { Db } from '../../db/client';
import { inIdOrder, orderOf, pageWindow, readPage, type SortKey } from '../../db/deep-page';
import { containsPattern } from '../../db/like';
import { organizations, pilots, userOrganizations, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/** The administrators' lists: organisations with their people counted, and drone operators. */

/** An operator registration number's public part: administrators, like everyone but its holder, see no more. */
const publicPartOf = (column: AnyPgColumn) => sql<string | null>`left(${column}, ${operatorPublicLength})`;

const isLivePerson = sql`not ${users.isDeleted}`;
const pilotCount = sql<number>`count(distinct ${userOrganizations.userId}) filter (where ${isLivePerson}
  and ${userOrganizations.organizationRoleId} = ${OrganizationRole.Pilot} and ${userOrganizations.recruitmentStatusId} = ${RecruitmentStatus.Approved})::int`;
const contactPersonCount = sql<number>`count(distinct ${userOrganizations.userId}) filter (where ${isLivePerson}
  and ${userOrganizations.organizationRoleId} in (${OrganizationRole.ContactPerson}, ${OrganizationRole.MainContactPerson}))::int`;
/** The oldest main contact person's name. */
const mainContactName = sql<string | null>`(array_agg(${users.name} || ' ' || ${users.surname}
  order by ${userOrganizations.creationTime}, ${userOrganizations.id})
  filter (where ${isLivePerson} and ${userOrganizations.organizationRoleId} = ${OrganizationRole.MainContactPerson}))[1]`;

const sortable: Record<string, SQLWrapper> = {
  name: sql`${organizations.name} collate "is-IS-x-icu"`,
  organizationnumber: organizations.organizationNumber,
  email: organizations.email,
  creationtime: organizations.creationTime,
  usertypeid: organizations.userTypeId,
};

/** `sorting` as ABP clients send it ("name desc"); anything else sorts by name. Ties keep the id's order. */
function sortKeysOf(sorting: string | undefined): SortKey[] {
  const [field, direction] = (sorting ?? '').trim().split(/\s+/);
  const key = sortable[field?.toLowerCase() ?? ''] ?? sortable.name!;
  return [{ key, descending: direction?.toLowerCase() === 'desc' }, { key: organizations.id }];
}

/**
 * A page of the tenant's live organisations with their people counted. The filter names only the
 * organisations' own columns, so the count and the page's ids come from the organisations alone;
 * only the page's organisations are joined to their members and counted (decision 0047).
 */
export async function findOrganizationPage(
  db: Db,
  tenantId: number | null,
  input: {
    keyword?: string | undefined;
    userTypeId?: number | undefined;
    sorting?: string | undefined;
    skipCount: number;
    maxResultCount: number;
  },
): Promise<{ items: OrganizationListItemDto[]; totalCount: number }> {
  const pattern = containsPattern(input.keyword);
  const where = and(
    inTenant(organizations.tenantId, tenantId),
    sql`not ${organizations.isDeleted}`,
    input.userTypeId === undefined ? undefined : eq(organizations.userTypeId, input.userTypeId),
    pattern
      ? or(ilike(organizations.name, pattern), ilike(organizations.organizationNumber, pattern), ilike(organizations.email, pattern))
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(organizations).where(where);
  const keys = sortKeysOf(input.sorting);
  const ids = await readPage(pageWindow(input.skipCount, input.maxResultCount, total), async (reversed, offset, limit) => {
    const page = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(where)
      .orderBy(...orderOf(keys, reversed))
      .limit(limit)
      .offset(offset);
    return page.map((row) => row.id);
  });
  const rows = ids.length
    ? await db
        .select({
          id: organizations.id,
          name: organizations.name,
          organizationNumber: organizations.organizationNumber,
          email: organizations.email,
          phoneNumber: organizations.phoneNumber,
          userTypeId: organizations.userTypeId,
          operatingNumber: publicPartOf(organizations.operatingNumber),
          operatingNumberExpiry: organizations.operatingNumberExpiry,
          creationTime: organizations.creationTime,
          pilotCount,
          contactPersonCount,
          mainContactName,
        })
        .from(organizations)
        .leftJoin(userOrganizations, eq(userOrganizations.organizationId, organizations.id))
        .leftJoin(users, eq(users.id, userOrganizations.userId))
        .where(inArray(organizations.id, ids))
        .groupBy(organizations.id)
    : [];
  const items = inIdOrder(ids, rows, (row) => row.id).map((r) => ({
    ...r,
    operatingNumberExpiry: r.operatingNumberExpiry?.toISOString() ?? null,
    creationTime: r.creationTime.toISOString(),
  }));
  return { items, totalCount: total };
}

/**
 * Everyone holding an operator registration number, organisations and pilots in one list. A
 * number shows only its public part, and is searched only by it, so the list never confirms a
 * guess at the secret.
 */
export async function findDroneOperatorPage(
  db: Db,
  tenantId: number | null,
  input: {
    keyword?: string | undefined;
    kind?: 'organization' | 'pilot' | undefined;
    validity?: 'valid' | 'expired' | undefined;
    skipCount: number;
    maxResultCount: number;
  },
  now: Date,
): Promise<{ items: DroneOperatorDto[]; totalCount: number }> {
  const ofOrganizations = db
    .select({
      kind: sql<'organization' | 'pilot'>`'organization'`.as('kind'),
      id: organizations.id,
      name: sql<string>`${organizations.name}`.as('name'),
      idNumber: sql<string | null>`${organizations.organizationNumber}`.as('id_number'),
      number: publicPartOf(organizations.operatingNumber).as('number'),
      validUntil: sql<Date | null>`${organizations.operatingNumberExpiry}`.as('valid_until'),
    })
    .from(organizations)
    .where(
      and(
        inTenant(organizations.tenantId, tenantId),
        eq(organizations.isDeleted, false),
        isNotNull(organizations.operatingNumber),
        ne(organizations.operatingNumber, ''),
      ),
    );
  const ofPilots = db
    .select({
      kind: sql<'organization' | 'pilot'>`'pilot'`.as('kind'),
      id: pilots.id,
      name: sql<string>`${users.name} || ' ' || ${users.surname}`.as('name'),
      idNumber: sql<string | null>`${pilots.socialSecurityNumber}`.as('id_number'),
      number: publicPartOf(pilots.operatorRegistrationNumber).as('number'),
      validUntil: sql<Date | null>`${pilots.operatorRegistrationNumberExpiry}`.as('valid_until'),
    })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(
      and(
        inTenant(pilots.tenantId, tenantId),
        eq(pilots.isDeleted, false),
        eq(users.isDeleted, false),
        isNotNull(pilots.operatorRegistrationNumber),
      ),
    );
  const operators = ofOrganizations.unionAll(ofPilots).as('operators');
  const pattern = containsPattern(input.keyword);
  const isValid = sql`(${operators.validUntil} is null or ${operators.validUntil} > ${now})`;
  const where = and(
    input.kind === undefined ? undefined : eq(operators.kind, input.kind),
    input.validity === undefined ? undefined : input.validity === 'valid' ? isValid : sql`not ${isValid}`,
    pattern ? or(ilike(operators.name, pattern), ilike(operators.idNumber, pattern), ilike(operators.number, pattern)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(operators)
      .where(where)
      .orderBy(sql`${operators.name} collate "is-IS-x-icu"`, operators.kind, operators.id)
      .limit(input.maxResultCount)
      .offset(input.skipCount),
    db.select({ total: count() }).from(operators).where(where),
  ]);
  const items = rows.map((r) => {
    const validUntil = r.validUntil === null ? null : new Date(r.validUntil);
    return {
      kind: r.kind,
      id: r.id,
      name: r.name,
      idNumber: r.idNumber,
      operatorRegistrationNumber: r.number,
      validUntil: validUntil?.toISOString() ?? null,
      isValid: validUntil === null || validUntil > now,
    };
  });
  return { items, totalCount: total };
}

/**
 * Live organisations of the tenant a person may ask to join: by their whole number (with or
 * without its hyphen) or by a part of their name; ten at most, by name.
 */
export async function findOrganizationsToJoin(db: Db, tenantId: number | null, keyword: string) {
  const digits = keyword.replace(/[\s-]/g, '');
  const match = /^\d{10}$/.test(digits)
    ? sql`regexp_replace(${organizations.organizationNumber}, '[^0-9]', '', 'g') = ${digits}`
    : ilike(organizations.name, containsPattern(keyword)!);
  return db
    .select({ id: organizations.id, name: organizations.name, organizationNumber: organizations.organizationNumber })
    .from(organizations)
    .where(and(inTenant(organizations.tenantId, tenantId), eq(organizations.isDeleted, false), match))
    .orderBy(sql`${organizations.name} collate "is-IS-x-icu"`, asc(organizations.id))
    .limit(10);
}
