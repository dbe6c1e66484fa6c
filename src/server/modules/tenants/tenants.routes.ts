import { tenantsEndpoints } from '../../../shared/contracts/tenants';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as tenants from './tenants.service';

export const tenantRoutes = (deps: ServiceDeps) => [
  route(tenantsEndpoints.create, {
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'Creates a tenant with its static roles and mails its administrator a link to choose a password.',
    handler: (ctx, input) => tenants.createTenant(deps, ctx, input),
  }),
  route(tenantsEndpoints.delete, {
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'Deletes a tenant (softly); its users are signed out.',
    handler: (ctx, input) => tenants.deleteTenant(deps, ctx, input.id),
  }),
  route(tenantsEndpoints.get, {
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'One tenant.',
    handler: (ctx, input) => tenants.getTenant(deps, ctx, input.id),
  }),
  route(tenantsEndpoints.getAll, {
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'A page of tenants, searched by keyword and filtered by active state.',
    handler: (ctx, input) => tenants.getTenants(deps, ctx, input),
  }),
  route(tenantsEndpoints.update, {
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'Renames or (de)activates a tenant; deactivating signs its users out.',
    handler: (ctx, input) => tenants.updateTenant(deps, ctx, input),
  }),
];
