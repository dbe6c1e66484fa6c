import crypto from 'node:crypto';
import type { AdminCreateUserInput, PilotDto, UpdateUserByAdminInput } from '../../../shared/contracts/pilots';
import { isValidDateOfBirth } from '../../../shared/dates';
import { defaultRoleForUserType } from '../../../shared/permissions';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, invalidField, isUniqueViolation, notFound } from '../../kernel/errors';
import { enqueueMail } from '../../mail/outbox';
import { addUser, issueToken, requireOwnIdentity } from '../accounts';
import { addPilotRecord, changePilotRecord, findPilotRecord, getPilot, pilotsPolicy, removePilotRecord } from '../pilots';
import { findRoleId } from '../roles';
import { changeUserAccount, retireUser } from '../users';

const hour = 60 * 60 * 1000;
/** A person entered by an administrator may not read their mail at once; the link waits a week. */
export const accountCreatedLinkLifetime = 7 * 24 * hour;

function checkDateOfBirth(deps: ServiceDeps, dateOfBirth: string | null | undefined) {
  if (dateOfBirth && !isValidDateOfBirth(dateOfBirth, deps.now())) throw invalidField('dateOfBirth', 'errors:dateOfBirthInvalid');
}

/** Two requests racing for one address: the unique index decides, and answers as our own check would. */
async function asDuplicate<T>(emailAddress: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('errors:duplicateEmail', { emailAddress });
    throw error;
  }
}

/**
 * Pilot/AdminCreateUser: an administrator of pilots enters a person of any type into the register.
 * The account gets the type's own role (the one self-registration gives, so nothing is granted
 * that anyone could not get), no password anyone knows, and a mailed link to `/register-user`
 * where the person chooses one; choosing it confirms the address.
 */
export async function adminCreateUser(deps: ServiceDeps, ctx: RequestContext, input: AdminCreateUserInput): Promise<PilotDto> {
  pilotsPolicy.manage(ctx);
  checkDateOfBirth(deps, input.dateOfBirth);
  const now = deps.now();
  const pilotId = await asDuplicate(input.emailAddress, () =>
    withTransaction(deps.database.pool, async (tx) => {
      const userName = input.emailAddress;
      await requireOwnIdentity(tx.db, ctx.tenantId, { userName, emailAddress: input.emailAddress });
      const roleId = await findRoleId(tx.db, ctx.tenantId, defaultRoleForUserType[input.pilotTypeId]);
      const userId = await addUser(tx.db, {
        tenantId: ctx.tenantId,
        userName,
        name: input.name,
        surname: input.surname,
        emailAddress: input.emailAddress,
        password: crypto.randomBytes(24).toString('base64url'),
        isEmailConfirmed: false,
        userTypeId: input.pilotTypeId,
        language: input.language,
        dateOfBirth: input.dateOfBirth ?? null,
        countryCode: input.countryCode,
        roleIds: roleId ? [roleId] : [],
      });
      const id = await addPilotRecord(tx.db, {
        tenantId: ctx.tenantId,
        userId,
        pilotTypeId: input.pilotTypeId,
        socialSecurityNumber: input.socialSecurityNumber ?? null,
        email: input.emailAddress,
      });
      const token = await issueToken(tx.db, userId, 'reset-password', accountCreatedLinkLifetime, now);
      await enqueueMail(tx, deps.jobs, {
        tenantId: ctx.tenantId,
        userId,
        to: input.emailAddress,
        language: input.language,
        template: 'accountCreated',
        vars: {
          name: input.name,
          userName,
          actionUrl: `${deps.publicUrl}/register-user?token=${encodeURIComponent(token)}`,
          days: accountCreatedLinkLifetime / (24 * hour),
        },
      });
      return id;
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
