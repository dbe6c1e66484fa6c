import crypto from 'node:crypto';
import type { CreateTenantInput, TenantDto, UpdateTenantInput } from '../../../shared/contracts/tenants';
import { StaticRole } from '../../../shared/permissions';
import { printableNameFrom } from '../../../shared/printable-name';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, isUniqueViolation, notFound } from '../../kernel/errors';
import { enqueueMail } from '../../mail/enqueue-mail';
import { addUser, hostAdminUserName, issueLinkToken, linkTokenRules } from '../accounts';
import {
  findTenant,
  findTenants,
  insertTenant,
  revokeTenantSessions,
  softDeleteTenant,
  tenancyNameTaken,
  toTenantDto,
  updateTenantFields,
} from './tenants.queries';
import { tenantsPolicy } from './tenants.policy';

async function uniqueTenancyName<T>(tenancyName: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('errors:duplicateTenancyName', { tenancyName });
    throw error;
  }
}

/**
 * Creates a tenant with its static roles and an administrator, who is mailed a link to choose a
 * password; no password is ever made up and shown.
 */
export async function createTenant(deps: ServiceDeps, ctx: RequestContext, input: CreateTenantInput): Promise<TenantDto> {
  tenantsPolicy.manage(ctx);
  const id = await uniqueTenancyName(input.tenancyName, () =>
    withTransaction(deps.database.pool, async (tx) => {
      if (await tenancyNameTaken(tx.db, input.tenancyName))
        throw duplicate('errors:duplicateTenancyName', { tenancyName: input.tenancyName });
      const tenant = await insertTenant(tx.db, { tenancyName: input.tenancyName, name: input.name, isActive: input.isActive });
      const adminId = await addUser(tx.db, {
        tenantId: tenant.id,
        userName: hostAdminUserName,
        name: 'Stjórnandi',
        surname: printableNameFrom(input.name) || 'Admin',
        emailAddress: input.adminEmailAddress,
        password: crypto.randomBytes(24).toString('base64url'),
        isEmailConfirmed: false,
        roleIds: [tenant.roleIds[StaticRole.Admin]],
      });
      const token = await issueLinkToken(tx.db, adminId, 'invitation', deps.now());
      await enqueueMail(tx, deps.jobs, {
        tenantId: tenant.id,
        userId: adminId,
        to: input.adminEmailAddress,
        language: ctx.language,
        template: 'tenantAdmin',
        vars: {
          name: input.name,
          tenantName: input.name,
          userName: hostAdminUserName,
          actionUrl: `${deps.publicUrl}/verify-reset-password/${token}`,
          hours: linkTokenRules.invitation.lifetimeMs / 3_600_000,
        },
      });
      return tenant.id;
    }),
  );
  return toTenantDto((await findTenant(deps.database.db, id))!);
}

export async function updateTenant(deps: ServiceDeps, ctx: RequestContext, input: UpdateTenantInput): Promise<TenantDto> {
  tenantsPolicy.manage(ctx);
  await uniqueTenancyName(input.tenancyName, () =>
    withTransaction(deps.database.pool, async (tx) => {
      if (!(await findTenant(tx.db, input.id))) throw notFound();
      if (await tenancyNameTaken(tx.db, input.tenancyName, input.id)) {
        throw duplicate('errors:duplicateTenancyName', { tenancyName: input.tenancyName });
      }
      await updateTenantFields(tx.db, input.id, { tenancyName: input.tenancyName, name: input.name, isActive: input.isActive });
      // An inactive tenant's users are signed out at once.
      if (!input.isActive) await revokeTenantSessions(tx.db, input.id, deps.now());
    }),
  );
  return toTenantDto((await findTenant(deps.database.db, input.id))!);
}

export async function deleteTenant(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  tenantsPolicy.manage(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    if (!(await findTenant(tx.db, id))) throw notFound();
    await softDeleteTenant(tx.db, id);
    await revokeTenantSessions(tx.db, id, deps.now());
  });
  return null;
}

export async function getTenant(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<TenantDto> {
  tenantsPolicy.manage(ctx);
  const row = await findTenant(deps.database.db, id);
  if (!row) throw notFound();
  return toTenantDto(row);
}

export async function getTenants(deps: ServiceDeps, ctx: RequestContext, input: Parameters<typeof findTenants>[1]) {
  tenantsPolicy.manage(ctx);
  return findTenants(deps.database.db, input);
}
