import { z } from 'zod';
import { dateOrInstant, pagedInput, pagedResult, queryInt, text } from './common';
import { endpoint } from './endpoint';

/**
 * Why a change was recorded: an administrator made it, or someone acting for an organisation; an
 * authority's system looked an operator number up (`lookupClient`, decision 0043), which no user
 * made: its `userId` is 0 and `keptValues.lookupClientId` names the client; or the person it
 * concerns took a certificate into their own wallet (`holder`, decision 0045).
 */
export const auditActorKinds = ['administrator', 'organization', 'lookupClient', 'holder'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

export const auditLogDto = z.object({
  id: z.number().int(),
  executionTime: z.string(),
  userId: z.number().int(),
  /** The actor's user name now; null once the user is gone. */
  userName: z.string().nullable(),
  actorKind: z.enum(auditActorKinds),
  clientIp: z.string(),
  service: z.string(),
  method: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  /** The members the call set: their names only. */
  changedFields: z.array(z.string()),
  /** The values of the few non-personal members kept (ids, status and type numbers, flags, amounts). */
  keptValues: z.record(z.string(), z.unknown()),
});
export type AuditLogDto = z.infer<typeof auditLogDto>;

const filterText = (max: number) => text().trim().max(max).optional();

/** Every filter optional; newest first. `userName` and `call` match a part, case aside; `entityType` and `entityId` match whole. */
export const getAuditLogsInput = pagedInput.omit({ keyword: true, sorting: true }).extend({
  userId: queryInt.positive().optional(),
  userName: filterText(256),
  entityType: filterText(100),
  entityId: filterText(64),
  /** A part of `Service/Method`. */
  call: filterText(200),
  from: dateOrInstant.optional(),
  to: dateOrInstant.optional(),
});
export type GetAuditLogsInput = z.infer<typeof getAuditLogsInput>;

export const auditEndpoints = {
  getAll: endpoint({ service: 'Audit', method: 'GetAll', input: getAuditLogsInput, result: pagedResult(auditLogDto) }),
};
