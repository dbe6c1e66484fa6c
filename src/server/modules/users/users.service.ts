import type { CreateUserInput, GetUsersInput, ResetPasswordInput, UpdateUserInput, UserDto } from '../../../shared/contracts/users';
import { isValidDateOfBirth } from '../../../shared/dates';
import type { Language } from '../../../shared/enums';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { requireHoldsAll, type Actor, type RequestContext } from '../../kernel/context';
import { businessError, duplicate, invalidField, isUniqueViolation, notFound } from '../../kernel/errors';
import { hashPassword, verifyPassword } from '../../kernel/passwords';
import { permissionsOfUser } from '../roles';
import { addUser, hostAdminUserName, requireOwnIdentity, resetSecondFactors, revokeAllSessions } from '../accounts';
import { leaveAllOrganizations, organizationLinksOf, setUserOrganizations } from '../organizations';
import { addPilotRecord } from '../pilots';
import { getRolesWithGrants } from '../roles';
import {
  findPasswordHash,
  findRoleIdsByName,
  findUser,
  findUsers,
  replaceUserRoles,
  roleNamesOf,
  toUserDto,
  updateUserFields,
} from './users.queries';
import { usersPolicy } from './users.policy';
import { lastAdministratorRoleOf } from './administrators.queries';
import { withRoleNames } from './role-names-cache';

async function getUserDto(deps: ServiceDeps, tenantId: number | null, id: number): Promise<UserDto> {
  const row = await findUser(deps.database.db, tenantId, id);
  if (!row) throw notFound();
  const names = await roleNamesOf(deps.database.db, [id]);
  const userOrganizations = await organizationLinksOf(deps.database.db, tenantId, id);
  return { ...toUserDto(row, names.get(id)!, deps.now()), userOrganizations };
}

/** Another user of the tenant, to change: 404 if there is none, 403 if they hold more than the actor. */
async function getUserToChange(tx: Tx, actor: Actor, tenantId: number | null, id: number) {
  const existing = await findUser(tx.db, tenantId, id);
  if (!existing) throw notFound();
  usersPolicy.changeUser(actor, await permissionsOfUser(tx.db, id));
  return existing;
}

/** The roles by name; a role newly given must grant nothing the giver lacks. */
async function resolveRoles(tx: Tx, actor: Actor, tenantId: number | null, names: string[], userId?: number) {
  const found = await findRoleIdsByName(tx.db, tenantId, names);
  const missing = names.find((n) => !found.some((r) => r.name.toLowerCase() === n.toLowerCase()));
  if (missing) throw invalidField('roleNames', 'errors:unknownRole', { name: missing });
  const held = userId ? ((await roleNamesOf(tx.db, [userId])).get(userId) ?? []) : [];
  const added = new Set(found.filter((r) => !held.includes(r.name)).map((r) => r.id));
  if (added.size) {
    if (userId !== undefined) usersPolicy.giveRolesTo(actor, userId);
    const grants = (await getRolesWithGrants(tx.db, tenantId)).filter((r) => added.has(r.id)).flatMap((r) => r.grantedPermissions);
    requireHoldsAll(actor, grants);
  }
  return found.map((r) => r.id);
}

const isHostAdmin = (user: { tenantId: number | null; userName: string }) => user.tenantId === null && user.userName === hostAdminUserName;

function checkDateOfBirth(deps: ServiceDeps, dateOfBirth: string | null | undefined) {
  if (dateOfBirth && !isValidDateOfBirth(dateOfBirth, deps.now())) throw invalidField('dateOfBirth', 'errors:dateOfBirthInvalid');
}

/** A unique index that fires after our own check lost a race still answers as a duplicate. */
async function asDuplicate<T>(work: () => Promise<T>, input: { emailAddress: string }): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('errors:duplicateEmail', { emailAddress: input.emailAddress });
    throw error;
  }
}

export async function createUser(deps: ServiceDeps, ctx: RequestContext, input: CreateUserInput): Promise<UserDto> {
  const actor = usersPolicy.manage(ctx);
  checkDateOfBirth(deps, input.dateOfBirth);
  const id = await asDuplicate(
    () =>
      withTransaction(deps.database.pool, async (tx) => {
        await requireOwnIdentity(tx.db, ctx.tenantId, input);
        const roleIds = await resolveRoles(tx, actor, ctx.tenantId, input.roleNames);
        const { roleNames: _ignored, userOrganizations, ...fields } = input;
        // An administrator vouches for the address, so no confirmation link is needed.
        const userId = await addUser(tx.db, { ...fields, tenantId: ctx.tenantId, isEmailConfirmed: true, roleIds });
        // A registered person of any type has a record in the register, however their account was made.
        if (fields.userTypeId != null) {
          await addPilotRecord(tx.db, { tenantId: ctx.tenantId, userId, pilotTypeId: fields.userTypeId, email: fields.emailAddress });
        }
        if (userOrganizations) await setUserOrganizations(tx.db, actor, ctx.tenantId, userId, userOrganizations);
        return userId;
      }),
    input,
  );
  return getUserDto(deps, ctx.tenantId, id);
}

export async function updateUser(deps: ServiceDeps, ctx: RequestContext, input: UpdateUserInput): Promise<UserDto> {
  const actor = usersPolicy.manage(ctx);
  checkDateOfBirth(deps, input.dateOfBirth);
  await asDuplicate(
    () =>
      withTransaction(deps.database.pool, async (tx) => {
        const existing = await getUserToChange(tx, actor, ctx.tenantId, input.id);
        // Left out, the active flag, the roles, the status and the language stay as they are (decision 0027).
        const deactivates = input.isActive === false;
        if (existing.id === actor.userId && deactivates) throw businessError('errors:cannotDeleteSelf');
        // Deleting the host administrator is refused by name, so renaming or deactivating it must be too.
        if (isHostAdmin(existing) && (deactivates || input.userName !== hostAdminUserName)) throw businessError('errors:cannotChangeAdmin');
        await requireOwnIdentity(tx.db, ctx.tenantId, input, { exceptUserId: input.id });
        const roleIds = input.roleNames && (await resolveRoles(tx, actor, ctx.tenantId, input.roleNames, input.id));
        usersPolicy.keepAnAdministrator(
          await lastAdministratorRoleOf(tx.db, input.id),
          (roleId) => !deactivates && (!roleIds || roleIds.includes(roleId)),
        );
        const { id, roleNames: _r, unlock, userOrganizations, ...fields } = input;
        await updateUserFields(tx.db, id, {
          ...fields,
          lastModificationTime: deps.now(),
          ...(unlock ? { lockoutEnd: null, accessFailedCount: 0 } : {}),
        });
        if (roleIds) await replaceUserRoles(tx.db, id, roleIds);
        if (userOrganizations) await setUserOrganizations(tx.db, actor, ctx.tenantId, id, userOrganizations);
        if (deactivates) await revokeAllSessions(tx.db, id);
      }),
    input,
  );
  return getUserDto(deps, ctx.tenantId, input.id);
}

export async function deleteUser(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  const actor = usersPolicy.manage(ctx);
  await withTransaction(deps.database.pool, (tx) => retireUser(tx, actor, ctx.tenantId, id, deps.now()));
  return null;
}

/**
 * Deletes another user's account in the caller's transaction, under User/Delete's rules: never
 * oneself, never the host administrator, never someone who holds more than the actor. Other
 * modules that remove a person (the register of pilots) come through here.
 */
export async function retireUser(tx: Tx, actor: Actor, tenantId: number | null, id: number, now: Date): Promise<void> {
  const existing = await getUserToChange(tx, actor, tenantId, id);
  if (existing.id === actor.userId) throw businessError('errors:cannotDeleteSelf');
  if (isHostAdmin(existing)) throw businessError('errors:cannotDeleteAdmin');
  usersPolicy.keepAnAdministrator(await lastAdministratorRoleOf(tx.db, id), () => false);
  // Their places in organisations go first, so an organisation's last main contact person stays.
  await leaveAllOrganizations(tx.db, tenantId, id);
  await updateUserFields(tx.db, id, { isDeleted: true, isActive: false, lastModificationTime: now });
  await revokeAllSessions(tx.db, id);
}

/**
 * Clears another user's second factors, for a lost device (decision 0026): never one's own (a
 * stolen session must not strip its owner's factor), never someone who holds more than the actor;
 * every session of theirs ends. The audit log records the call, as every administrator's write.
 */
export async function resetSecondFactor(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  const actor = usersPolicy.manage(ctx);
  usersPolicy.resetFactorsOf(actor, id);
  await withTransaction(deps.database.pool, async (tx) => {
    await getUserToChange(tx, actor, ctx.tenantId, id);
    await resetSecondFactors(tx.db, id);
  });
  return null;
}

export interface AccountChange {
  name: string;
  surname: string;
  emailAddress: string;
  dateOfBirth?: string | null;
  countryCode?: string | null;
  userTypeId?: number | null;
}

/**
 * Changes another user's person and address in the caller's transaction, under User/Update's
 * rules: a new address would let the actor reset the password, so nobody changes a user who holds
 * more than they do, and the address must be nobody else's. A user name that was the old address
 * follows it.
 */
export async function changeUserAccount(tx: Tx, actor: Actor, tenantId: number | null, id: number, change: AccountChange, now: Date) {
  const existing = await getUserToChange(tx, actor, tenantId, id);
  const userName = existing.userName.toLowerCase() === existing.emailAddress.toLowerCase() ? change.emailAddress : existing.userName;
  await requireOwnIdentity(tx.db, tenantId, { userName, emailAddress: change.emailAddress }, { exceptUserId: id });
  await updateUserFields(tx.db, id, { ...change, userName, lastModificationTime: now });
}

export async function getUser(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<UserDto> {
  usersPolicy.manage(ctx);
  return getUserDto(deps, ctx.tenantId, id);
}

export async function getUsers(deps: ServiceDeps, ctx: RequestContext, input: GetUsersInput) {
  usersPolicy.manage(ctx);
  const { items, total } = await findUsers(deps.database, ctx.tenantId, input, deps.now());
  return { items: await withRoleNames(deps.database, ctx.tenantId, items), totalCount: total };
}

export async function getAssignableRoles(deps: ServiceDeps, ctx: RequestContext) {
  usersPolicy.manage(ctx);
  return { items: await getRolesWithGrants(deps.database.db, ctx.tenantId) };
}

export async function getUserStatusId(deps: ServiceDeps, ctx: RequestContext): Promise<number> {
  const actor = usersPolicy.self(ctx);
  return actor.statusId;
}

export async function changeLanguage(deps: ServiceDeps, ctx: RequestContext, language: Language): Promise<null> {
  const actor = usersPolicy.self(ctx);
  await updateUserFields(deps.database.db, actor.userId, { language });
  return null;
}

export async function changePassword(deps: ServiceDeps, ctx: RequestContext, input: { currentPassword: string; newPassword: string }) {
  const actor = usersPolicy.self(ctx);
  const passwordHash = await findPasswordHash(deps.database.db, actor.userId);
  if (!(await verifyPassword(passwordHash!, input.currentPassword))) {
    throw invalidField('currentPassword', 'errors:wrongCurrentPassword');
  }
  const newHash = await hashPassword(input.newPassword);
  await withTransaction(deps.database.pool, async (tx) => {
    await updateUserFields(tx.db, actor.userId, { passwordHash: newHash, lastModificationTime: deps.now() });
    // Other devices signed in with the old password are signed out; this one stays.
    await revokeAllSessions(tx.db, actor.userId, actor.sessionId);
  });
  return true;
}

/**
 * User/ResetPassword, as ABP has it: an administrator of users sets another person's password,
 * proving their own first. The rules of every change to another account hold (no way up, the
 * tenant's people only, not oneself: one's own goes through ChangePassword), and every session of
 * that person ends, so whoever knew the old password is out.
 */
export async function resetPassword(deps: ServiceDeps, ctx: RequestContext, input: ResetPasswordInput): Promise<boolean> {
  const actor = usersPolicy.manage(ctx);
  usersPolicy.resetPasswordOf(actor, input.userId);
  const ownHash = await findPasswordHash(deps.database.db, actor.userId);
  if (!ownHash || !(await verifyPassword(ownHash, input.adminPassword))) throw invalidField('adminPassword', 'errors:wrongAdminPassword');
  const newHash = await hashPassword(input.newPassword);
  await withTransaction(deps.database.pool, async (tx) => {
    await getUserToChange(tx, actor, ctx.tenantId, input.userId);
    await updateUserFields(tx.db, input.userId, { passwordHash: newHash, lastModificationTime: deps.now() });
    await revokeAllSessions(tx.db, input.userId);
  });
  return true;
}
