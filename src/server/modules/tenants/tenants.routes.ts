import { z } from 'zod';
import { idQuery, pagedInput, pagedResult, queryBool } from '../../../shared/contracts/common';
import { createTenantInput, tenantDto, updateTenantInput } from '../../../shared/contracts/tenants';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute } from '../../kernel/abp-route';
import * as tenants from './tenants.service';

const service = 'Tenant';

export const tenantRoutes = (deps: ServiceDeps) => [
  defineRoute({
    service,
    method: 'Create',
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'Creates a tenant with its static roles and mails its administrator a link to choose a password.',
    input: createTenantInput,
    result: tenantDto,
    handler: (ctx, input) => tenants.createTenant(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'Delete',
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'Deletes a tenant (softly); its users are signed out.',
    input: idQuery,
    result: z.null(),
    handler: (ctx, input) => tenants.deleteTenant(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'Get',
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'One tenant.',
    input: idQuery,
    result: tenantDto,
    handler: (ctx, input) => tenants.getTenant(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'GetAll',
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'A page of tenants, searched by keyword and filtered by active state.',
    input: pagedInput.extend({ isActive: queryBool.optional() }),
    result: pagedResult(tenantDto),
    handler: (ctx, input) => tenants.getTenants(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'Update',
    access: { anyOf: [Permission.Tenants], hostOnly: true },
    summary: 'Renames or (de)activates a tenant; deactivating signs its users out.',
    input: updateTenantInput,
    result: tenantDto,
    handler: (ctx, input) => tenants.updateTenant(deps, ctx, input),
  }),
];
