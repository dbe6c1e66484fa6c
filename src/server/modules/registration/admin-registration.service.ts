import crypto from 'node:crypto';
import type { AdminCreateUserInput, PilotDto, UpdateUserByAdminInput } from '../../../shared/contracts/pilots';
import { isValidDateOfBirth } from '../../../shared/dates';
import { defaultRoleForUserType } from '../../../shared/permissions';
import type { Language } from '../../../shared/enums';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, invalidField, isUniqueViolation, notFound } from '../../kernel/errors';
import { enqueueMail } from '../../mail/enqueue-mail';
import { addUser, issueLinkToken, linkTokenRules, requireOwnIdentity } from '../accounts';
import { addPilotRecord, changePilotRecord, findPilotRecord, getPilot, pilotsPolicy, removePilotRecord } from '../pilots';
import { findRoleId } from '../roles';
import { changeUserAccount, retireUser } from '../users';

const day = 24 * 60 * 60 * 1000;

function checkDateOfBirth(deps: ServiceDeps, dateOfBirth: string | null | undefined) {
  if (dateOfBirth && !isValidDateOfBirth(dateOfBirth, deps.now())) throw invalidField('dateOfBirth', 'errors:dateOfBirthInvalid');
}

/** Two requests racing for one address: the unique index decides, and answers as our own check would. */
export async function asDuplicate<T>(emailAddress: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('errors:duplicateEmail', { emailAddress });
    throw error;
  }
}

export interface InvitedPerson {
  name: string;
  surname: string;
  emailAddress: string;
  userName?: string | undefined;
  userTypeId: number;
  language: Language;
  dateOfBirth?: string | null | undefined;
  countryCode?: string | undefined;
  socialSecurityNumber?: string | null | undefined;
}

/**
 * A person someone else enters into the register (an administrator, or an organisation's main
 * contact person): the type's own role (the one self-registration gives, so nothing is granted
 * that anyone could not get), their record, no password anyone knows, and a mailed link to
 * `/register-user` where they choose one; choosing it confirms the address.
 */
export async function addInvitedPerson(tx: Tx, deps: ServiceDeps, ctx: RequestContext, person: InvitedPerson) {
  const userName = person.userName ?? person.emailAddress;
  await requireOwnIdentity(tx.db, ctx.tenantId, { userName, emailAddress: person.emailAddress });
  const roleId = await findRoleId(tx.db, ctx.tenantId, defaultRoleForUserType[person.userTypeId]!);
  const userId = await addUser(tx.db, {
    tenantId: ctx.tenantId,
    userName,
    name: person.name,
    surname: person.surname,
    emailAddress: person.emailAddress,
    password: crypto.randomBytes(24).toString('base64url'),
    isEmailConfirmed: false,
    userTypeId: person.userTypeId,
    language: person.language,
    dateOfBirth: person.dateOfBirth ?? null,
    countryCode: person.countryCode ?? 'IS',
    roleIds: roleId ? [roleId] : [],
  });
  const pilotId = await addPilotRecord(tx.db, {
    tenantId: ctx.tenantId,
    userId,
    pilotTypeId: person.userTypeId,
    socialSecurityNumber: person.socialSecurityNumber ?? null,
    email: person.emailAddress,
  });
  const token = await issueLinkToken(tx.db, userId, 'invitation', deps.now());
  await enqueueMail(tx, deps.jobs, {
    tenantId: ctx.tenantId,
    userId,
    to: person.emailAddress,
    language: person.language,
    template: 'accountCreated',
    vars: {
      name: person.name,
      userName,
      actionUrl: `${deps.publicUrl}/register-user?token=${encodeURIComponent(token)}`,
      days: linkTokenRules.invitation.lifetimeMs / day,
    },
  });
  return { userId, pilotId };
}

/**
 * Pilot/AdminCreateUser: an administrator of pilots enters a person of any type into the register,
 * as an invited person.
 */
export async function adminCreateUser(deps: ServiceDeps, ctx: RequestContext, input: AdminCreateUserInput): Promise<PilotDto> {
  pilotsPolicy.manage(ctx);
  checkDateOfBirth(deps, input.dateOfBirth);
  const pilotId = await asDuplicate(input.emailAddress, () =>
    withTransaction(deps.database.pool, async (tx) => {
      const { pilotId } = await addInvitedPerson(tx, deps, ctx, { ...input, userTypeId: input.pilotTypeId });
      return pilotId;
    }),
  );
  return getPilot(deps, ctx, { id: pilotId });
}

/** Pilot/UpdateUserByAdmin: the person's account and their record, changed together. */
export async function updateUserByAdmin(deps: ServiceDeps, ctx: RequestContext, input: UpdateUserByAdminInput): Promise<PilotDto> {
  const actor = pilotsPolicy.manage(ctx);
  checkDateOfBirth(deps, input.dateOfBirth);
  const now = deps.now();
  const pilotId = await asDuplicate(input.emailAddress, () =>
    withTransaction(deps.database.pool, async (tx) => {
      const pilot = await findPilotRecord(tx.db, ctx.tenantId, { userId: input.userId });
      if (!pilot) throw notFound();
      await changeUserAccount(
        tx,
        actor,
        ctx.tenantId,
        input.userId,
        {
          name: input.name,
          surname: input.surname,
          emailAddress: input.emailAddress,
          // Left out, the date of birth stays as it is; null clears it.
          ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth } : {}),
          countryCode: input.countryCode,
          userTypeId: input.pilotTypeId,
        },
        now,
      );
      await changePilotRecord(
        tx.db,
        pilot.id,
        {
          pilotTypeId: input.pilotTypeId,
          ...(input.socialSecurityNumber !== undefined ? { socialSecurityNumber: input.socialSecurityNumber } : {}),
        },
        now,
      );
      return pilot.id;
    }),
  );
  return getPilot(deps, ctx, { id: pilotId });
}

/** Pilot/DeletePilotAndUserFromPilotId: the record and its account go together, under User/Delete's rules. */
export async function deletePilotAndUser(deps: ServiceDeps, ctx: RequestContext, pilotId: number): Promise<null> {
  const actor = pilotsPolicy.manage(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    const pilot = await findPilotRecord(tx.db, ctx.tenantId, pilotId);
    if (!pilot) throw notFound();
    await retireUser(tx, actor, ctx.tenantId, pilot.userId, deps.now());
    await removePilotRecord(tx.db, pilot.id, deps.now());
  });
  return null;
}
