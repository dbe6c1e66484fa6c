import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DroneOperatorDto, OrganizationListItemDto } from '../../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import { operatorPublicLength } from '../../../shared/operator-number';
import { countedRowsCap } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { countUpToCap, oneColumn } from '../../db/bounded-count';
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

type OperatorKind = DroneOperatorDto['kind'];

export interface DroneOperatorFilter {
  keyword?: string | undefined;
  kind?: OperatorKind | undefined;
  validity?: 'valid' | 'expired' | undefined;
}

/** Valid when it has no end or ends after `now`; expired otherwise. */
function validityOf(expiry: AnyPgColumn, validity: DroneOperatorFilter['validity'], now: Date): SQL | undefined {
  if (validity === undefined) return undefined;
  const isValid = sql`(${expiry} is null or ${expiry} > ${now})`;
  return validity === 'valid' ? isValid : sql`not ${isValid}`;
}

// An operator's place in the list: an organisation's name, a pilot's name and surname (the person's,
// copied onto the record and collated there, migration people_list_orders), in Icelandic order.
const organizationOperatorName = sql`${organizations.name} collate "is-IS-x-icu"`;
const pilotOperatorName = sql`(${pilots.personName} || ' ' || ${pilots.personSurname})`;

/**
 * Each kind of operator as a part of the list: its rows that the filter selects, and its name.
 * The pilots' part names the record's own columns only, as `pilots_operators_name_idx` holds them.
 */
function operatorParts(tenantId: number | null, filter: DroneOperatorFilter, now: Date) {
  const pattern = containsPattern(filter.keyword);
  const organizationPart = {
    kind: 'organization' as const,
    table: organizations,
    id: organizations.id,
    name: organizationOperatorName,
    where: and(
      inTenant(organizations.tenantId, tenantId),
      sql`not ${organizations.isDeleted}`,
      isNotNull(organizations.operatingNumber),
      ne(organizations.operatingNumber, ''),
      validityOf(organizations.operatingNumberExpiry, filter.validity, now),
      pattern
        ? or(
            ilike(organizations.name, pattern),
            ilike(organizations.organizationNumber, pattern),
            ilike(publicPartOf(organizations.operatingNumber), pattern),
          )
        : undefined,
    )!,
  };
  const pilotPart = {
    kind: 'pilot' as const,
    table: pilots,
    id: pilots.id,
    name: pilotOperatorName,
    where: and(
      // As the index is keyed: the host's rows have no tenant id to equal.
      sql`coalesce(${pilots.tenantId}, 0) = ${tenantId ?? 0}`,
      // Written out, not parameters: a generic plan (decision 0018) uses the partial index only so.
      sql`not ${pilots.isDeleted} and not ${pilots.personIsDeleted}`,
      isNotNull(pilots.operatorRegistrationNumber),
      validityOf(pilots.operatorRegistrationNumberExpiry, filter.validity, now),
      pattern
        ? or(
            ilike(pilotOperatorName, pattern),
            ilike(pilots.socialSecurityNumber, pattern),
            ilike(publicPartOf(pilots.operatorRegistrationNumber), pattern),
          )
        : undefined,
    )!,
  };
  return [organizationPart, pilotPart].filter((part) => filter.kind === undefined || part.kind === filter.kind);
}

/**
 * Everyone holding an operator registration number, organisations and pilots in one list by name.
 * A number shows only its public part, and is searched only by it, so the list never confirms a
 * guess at the secret. Each kind is counted up to the cap (decision 0038) and read in the list's
 * order from its own index, only as far as the page reaches, past the middle from the end (decision
 * 0047); the two are merged by the database, and only the page's ten rows are read in full.
 */
export async function findDroneOperatorPage(
  db: Db,
  tenantId: number | null,
  input: DroneOperatorFilter & { skipCount: number; maxResultCount: number },
  now: Date,
): Promise<{ items: DroneOperatorDto[]; totalCount: number }> {
  const parts = operatorParts(tenantId, input, now);
  const counts = await Promise.all(
    parts.map((part) => countUpToCap(db, db.select(oneColumn).from(part.table).where(part.where).$dynamic())),
  );
  const total = Math.min(
    counts.reduce((sum, n) => sum + n, 0),
    countedRowsCap + 1,
  );
  const window = pageWindow(input.skipCount, input.maxResultCount, total, countedRowsCap);
  const keys = await readPage(window, async (reversed, offset, limit) => {
    const direction = sql.raw(reversed ? 'desc' : 'asc');
    // Each part in the list's order as far as the page reaches, from its index; then merged.
    const reach = offset + limit;
    const ordered = parts.map(
      (part) =>
        sql`(select ${part.kind}::text as kind, ${part.id} as id, ${part.name} as name from ${part.table}
          where ${part.where} order by 3 ${direction}, 2 ${direction} limit ${reach})`,
    );
    const { rows } = await db.execute<{ kind: OperatorKind; id: number }>(sql`
      select kind, id from (${sql.join(ordered, sql` union all `)}) operators
       order by name ${direction}, kind ${direction}, id ${direction} offset ${offset} limit ${limit}`);
    return rows;
  });
  const idsOf = (kind: OperatorKind) => keys.filter((key) => key.kind === kind).map((key) => key.id);
  const [organizationRows, pilotRows] = await Promise.all([
    idsOf('organization').length
      ? db
          .select({
            id: organizations.id,
            name: organizations.name,
            idNumber: organizations.organizationNumber,
            number: publicPartOf(organizations.operatingNumber),
            validUntil: organizations.operatingNumberExpiry,
          })
          .from(organizations)
          .where(inArray(organizations.id, idsOf('organization')))
      : [],
    idsOf('pilot').length
      ? db
          .select({
            id: pilots.id,
            name: sql<string>`${pilotOperatorName}`,
            idNumber: pilots.socialSecurityNumber,
            number: publicPartOf(pilots.operatorRegistrationNumber),
            validUntil: pilots.operatorRegistrationNumberExpiry,
          })
          .from(pilots)
          .where(inArray(pilots.id, idsOf('pilot')))
      : [],
  ]);
  const rowsByKind = { organization: new Map(organizationRows.map((r) => [r.id, r])), pilot: new Map(pilotRows.map((r) => [r.id, r])) };
  const items = keys.flatMap(({ kind, id }): DroneOperatorDto[] => {
    const row = rowsByKind[kind].get(id);
    if (!row) return [];
    const validUntil = row.validUntil === null ? null : new Date(row.validUntil);
    return [
      {
        kind,
        id,
        name: row.name,
        idNumber: row.idNumber,
        operatorRegistrationNumber: row.number,
        validUntil: validUntil?.toISOString() ?? null,
        isValid: validUntil === null || validUntil > now,
      },
    ];
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
