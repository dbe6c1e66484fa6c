import type {
  CreatePilotInput,
  GetPilotsInput,
  PilotDto,
  PilotInformationDto,
  PilotUserDto,
  PopulatedPilotDto,
  UpdateInformationInput,
  UpdatePilotInformationInput,
  UpdatePilotInput,
  UpdatePilotStatusInput,
} from '../../../shared/contracts/pilots';
import { NotificationMessage } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, isUniqueViolation, notFound } from '../../kernel/errors';
import { notifyUsers } from '../notifications';
import { findItems, toAddressDto, toEmailDto, toInsuranceDto, toPhoneNumberDto } from './pilot-items.queries';
import {
  allowProvedIdNumberChange,
  findLiveUser,
  findPilot,
  findPilotView,
  insertPilot,
  softDeletePilot,
  toPilotDto,
  toPilotUserDto,
  updatePersonFields,
  updatePilotFields,
} from './pilots.queries';
import { findPilots } from './pilot-register.queries';
import { pilotsPolicy, type PilotReach } from './pilots.policy';

type Lookup = { id: number } | { userId: number };

/** The record as `reach` may see it; missing, deleted, another tenant's or another pilot's answer 404 alike. */
export async function reachPilot(db: Db, ctx: RequestContext, by: Lookup) {
  const view = await findPilotView(db, ctx.tenantId, by);
  if (!view) throw notFound();
  return { view, reach: pilotsPolicy.reach(ctx, view.pilot) };
}

const dtoFor = (view: Parameters<typeof toPilotDto>[0], reach: PilotReach) =>
  toPilotDto(view, { owner: reach.owner, withNotes: reach.manager });

export async function getPilot(deps: ServiceDeps, ctx: RequestContext, by: Lookup): Promise<PilotDto> {
  const { view, reach } = await reachPilot(deps.database.db, ctx, by);
  return dtoFor(view, reach);
}

/** The pilot with every list of items, as the record screens show it. */
export async function getPopulatedPilot(deps: ServiceDeps, ctx: RequestContext, by: Lookup): Promise<PopulatedPilotDto> {
  const { db } = deps.database;
  const { view, reach } = await reachPilot(db, ctx, by);
  const [insurance, phoneNumbers, emails, addresses] = await Promise.all([
    findItems(db, 'insurance', view.pilot.id),
    findItems(db, 'phoneNumber', view.pilot.id),
    findItems(db, 'email', view.pilot.id),
    findItems(db, 'address', view.pilot.id),
  ]);
  return {
    ...dtoFor(view, reach),
    insurance: insurance.map(toInsuranceDto),
    phoneNumbers: phoneNumbers.map(toPhoneNumberDto),
    emails: emails.map(toEmailDto),
    addresses: addresses.map(toAddressDto),
  };
}

/** The account behind a record: its owner's or, for administrators of pilots, anyone's in the tenant. */
export async function getPilotUser(deps: ServiceDeps, ctx: RequestContext, userId: number): Promise<PilotUserDto> {
  const { view } = await reachPilot(deps.database.db, ctx, { userId });
  return toPilotUserDto(view);
}

/** Every pilot of one organisation, for lists that are not paged. */
export async function getPilotsOfOrganization(deps: ServiceDeps, ctx: RequestContext, organizationId: number) {
  pilotsPolicy.manage(ctx);
  const { views } = await findPilots(deps.database.db, ctx.tenantId, { orgId: organizationId, skipCount: 0, maxResultCount: 10_000 });
  return { items: views.map((view) => toPilotDto(view, { owner: view.pilot.userId === ctx.actor!.userId, withNotes: true })) };
}

export async function getHomePagePilot(deps: ServiceDeps, ctx: RequestContext): Promise<PopulatedPilotDto> {
  const actor = pilotsPolicy.self(ctx);
  return getPopulatedPilot(deps, ctx, { userId: actor.userId });
}

export async function getPilots(deps: ServiceDeps, ctx: RequestContext, input: GetPilotsInput) {
  pilotsPolicy.manage(ctx);
  const { views, total } = await findPilots(deps.database.db, ctx.tenantId, input);
  const items = views.map((view) => toPilotDto(view, { owner: view.pilot.userId === ctx.actor!.userId, withNotes: true }));
  return { items, totalCount: total };
}

export async function getPilotsPage(deps: ServiceDeps, ctx: RequestContext, input: GetPilotsInput) {
  const page = await getPilots(deps, ctx, input);
  // Organisation roles come with organisations; until then nobody listed has one.
  return { ...page, listUserRole: [] };
}

/** A record for a user who has none (one an administrator created); their account's address becomes the main e-mail. */
export async function createPilot(deps: ServiceDeps, ctx: RequestContext, input: CreatePilotInput): Promise<PilotDto> {
  pilotsPolicy.manage(ctx);
  try {
    const id = await withTransaction(deps.database.pool, async (tx) => {
      const user = await findLiveUser(tx.db, ctx.tenantId, input.userId);
      if (!user) throw notFound();
      await allowProvedIdNumberChange(tx.db);
      return insertPilot(tx.db, {
        tenantId: user.tenantId,
        userId: user.id,
        pilotTypeId: input.pilotTypeId,
        statusId: input.statusId,
        socialSecurityNumber: input.socialSecurityNumber ?? null,
        email: user.emailAddress,
      });
    });
    return getPilot(deps, ctx, { id });
  } catch (error) {
    if (isUniqueViolation(error, 'pilots_user_id_key')) throw duplicate('errors:pilot.exists');
    throw error;
  }
}

export async function updatePilot(deps: ServiceDeps, ctx: RequestContext, input: UpdatePilotInput): Promise<PilotDto> {
  pilotsPolicy.manage(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    if (!(await findPilot(tx.db, ctx.tenantId, input.id))) throw notFound();
    await allowProvedIdNumberChange(tx.db);
    await updatePilotFields(
      tx.db,
      input.id,
      {
        pilotTypeId: input.pilotTypeId,
        statusId: input.statusId,
        ...(input.socialSecurityNumber !== undefined ? { socialSecurityNumber: input.socialSecurityNumber } : {}),
      },
      deps.now(),
    );
  });
  return getPilot(deps, ctx, { id: input.id });
}

/**
 * Section 4: an administrator makes a person a pilot or not, and may change their type with it.
 * A changed type tells the pilot (section 9, message 6) in the same transaction.
 */
export async function updatePilotStatus(deps: ServiceDeps, ctx: RequestContext, input: UpdatePilotStatusInput): Promise<PilotDto> {
  const actor = pilotsPolicy.manage(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    const pilot = await findPilot(tx.db, ctx.tenantId, input.pilotId);
    if (!pilot) throw notFound();
    pilotsPolicy.judge(actor, pilot.userId);
    const change = { statusId: input.statusId, ...(input.pilotTypeId !== undefined ? { pilotTypeId: input.pilotTypeId } : {}) };
    await updatePilotFields(tx.db, input.pilotId, change, deps.now());
    if (input.pilotTypeId !== undefined && input.pilotTypeId !== pilot.pilotTypeId) {
      await notifyUsers(tx.db, {
        tenantId: pilot.tenantId,
        userIds: [pilot.userId],
        messageId: NotificationMessage.AdminUpdatePilotTypeLabel,
        params: { pilotType: String(input.pilotTypeId) },
      });
    }
  });
  return getPilot(deps, ctx, { id: input.pilotId });
}

/** Removes the record from the register; the account stays (DeletePilotAndUserFromPilotId removes both). */
export async function deletePilot(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  pilotsPolicy.manage(ctx);
  const { db } = deps.database;
  if (!(await findPilot(db, ctx.tenantId, id))) throw notFound();
  await softDeletePilot(db, id, deps.now());
  return null;
}

const toInformation = (dto: PilotDto): PilotInformationDto => ({
  userId: dto.userId,
  pilotId: dto.id,
  name: dto.name,
  surname: dto.surname,
  dateOfBirth: dto.dateOfBirth,
  countryCode: dto.countryCode,
  socialSecurityNumber: dto.socialSecurityNumber,
  isIDLogin: dto.isIDLogin,
  isSocialSecurityNumberVerified: dto.isSocialSecurityNumberVerified,
});

export async function getInformation(deps: ServiceDeps, ctx: RequestContext, userId: number): Promise<PilotInformationDto> {
  return toInformation(await getPilot(deps, ctx, { userId }));
}

/**
 * The person's details, by the pilot on their own record or by an administrator. A person who
 * logged in with the national ID has their name from the registry, so only an administrator
 * changes it.
 */
async function updatePerson(
  deps: ServiceDeps,
  ctx: RequestContext,
  by: Lookup,
  input: Omit<UpdateInformationInput, 'userId'>,
): Promise<PilotDto> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { view, reach } = await reachPilot(tx.db, ctx, by);
    const fromRegistry = view.pilot.isIdLogin && !reach.manager;
    const now = deps.now();
    await updatePersonFields(
      tx.db,
      view.pilot.userId,
      {
        name: fromRegistry ? view.user.name : input.name,
        surname: fromRegistry ? view.user.surname : input.surname,
        dateOfBirth: input.dateOfBirth,
        countryCode: input.countryCode,
      },
      now,
    );
    if (input.socialSecurityNumber !== undefined && !fromRegistry) {
      // A pilot's own form cannot move a proved kennitala; an administrator can (decision 0021).
      if (reach.manager) await allowProvedIdNumberChange(tx.db);
      await updatePilotFields(tx.db, view.pilot.id, { socialSecurityNumber: input.socialSecurityNumber }, now);
    }
  });
  return getPilot(deps, ctx, by);
}

export async function updateInformation(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: UpdateInformationInput,
): Promise<PilotInformationDto> {
  const { userId, ...fields } = input;
  return toInformation(await updatePerson(deps, ctx, { userId }, fields));
}

export async function updatePilotInformation(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: UpdatePilotInformationInput,
): Promise<PilotDto> {
  const { id, ...fields } = input;
  return updatePerson(deps, ctx, { id }, fields);
}
