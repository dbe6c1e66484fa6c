import { endpoint } from './endpoint';
import { z } from 'zod';
import { entityId, idQuery, keptWhenOmitted, listResult, pagedInput, pagedResult, text } from './common';

export const permissionDto = z.object({ name: z.string(), displayName: z.string(), description: z.string(), isPage: z.boolean() });
export type PermissionDto = z.infer<typeof permissionDto>;

/** ABP's normalized name of a role: its name in upper case, by which ABP clients key roles. */
export const normalizedRoleName = (name: string) => name.toUpperCase();

export const roleDto = z.object({
  id: z.number().int(),
  name: z.string(),
  normalizedName: z.string(),
  displayName: z.string(),
  description: z.string(),
  isStatic: z.boolean(),
  grantedPermissions: z.array(z.string()),
});
export type RoleDto = z.infer<typeof roleDto>;

const roleName = text()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: 'validation.roleName' });

const roleFields = {
  name: roleName,
  displayName: text().trim().min(1).max(64),
  description: text().trim().max(500).default(''),
  grantedPermissions: z.array(text().max(128)).max(100).default([]),
};
export const createRoleInput = z.object(roleFields);
export const updateRoleInput = z.object({ id: entityId, ...keptWhenOmitted(roleFields) });
export type CreateRoleInput = z.infer<typeof createRoleInput>;
export type UpdateRoleInput = z.infer<typeof updateRoleInput>;

export const getRolesInput = pagedInput.extend({ permission: text().max(128).optional() });
export type GetRolesInput = z.infer<typeof getRolesInput>;

export const roleForEdit = z.object({
  role: roleDto.omit({ grantedPermissions: true }),
  permissions: z.array(permissionDto),
  grantedPermissionNames: z.array(z.string()),
});
export type RoleForEdit = z.infer<typeof roleForEdit>;

export const rolesEndpoints = {
  create: endpoint({ service: 'Role', method: 'Create', input: createRoleInput, result: roleDto }),
  getRolesAsync: endpoint({
    service: 'Role',
    method: 'GetRolesAsync',
    input: z.object({ permission: z.string().max(128).optional() }),
    result: listResult(roleDto),
  }),
  update: endpoint({ service: 'Role', method: 'Update', input: updateRoleInput, result: roleDto }),
  delete: endpoint({ service: 'Role', method: 'Delete', input: idQuery, result: z.null() }),
  getAllPermissions: endpoint({ service: 'Role', method: 'GetAllPermissions', result: listResult(permissionDto) }),
  getRoleForEdit: endpoint({ service: 'Role', method: 'GetRoleForEdit', input: idQuery, result: roleForEdit }),
  get: endpoint({ service: 'Role', method: 'Get', input: idQuery, result: roleDto }),
  getAll: endpoint({ service: 'Role', method: 'GetAll', input: getRolesInput, result: pagedResult(roleDto) }),
};
