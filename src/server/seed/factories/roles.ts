/** Roles for tests and the seed, written as the portal writes them. */
export { ensureStaticRoles, insertRole, setRolePermissions, type NewRole } from '../../modules/roles';
