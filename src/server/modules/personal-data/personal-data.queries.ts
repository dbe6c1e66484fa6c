import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ErasureStatus } from '../../../shared/contracts/personal-data';
import type { Db } from '../../db/client';
import { erasureRequests, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/** An erasure request with the person as their account names them now. */
const requestColumns = {
  request: erasureRequests,
  person: {
    userName: users.userName,
    name: users.name,
    surname: users.surname,
    emailAddress: users.emailAddress,
    language: users.language,
  },
};
export type ErasureRequestRow = {
  request: typeof erasureRequests.$inferSelect;
  person: { userName: string; name: string; surname: string; emailAddress: string; language: string };
};

function selectRequests(db: Db, where: SQL | undefined) {
  return db.select(requestColumns).from(erasureRequests).innerJoin(users, eq(users.id, erasureRequests.userId)).where(where);
}

/** The person's newest request, whatever its state. */
export async function findLatestRequestOf(db: Db, userId: number): Promise<ErasureRequestRow | undefined> {
  const [row] = await selectRequests(db, eq(erasureRequests.userId, userId))
    .orderBy(desc(erasureRequests.requestTime), desc(erasureRequests.id))
    .limit(1);
  return row;
}

/** A request of the tenant, held until the transaction ends so two decisions take turns. */
export async function lockRequest(db: Db, tenantId: number | null, id: number): Promise<ErasureRequestRow | undefined> {
  const [row] = await selectRequests(db, and(eq(erasureRequests.id, id), inTenant(erasureRequests.tenantId, tenantId))).for('update', {
    of: erasureRequests,
  });
  return row;
}

export async function findRequest(db: Db, id: number): Promise<ErasureRequestRow | undefined> {
  const [row] = await selectRequests(db, eq(erasureRequests.id, id));
  return row;
}

/** Answers the new id, or null when the person already has a pending request (the unique index says so). */
export async function insertRequest(
  db: Db,
  request: { tenantId: number | null; userId: number; reason: string | null; requestTime: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(erasureRequests)
    .values({ ...request, status: ErasureStatus.Pending })
    .onConflictDoNothing()
    .returning({ id: erasureRequests.id });
  return row?.id ?? null;
}

export async function decideRequest(
  db: Db,
  id: number,
  decision: { status: ErasureStatus; decisionTime: Date; decidedByUserId: number | null; decisionReason: string | null },
) {
  await db.update(erasureRequests).set(decision).where(eq(erasureRequests.id, id));
}

/** A page of the tenant's requests: pending first (oldest first, as they wait), then the decided, newest first. */
export async function findRequests(
  db: Db,
  tenantId: number | null,
  filter: { status?: number | undefined; skipCount: number; maxResultCount: number; keyword?: string | undefined },
): Promise<{ rows: ErasureRequestRow[]; totalCount: number }> {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    inTenant(erasureRequests.tenantId, tenantId),
    filter.status !== undefined ? eq(erasureRequests.status, filter.status) : undefined,
    like
      ? sql`(${users.userName} ilike ${like} or ${users.emailAddress} ilike ${like} or (${users.name} || ' ' || ${users.surname}) ilike ${like})`
      : undefined,
  );
  const rows = await selectRequests(db, where)
    .orderBy(
      sql`case when ${erasureRequests.status} = ${ErasureStatus.Pending} then 0 else 1 end`,
      sql`case when ${erasureRequests.status} = ${ErasureStatus.Pending} then ${erasureRequests.requestTime} end asc`,
      desc(erasureRequests.decisionTime),
      desc(erasureRequests.id),
    )
    .limit(filter.maxResultCount)
    .offset(filter.skipCount);
  const [{ total }] = await db
    .select({ total: count() })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .where(where);
  return { rows, totalCount: total };
}
