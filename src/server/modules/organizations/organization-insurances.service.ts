import type { CreateOrganizationInsuranceInput, UpdateOrganizationInsuranceInput } from '../../../shared/contracts/organization-members';
import type { OrganizationDto } from '../../../shared/contracts/organizations';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import {
  clearMainInsurance,
  deleteInsurance,
  findInsurance,
  findInsurancesOf,
  insertInsurance,
  updateInsurance,
} from './organization-insurances.queries';
import { reachOrganization, type OrganizationReach } from './organizations.policy';
import { getOrganization } from './organizations.service';

/**
 * Section 4's one main insurance, kept here for every change: making one main takes main from the
 * other in the same transaction (the partial unique index agrees), an organisation keeps its main
 * until another is made main, the last insurance stays, and deleting the main one makes the
 * oldest remaining one main. The organisation's row is held, so two changes take turns.
 */

async function reachInsurance(tx: Tx, ctx: RequestContext, id: number) {
  const insurance = await findInsurance(tx.db, id);
  if (!insurance) throw notFound();
  const reach = await reachOrganization(tx.db, ctx, insurance.organizationId, 'contact', { named: 'record', lock: true });
  return { insurance, reach };
}

const organizationOf = async (tx: Tx, ctx: RequestContext, id: number, reach: OrganizationReach): Promise<OrganizationDto> =>
  (await getOrganization(tx.db, ctx.tenantId, id, { reach, language: ctx.language }))!;

export async function createInsurance(deps: ServiceDeps, ctx: RequestContext, input: CreateOrganizationInsuranceInput) {
  return withTransaction(deps.database.pool, async (tx) => {
    const reach = await reachOrganization(tx.db, ctx, input.organizationId, 'contact', { lock: true });
    const hasMain = (await findInsurancesOf(tx.db, input.organizationId)).some((i) => i.isMain);
    const isMain = input.isMain || !hasMain;
    if (isMain) await clearMainInsurance(tx.db, input.organizationId);
    await insertInsurance(tx.db, { ...input, isMain });
    return organizationOf(tx, ctx, input.organizationId, reach);
  });
}

export async function changeInsurance(deps: ServiceDeps, ctx: RequestContext, input: UpdateOrganizationInsuranceInput) {
  return withTransaction(deps.database.pool, async (tx) => {
    const { insurance, reach } = await reachInsurance(tx, ctx, input.id);
    // Un-maining the main one would leave none; the main moves by making another main.
    const isMain = input.isMain || insurance.isMain;
    if (isMain && !insurance.isMain) await clearMainInsurance(tx.db, insurance.organizationId, insurance.id);
    await updateInsurance(tx.db, insurance.id, {
      insurancePolicyNumber: input.insurancePolicyNumber,
      insuranceCompanyName: input.insuranceCompanyName,
      isMain,
    });
    return organizationOf(tx, ctx, insurance.organizationId, reach);
  });
}

export async function removeInsurance(deps: ServiceDeps, ctx: RequestContext, id: number) {
  return withTransaction(deps.database.pool, async (tx) => {
    const { insurance, reach } = await reachInsurance(tx, ctx, id);
    const remaining = (await findInsurancesOf(tx.db, insurance.organizationId)).filter((i) => i.id !== id);
    if (remaining.length === 0) throw businessError('errors:organization.lastInsurance');
    await deleteInsurance(tx.db, id);
    if (insurance.isMain) await updateInsurance(tx.db, remaining[0]!.id, { isMain: true });
    return organizationOf(tx, ctx, insurance.organizationId, reach);
  });
}
