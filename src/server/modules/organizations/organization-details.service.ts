import type {
  OrganizationDto,
  RegisterOrganizationFromAdminInput,
  UpdateAddressInput,
  UpdateOrganizationInput,
  UpdateOrganizationRegisterInput,
} from '../../../shared/contracts/organizations';
import { OrganizationRole } from '../../../shared/enums';
import { publicOperatorNumber } from '../../../shared/operator-number';
import { endOfDay } from '../../kernel/calendar';
import type { CompanyRegistry } from '../../adapters/company-registry/company-registry';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { requireHoldsAll, type Actor, type RequestContext } from '../../kernel/context';
import { AppError, businessError, duplicate, isUniqueViolation, notFound } from '../../kernel/errors';
import { permissionsOfUser } from '../roles';
import { findUserByNameOrEmail, requireOwnIdentity } from '../accounts';
import { updateMainInsurance } from './organization-insurances.queries';
import { changeLinks } from './organization-links';
import { findLinksOfOrganization } from './organization-links.queries';
import { operatorNumberConstraints } from './organization-operator-numbers';
import {
  findOrganizationByNumber,
  findOrganizationIdByNumber,
  lockOperatingNumber,
  updateOrganizationFields,
  type OrganizationChange,
} from './organizations.queries';
import { organizationsPolicy, reachOrganization, type OrganizationReach } from './organizations.policy';
import { addOrganization, companyOf, getOrganization, numberIndex } from './organizations.service';
import { proveClaim } from './organization-proofs.service';
import { findPerson, updateSignInNames } from './people.queries';

/** An organisation's details: read, changed by its contact persons or administrators, deleted, registered by an administrator. */

const current = async (tx: Tx, ctx: RequestContext, id: number, reach?: OrganizationReach): Promise<OrganizationDto> =>
  (await getOrganization(tx.db, ctx.tenantId, id, { reach, language: ctx.language }))!;

/** Organization/Get: its approved pilots, contact persons and administrators read it. */
export async function getDetails(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<OrganizationDto> {
  const { db } = deps.database;
  const reach = await reachOrganization(db, ctx, id, 'read');
  return (await getOrganization(db, ctx.tenantId, id, { reach, language: ctx.language }))!;
}

/** Organization/GetByNumber: null when no live organisation of the tenant holds the number. */
export async function getByNumber(deps: ServiceDeps, ctx: RequestContext, organizationNumber: string) {
  organizationsPolicy.administer(ctx);
  return findOrganizationByNumber(deps.database.db, ctx.tenantId, organizationNumber, ctx.language);
}

/**
 * A changed number must be no other live organisation's; a race past the check meets the unique
 * index. An operator registration number typed by an administrator must be no other operator's.
 */
async function changeFields(tx: Tx, ctx: RequestContext, id: number, change: OrganizationChange, now: Date) {
  const number = change.organizationNumber;
  const taken = () => duplicate('errors:duplicateOrganizationNumber', { organizationNumber: number! });
  if (number !== undefined && (await findOrganizationIdByNumber(tx.db, ctx.tenantId, number, id)) !== null) throw taken();
  await updateOrganizationFields(tx.db, id, change, now).catch((error: unknown) => {
    if (isUniqueViolation(error, numberIndex)) throw taken();
    if (operatorNumberConstraints.some((constraint) => isUniqueViolation(error, constraint))) {
      throw duplicate('errors:duplicateOperatorNumber', { operatorNumber: publicOperatorNumber(change.operatingNumber ?? null) ?? '' });
    }
    throw error;
  });
}

/**
 * What an administrator's edit does to the operator registration number. They are shown its public
 * part only, so the public part sent back unchanged keeps the whole number, secret and all.
 */
async function operatingNumberChange(tx: Tx, id: number, sent: string | null | undefined) {
  if (!sent) return sent;
  const held = (await lockOperatingNumber(tx.db, id))?.operatingNumber ?? null;
  return held !== null && publicOperatorNumber(held) === sent ? undefined : sent;
}

/**
 * Organization/Update, the administrators' edit: the details, the main insurance's policy and
 * company, and with `contactPersonAdminInfo` the main contact person's sign-in names.
 */
export async function updateOrganization(deps: ServiceDeps, ctx: RequestContext, input: UpdateOrganizationInput): Promise<OrganizationDto> {
  const now = deps.now();
  return withTransaction(deps.database.pool, async (tx) => {
    const reach = await reachOrganization(tx.db, ctx, input.id, 'admin', { lock: true });
    const {
      id,
      insurancePolicyNumber,
      insuranceCompanyName,
      contactPersonAdminInfo,
      operatingNumberExpiry,
      operatingNumber: sent,
      ...fields
    } = input;
    const operatingNumber = await operatingNumberChange(tx, id, sent);
    await changeFields(
      tx,
      ctx,
      id,
      {
        ...fields,
        // Left out, the operating number and its expiry stay; null clears them.
        ...(operatingNumber !== undefined ? { operatingNumber: operatingNumber || null } : {}),
        ...(operatingNumberExpiry !== undefined
          ? { operatingNumberExpiry: operatingNumberExpiry ? endOfDay(operatingNumberExpiry) : null }
          : {}),
      },
      now,
    );
    await updateMainInsurance(tx.db, id, { insurancePolicyNumber, insuranceCompanyName });
    if (contactPersonAdminInfo) await renameMainContact(tx, reach.actor, ctx.tenantId, id, contactPersonAdminInfo, now);
    return current(tx, ctx, id, reach);
  });
}

/**
 * The main contact person's e-mail address and user name, as an administrator corrects them. A
 * new address lets whoever holds it reset the password, so nobody changes one who holds more than
 * they do (decision 0009), and the names must be nobody else's. A user name that was the old
 * address follows it.
 */
async function renameMainContact(
  tx: Tx,
  actor: Actor,
  tenantId: number | null,
  organizationId: number,
  info: { emailAddress: string; userName?: string | undefined },
  now: Date,
) {
  const [main] = (await findLinksOfOrganization(tx.db, organizationId)).filter(
    (l) => l.organizationRoleId === OrganizationRole.MainContactPerson,
  );
  const person = main && (await findPerson(tx.db, tenantId, main.userId));
  if (!person) throw notFound();
  requireHoldsAll(actor, await permissionsOfUser(tx.db, person.userId), 'errors:targetHoldsMore');
  const followsAddress = person.userName.toLowerCase() === person.emailAddress.toLowerCase();
  const userName = info.userName ?? (followsAddress ? info.emailAddress : person.userName);
  await requireOwnIdentity(tx.db, tenantId, { userName, emailAddress: info.emailAddress }, { exceptUserId: person.userId });
  await updateSignInNames(tx.db, person.userId, { emailAddress: info.emailAddress, userName }, now);
}

/** Organization/UpdateOrganizationRegister: a contact person's edit of the registered details; the number stays. */
export async function updateRegister(deps: ServiceDeps, ctx: RequestContext, input: UpdateOrganizationRegisterInput) {
  return withTransaction(deps.database.pool, async (tx) => {
    const reach = await reachOrganization(tx.db, ctx, input.id, 'contact', { lock: true });
    const { id, ...change } = input;
    // A name the company registry gave stays the registry's (decision 0023); an administrator's Update changes it.
    const before = await current(tx, ctx, id);
    if (!before.isManualRegistration && change.name !== before.name) throw businessError('errors:organization.nameFromRegistry');
    await updateOrganizationFields(tx.db, id, change, deps.now());
    return current(tx, ctx, id, reach);
  });
}

export async function updateAddress(deps: ServiceDeps, ctx: RequestContext, input: UpdateAddressInput) {
  return withTransaction(deps.database.pool, async (tx) => {
    const reach = await reachOrganization(tx.db, ctx, input.id, 'contact', { lock: true });
    const { id, ...change } = input;
    await updateOrganizationFields(tx.db, id, change, deps.now());
    return current(tx, ctx, id, reach);
  });
}

/** Organization/Delete: the organisation goes (softly) and its people lose their places in it. */
export async function deleteOrganization(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    await reachOrganization(tx.db, ctx, id, 'admin', { lock: true });
    await updateOrganizationFields(tx.db, id, { isDeleted: true }, deps.now());
    const links = await findLinksOfOrganization(tx.db, id);
    await changeLinks(tx.db, id, [{ kind: 'remove', linkIds: links.map((l) => l.id) }]);
  });
  return true;
}

/**
 * Organization/RegisterOrganizationFromAdmin: an administrator enters an organisation whose main
 * contact person already has an account in the tenant, named by its e-mail address. It holds its
 * number at once (decision 0023).
 */
export async function registerFromAdmin(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: RegisterOrganizationFromAdminInput,
  registry: CompanyRegistry,
) {
  organizationsPolicy.administer(ctx);
  const { mainContactEmailAddress, userTypeId, ...fields } = input;
  const company = await companyOf(registry, fields.organizationNumber);
  return withTransaction(deps.database.pool, async (tx) => {
    const user = await findUserByNameOrEmail(tx.db, ctx.tenantId, mainContactEmailAddress);
    if (!user || user.emailAddress.toLowerCase() !== mainContactEmailAddress) {
      throw new AppError(404, 0, 'errors:organization.accountNotFound', { name: mainContactEmailAddress });
    }
    const id = await addOrganization(tx.db, { ...fields, tenantId: ctx.tenantId, userTypeId }, user.id, company);
    // An administrator's registration is their proof of the number (the audit log records the call).
    await proveClaim(tx, deps, ctx.tenantId, id, 'administrator');
    return current(tx, ctx, id);
  });
}
