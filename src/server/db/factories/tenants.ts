import type { Db } from '../client';
import { tenants } from '../schema';
import { ensureStaticRoles } from './roles';

export async function insertTenant(db: Db, tenant: { tenancyName: string; name: string; isActive?: boolean }) {
  const [row] = await db.insert(tenants).values(tenant).returning({ id: tenants.id });
  const roleIds = await ensureStaticRoles(db, row.id);
  return { id: row.id, roleIds };
}
