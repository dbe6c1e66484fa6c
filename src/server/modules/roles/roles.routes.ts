import { z } from 'zod';
import { idQuery, listResult, pagedResult } from '../../../shared/contracts/common';
import { createRoleInput, getRolesInput, permissionDto, roleDto, roleForEdit, updateRoleInput } from '../../../shared/contracts/roles';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute } from '../../kernel/abp-route';
import * as roles from './roles.service';

const service = 'Role';

export const roleRoutes = (deps: ServiceDeps) => [
  defineRoute({
    service,
    method: 'Create',
    access: Permission.Roles,
    summary: 'Creates a role with granted permissions.',
    input: createRoleInput,
    result: roleDto,
    handler: (ctx, input) => roles.createRole(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'GetRolesAsync',
    access: Permission.Roles,
    summary: 'All roles of the tenant, optionally only those granting `permission`.',
    input: z.object({ permission: z.string().max(128).optional() }),
    result: listResult(roleDto),
    handler: (ctx, input) => roles.getRolesAsync(deps, ctx, input.permission),
  }),
  defineRoute({
    service,
    method: 'Update',
    access: Permission.Roles,
    summary: 'Updates a role and replaces its grants; a static role keeps its name.',
    input: updateRoleInput,
    result: roleDto,
    handler: (ctx, input) => roles.updateRole(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'Delete',
    access: Permission.Roles,
    summary: 'Deletes a role that is not static; its users lose it.',
    input: idQuery,
    result: z.null(),
    handler: (ctx, input) => roles.deleteRole(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'GetAllPermissions',
    access: Permission.Roles,
    summary: 'Every permission, named in the request’s language, marked page or other.',
    result: listResult(permissionDto),
    handler: async (ctx) => roles.getAllPermissions(ctx),
  }),
  defineRoute({
    service,
    method: 'GetRoleForEdit',
    access: Permission.Roles,
    summary: 'A role, every permission and the names it grants, for the edit form.',
    input: idQuery,
    result: roleForEdit,
    handler: (ctx, input) => roles.getRoleForEdit(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'Get',
    access: Permission.Roles,
    summary: 'One role with its grants.',
    input: idQuery,
    result: roleDto,
    handler: (ctx, input) => roles.getRole(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'GetAll',
    access: Permission.Roles,
    summary: 'A page of roles, searched by keyword.',
    input: getRolesInput,
    result: pagedResult(roleDto),
    handler: (ctx, input) => roles.getRoles(deps, ctx, input),
  }),
];
