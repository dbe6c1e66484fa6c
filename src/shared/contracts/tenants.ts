import { endpoint } from './endpoint';
import { z } from 'zod';
import { emailAddress, entityId, idQuery, pagedInput, pagedResult, queryBool, text } from './common';

export const tenantDto = z.object({
  id: z.number().int(),
  tenancyName: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  creationTime: z.string(),
});
export type TenantDto = z.infer<typeof tenantDto>;

const tenancyName = text()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { message: 'validation.tenancyName' });

export const createTenantInput = z.object({
  tenancyName,
  name: text().trim().min(1).max(128),
  adminEmailAddress: emailAddress,
  isActive: z.boolean().default(true),
});
export const updateTenantInput = z.object({
  id: entityId,
  tenancyName,
  name: text().trim().min(1).max(128),
  isActive: z.boolean(),
});
export type CreateTenantInput = z.infer<typeof createTenantInput>;
export type UpdateTenantInput = z.infer<typeof updateTenantInput>;

export const tenantsEndpoints = {
  create: endpoint({ service: 'Tenant', method: 'Create', input: createTenantInput, result: tenantDto }),
  delete: endpoint({ service: 'Tenant', method: 'Delete', input: idQuery, result: z.null() }),
  get: endpoint({ service: 'Tenant', method: 'Get', input: idQuery, result: tenantDto }),
  getAll: endpoint({
    service: 'Tenant',
    method: 'GetAll',
    input: pagedInput.extend({ isActive: queryBool.optional() }),
    result: pagedResult(tenantDto),
  }),
  update: endpoint({ service: 'Tenant', method: 'Update', input: updateTenantInput, result: tenantDto }),
};
