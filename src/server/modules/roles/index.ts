import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { roleRoutes } from './roles.routes';

/** Roles and the permissions they grant. */
export const rolesModule = defineModule({
  name: 'roles',
  routes: (deps) => roleRoutes(deps),
  permissions: [Permission.Roles],
});

export { findRoleId, getRolesWithGrants, insertRole, permissionsOfUser, setRolePermissions, type NewRole } from './roles.queries';
export { ensureStaticRoles, syncPermissions } from './static-roles.queries';
