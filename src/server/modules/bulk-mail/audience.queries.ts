import { and, eq, sql, type SQL } from 'drizzle-orm';
import { RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/** Whom a send reaches, within the sender's tenant. */
export type Audience = { target: 'user'; userId: number } | { target: 'allUsers' } | { target: 'organization'; organizationId: number };

/**
 * The users a send reaches: active, not deleted, with an e-mail address, in the tenant; for an
 * organisation, its approved members in any role (an invited pilot who has not answered is not one yet).
 */
function audienceFilter(tenantId: number | null, audience: Audience): SQL {
  const base = sql`${inTenant(users.tenantId, tenantId)} and ${users.isActive} and not ${users.isDeleted} and btrim(${users.emailAddress}) <> ''`;
  if (audience.target === 'user') return sql`${base} and ${users.id} = ${audience.userId}`;
  if (audience.target === 'allUsers') return base;
  return sql`${base} and exists (select 1 from user_organizations uo
    where uo.user_id = ${users.id} and uo.organization_id = ${audience.organizationId}
      and uo.recruitment_status_id = ${RecruitmentStatus.Approved})`;
}

/** How many distinct addresses a send would reach (addresses differing only in case are one). */
export async function countAudience(db: Db, tenantId: number | null, audience: Audience): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(distinct lower(btrim(${users.emailAddress})))::int as n from ${users} where ${audienceFilter(tenantId, audience)}`,
  );
  return rows[0].n;
}

/**
 * Writes a send's recipients in one statement, one row per address: where two accounts share an
 * address, the older account's name and language are used. Answers how many were written.
 */
export async function insertRecipients(db: Db, mailingId: number, tenantId: number | null, audience: Audience): Promise<number> {
  const result = await db.execute(sql`
    insert into mailing_recipients (mailing_id, user_id, email_address, full_name, language)
    select distinct on (lower(btrim(${users.emailAddress})))
      ${mailingId}, ${users.id}, btrim(${users.emailAddress}), btrim(${users.name} || ' ' || ${users.surname}), ${users.language}
    from ${users}
    where ${audienceFilter(tenantId, audience)}
    order by lower(btrim(${users.emailAddress})), ${users.id}`);
  return result.rowCount ?? 0;
}

/** A live user of the tenant, by id, with the name a send to them is listed under. */
export async function findTargetUser(db: Db, tenantId: number | null, id: number) {
  const [row] = await db
    .select({ id: users.id, name: sql<string>`btrim(${users.name} || ' ' || ${users.surname})` })
    .from(users)
    .where(and(inTenant(users.tenantId, tenantId), eq(users.id, id), eq(users.isDeleted, false)));
  return row;
}

/** A live organisation of the tenant, by id. */
export async function findTargetOrganization(db: Db, tenantId: number | null, id: number) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(inTenant(organizations.tenantId, tenantId), eq(organizations.id, id), eq(organizations.isDeleted, false)));
  return row;
}
