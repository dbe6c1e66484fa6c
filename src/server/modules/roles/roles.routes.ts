import { rolesEndpoints } from '../../../shared/contracts/roles';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as roles from './roles.service';

export const roleRoutes = (deps: ServiceDeps) => [
  route(rolesEndpoints.create, {
    access: Permission.Roles,
    summary: 'Creates a role with granted permissions.',
    handler: (ctx, input) => roles.createRole(deps, ctx, input),
  }),
  route(rolesEndpoints.getRolesAsync, {
    access: Permission.Roles,
    summary: 'All roles of the tenant, optionally only those granting `permission`.',
    handler: (ctx, input) => roles.getRolesAsync(deps, ctx, input.permission),
  }),
  route(rolesEndpoints.update, {
    access: Permission.Roles,
    summary: 'Updates a role and replaces its grants; a static role keeps its name.',
    handler: (ctx, input) => roles.updateRole(deps, ctx, input),
  }),
  route(rolesEndpoints.delete, {
    access: Permission.Roles,
    summary: 'Deletes a role that is not static; its users lose it.',
    handler: (ctx, input) => roles.deleteRole(deps, ctx, input.id),
  }),
  route(rolesEndpoints.getAllPermissions, {
    access: Permission.Roles,
    summary: 'Every permission, named in the request’s language, marked page or other.',
    handler: async (ctx) => roles.getAllPermissions(ctx),
  }),
  route(rolesEndpoints.getRoleForEdit, {
    access: Permission.Roles,
    summary: 'A role, every permission and the names it grants, for the edit form.',
    handler: (ctx, input) => roles.getRoleForEdit(deps, ctx, input.id),
  }),
  route(rolesEndpoints.get, {
    access: Permission.Roles,
    summary: 'One role with its grants.',
    handler: (ctx, input) => roles.getRole(deps, ctx, input.id),
  }),
  route(rolesEndpoints.getAll, {
    access: Permission.Roles,
    summary: 'A page of roles, searched by keyword.',
    handler: (ctx, input) => roles.getRoles(deps, ctx, input),
  }),
];
