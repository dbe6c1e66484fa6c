/** Tenants for tests and the seed, each with its static roles, as the portal creates them. */
export { insertTenant } from '../../modules/tenants';
