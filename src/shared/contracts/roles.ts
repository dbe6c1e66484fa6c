import { z } from 'zod';
import { entityId, pagedInput, text } from './common';

export const permissionDto = z.object({ name: z.string(), displayName: z.string(), description: z.string(), isPage: z.boolean() });
export type PermissionDto = z.infer<typeof permissionDto>;

export const roleDto = z.object({
  id: z.number().int(),
  name: z.string(),
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
export const updateRoleInput = z.object({ id: entityId, ...roleFields });
export type CreateRoleInput = z.infer<typeof createRoleInput>;
export type UpdateRoleInput = z.infer<typeof updateRoleInput>;

export const getRolesInput = pagedInput.extend({ permission: text().max(128).optional() });
export type GetRolesInput = z.infer<typeof getRolesInput>;

export const roleForEdit = z.object({
  role: roleDto.omit({ grantedPermissions: true }),
  permissions: z.array(permissionDto),
  grantedPermissionNames: z.array(z.string()),
});
