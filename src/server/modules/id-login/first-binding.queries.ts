import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idBindings, pilots, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { bareIdNumber, personColumns } from './id-login.queries';

/**
 * The tenant's live account that the provider opened with this kennitala (RegisterByIDLogin marks
 * its record `isIdLogin`, and from then on only an administrator changes its number) and that has
 * no binding yet: one opened before bindings were kept, whose person had no live provider session
 * when migration 0023 ran. Only when exactly one account answers; a kennitala typed on an account
 * at a password registration never does.
 */
export async function findUnboundAccountOpenedByProvider(db: Db, tenantId: number | null, idNumber: string) {
  const rows = await db
    .select(personColumns)
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(
      and(
        inTenant(pilots.tenantId, tenantId),
        eq(pilots.isIdLogin, true),
        eq(pilots.isDeleted, false),
        eq(users.isDeleted, false),
        sql`replace(${pilots.socialSecurityNumber}, '-', '') = ${bareIdNumber(idNumber)}`,
        sql`not exists (select 1 from ${idBindings} where ${idBindings.userId} = ${users.id})`,
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}
