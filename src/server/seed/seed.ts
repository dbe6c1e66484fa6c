import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { StaticRole } from '../../shared/permissions';
import type { Db } from '../db/client';
import { addUser, hostAdminUserName } from '../modules/accounts';
import { ensureCertificateTypes } from '../modules/certificates';
import { ensureStaticRoles, syncPermissions } from '../modules/roles';
import { ensureSettings } from '../modules/settings';
import { insertTenant } from '../modules/tenants';
import { ensureDemoContent } from './factories/demo-content';
import { tenants, users } from '../db/schema';
import { DefaultTenancyName } from '../../shared/enums';

export { hostAdminUserName };

export interface SeedResult {
  /** Set only when this seed created the admin with a password it made up; print it once. */
  generatedAdminPassword?: string;
}

/** Idempotent: run on every start; creates what is missing and changes nothing an admin edited. */
export interface SeedOptions {
  adminPassword?: string;
  /** The demo question bank and courses for the host and the Default tenant (docs/decisions/0005). */
  demoContent?: boolean;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // One seeding at a time, when several instances start together.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    await ensureSettings(tx);
    await ensureCertificateTypes(tx);
    await syncPermissions(tx);
    const hostRoles = await ensureStaticRoles(tx, null);

    const [defaultTenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenancyName, DefaultTenancyName));
    if (defaultTenant) await ensureStaticRoles(tx, defaultTenant.id);
    const defaultTenantId = defaultTenant?.id ?? (await insertTenant(tx, { tenancyName: DefaultTenancyName, name: DefaultTenancyName })).id;
    if (options.demoContent) {
      await ensureDemoContent(tx, null);
      await ensureDemoContent(tx, defaultTenantId);
    }

    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(isNull(users.tenantId), eq(users.userName, hostAdminUserName)));
    if (admin) return {};
    const password = options.adminPassword ?? crypto.randomBytes(12).toString('base64url');
    await addUser(tx, {
      tenantId: null,
      userName: hostAdminUserName,
      // Greeted by the name ("Welcome, Stjórnandi"), as a tenant's first administrator is.
      name: 'Stjórnandi',
      surname: 'Drónagáttar',
      emailAddress: 'admin@example.com',
      password,
      isEmailConfirmed: true,
      roleIds: [hostRoles[StaticRole.Admin]],
    });
    return options.adminPassword ? {} : { generatedAdminPassword: password };
  });
}
