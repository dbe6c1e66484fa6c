import { z } from 'zod';
import { emailAddress, entityId, text } from './common';

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
