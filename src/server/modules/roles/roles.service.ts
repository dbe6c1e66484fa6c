import type { CreateRoleInput, GetRolesInput, PermissionDto, RoleDto, UpdateRoleInput } from '../../../shared/contracts/roles';
import type { Language } from '../../../shared/enums';
import { allPermissionNames, isPermissionName, pagePermissionNames, StaticRole } from '../../../shared/permissions';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { requireHoldsAll, type RequestContext } from '../../kernel/context';
import { businessError, duplicate, invalidField, isUniqueViolation, notFound } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import {
  deleteRoleById,
  findRole,
  findRoles,
  getRolesWithGrants,
  insertRole,
  roleNameTaken,
  setRolePermissions,
  updateRoleNames,
} from './roles.queries';
import { rolesPolicy } from './roles.policy';

export function permissionList(language: Language): PermissionDto[] {
  return allPermissionNames.map((name) => {
    const displayName = translate(language, `permissions:${name}`, { keySeparator: false } as never);
    return { name, displayName, description: displayName, isPage: pagePermissionNames.includes(name) };
  });
}

/**
 * The static Admin role of the host and of each tenant grants every permission, always: were it
 * stripped, its holders would be refused everywhere, even when trying to restore it (decision 0009).
 */
const isAdminRole = (role: RoleDto) => role.isStatic && role.name === StaticRole.Admin;
const grantsEvery = (names: string[]) => allPermissionNames.every((name) => names.includes(name));

function checkPermissions(names: string[]) {
  const unknown = names.find((n) => !isPermissionName(n));
  if (unknown) throw invalidField('grantedPermissions', 'errors:unknownPermission', { name: unknown });
}

async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('errors:duplicateRoleName', { name });
    throw error;
  }
}

export async function createRole(deps: ServiceDeps, ctx: RequestContext, input: CreateRoleInput): Promise<RoleDto> {
  const actor = rolesPolicy.manage(ctx);
  checkPermissions(input.grantedPermissions);
  requireHoldsAll(actor, input.grantedPermissions);
  const id = await uniqueName(input.name, () =>
    withTransaction(deps.database.pool, async (tx) => {
      if (await roleNameTaken(tx.db, ctx.tenantId, input.name)) throw duplicate('errors:duplicateRoleName', { name: input.name });
      return insertRole(tx.db, { tenantId: ctx.tenantId, ...input, permissions: input.grantedPermissions });
    }),
  );
  return (await findRole(deps.database.db, ctx.tenantId, id))!;
}

/** Role/Update: an omitted description or set of grants stays as it is (decision 0027); an empty list takes every grant away. */
export async function updateRole(deps: ServiceDeps, ctx: RequestContext, input: UpdateRoleInput): Promise<RoleDto> {
  const actor = rolesPolicy.manage(ctx);
  const granted = input.grantedPermissions;
  if (granted) checkPermissions(granted);
  await uniqueName(input.name, () =>
    withTransaction(deps.database.pool, async (tx) => {
      const existing = await findRole(tx.db, ctx.tenantId, input.id);
      if (!existing) throw notFound();
      if (existing.isStatic && existing.name !== input.name) throw businessError('errors:staticRole');
      if (granted) {
        if (isAdminRole(existing) && !grantsEvery(granted)) throw businessError('errors:adminRoleKeepsAll');
        // Taking a grant away is a way up too (it can shut out those who hold more), so both need holding it.
        requireHoldsAll(
          actor,
          granted.filter((p) => !existing.grantedPermissions.includes(p)),
        );
        requireHoldsAll(
          actor,
          existing.grantedPermissions.filter((p) => !granted.includes(p)),
          'errors:changeBeyondOwn',
        );
      }
      if (await roleNameTaken(tx.db, ctx.tenantId, input.name, input.id)) throw duplicate('errors:duplicateRoleName', { name: input.name });
      await updateRoleNames(tx.db, input.id, { name: input.name, displayName: input.displayName, description: input.description });
      if (granted) await setRolePermissions(tx.db, input.id, granted);
    }),
  );
  return (await findRole(deps.database.db, ctx.tenantId, input.id))!;
}

export async function deleteRole(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  const actor = rolesPolicy.manage(ctx);
  const existing = await findRole(deps.database.db, ctx.tenantId, id);
  if (!existing) throw notFound();
  if (existing.isStatic) throw businessError('errors:staticRole');
  // Its users lose every grant it gives, which is taking those grants away.
  requireHoldsAll(actor, existing.grantedPermissions, 'errors:changeBeyondOwn');
  // Users lose the role with it (cascade); their next request already runs without its grants.
  await deleteRoleById(deps.database.db, id);
  return null;
}

export async function getRole(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<RoleDto> {
  rolesPolicy.manage(ctx);
  const role = await findRole(deps.database.db, ctx.tenantId, id);
  if (!role) throw notFound();
  return role;
}

export async function getRoleForEdit(deps: ServiceDeps, ctx: RequestContext, id: number) {
  const { grantedPermissions, ...role } = await getRole(deps, ctx, id);
  return { role, permissions: permissionList(ctx.language), grantedPermissionNames: grantedPermissions };
}

export async function getRoles(deps: ServiceDeps, ctx: RequestContext, input: GetRolesInput) {
  rolesPolicy.manage(ctx);
  return findRoles(deps.database.db, ctx.tenantId, input);
}

export async function getRolesAsync(deps: ServiceDeps, ctx: RequestContext, permission?: string) {
  rolesPolicy.manage(ctx);
  return { items: await getRolesWithGrants(deps.database.db, ctx.tenantId, permission) };
}

export function getAllPermissions(ctx: RequestContext) {
  rolesPolicy.manage(ctx);
  return { items: permissionList(ctx.language) };
}
