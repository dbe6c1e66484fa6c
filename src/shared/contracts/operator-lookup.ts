import { z } from 'zod';
import { entityId, listResult, text } from './common';
import { endpoint } from './endpoint';

/**
 * The operator-number lookup for authorities (decision 0043): clients authenticated with OAuth 2.0
 * client credentials ask what the register holds of an operator registration number; the host's
 * administrators make and revoke the clients; anyone may check that a number is well formed and
 * valid, and learns nothing else.
 */

/** Status, kind, validity and confirming a whole number; `identity` adds the operator's name and contact. */
export const operatorLookupScopes = ['operator-lookup:status', 'operator-lookup:identity'] as const;
export type OperatorLookupScope = (typeof operatorLookupScopes)[number];

/** What a number may be typed as: the public part (`ISL`, thirteen characters) or the whole number with its secret part; case aside. */
export const typedOperatorNumber = text()
  .trim()
  .max(40)
  .regex(/^isl[0-9a-z]{13}(-[0-9a-z]{3})?$/i, { message: 'validation.operatorNumber' });

export const operatorLookupInput = z.object({ operatorNumber: typedOperatorNumber });
export type OperatorLookupInput = z.infer<typeof operatorLookupInput>;

/** `unregistered` also answers a public part whose check character is wrong: no operator holds it. */
export const operatorNumberStatuses = ['valid', 'expired', 'revoked', 'unregistered'] as const;
export type OperatorNumberStatus = (typeof operatorNumberStatuses)[number];

export const operatorContactDto = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
});

export const operatorLookupResult = z.object({
  /** The public part, as the register writes it (`ISL` and lower case). */
  operatorNumber: z.string(),
  registered: z.boolean(),
  status: z.enum(operatorNumberStatuses),
  kind: z.enum(['person', 'organization']).nullable(),
  /** The last instant the number is valid; null when unregistered or kept without an expiry. */
  validUntil: z.string().nullable(),
  /**
   * Only when a whole number was given: true when its check character holds over the secret part
   * (EN 4709-002) and it is the number the register holds; false for a forged or mistyped secret.
   */
  confirmed: z.boolean().nullable(),
  /** The operator's name and contact, to clients holding `operator-lookup:identity`; null otherwise. */
  operator: operatorContactDto.nullable(),
});
export type OperatorLookupResult = z.infer<typeof operatorLookupResult>;

/** The public check: whether the typed number is well formed and currently valid, and nothing about whose it is. */
export const operatorNumberCheckInput = z.object({ operatorNumber: text().trim().max(40) });
export type OperatorNumberCheckInput = z.infer<typeof operatorNumberCheckInput>;
export const operatorNumberCheckResult = z.object({ wellFormed: z.boolean(), valid: z.boolean() });
export type OperatorNumberCheckResult = z.infer<typeof operatorNumberCheckResult>;

export const operatorLookupClientDto = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.string(),
  scopes: z.array(z.enum(operatorLookupScopes)),
  requestsPerMinute: z.number().int(),
  creationTime: z.string(),
  lastUsedTime: z.string().nullable(),
  revokedTime: z.string().nullable(),
});
export type OperatorLookupClientDto = z.infer<typeof operatorLookupClientDto>;

export const createOperatorLookupClientInput = z.object({
  name: text().trim().min(1).max(200),
  scopes: z.array(z.enum(operatorLookupScopes)).min(1).max(operatorLookupScopes.length),
  requestsPerMinute: z.number().int().min(1).max(6000).default(60),
});
export type CreateOperatorLookupClientInput = z.infer<typeof createOperatorLookupClientInput>;

/** The client and its secret, which is never shown again. */
export const createdOperatorLookupClient = operatorLookupClientDto.extend({ clientSecret: z.string() });
export type CreatedOperatorLookupClient = z.infer<typeof createdOperatorLookupClient>;

export const revokeOperatorLookupClientInput = z.object({ id: entityId });

const C = 'OperatorLookupClient';

export const operatorLookupEndpoints = {
  /** Not named by the specification: every lookup client, revoked ones too, newest first. */
  getAll: endpoint({ service: C, method: 'GetAll', result: listResult(operatorLookupClientDto) }),
  /** Not named by the specification: a new client; its secret is in this answer only. */
  create: endpoint({ service: C, method: 'Create', input: createOperatorLookupClientInput, result: createdOperatorLookupClient }),
  /** Not named by the specification: ends a client; its tokens stop working at once. */
  revoke: endpoint({ service: C, method: 'Revoke', input: revokeOperatorLookupClientInput, result: operatorLookupClientDto }),
  /** Not named by the specification: the portal's public check of a typed operator number. */
  check: endpoint({ service: 'OperatorLookup', method: 'Check', input: operatorNumberCheckInput, result: operatorNumberCheckResult }),
};
