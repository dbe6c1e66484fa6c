import type {
  CreatedOperatorLookupClient,
  CreateOperatorLookupClientInput,
  OperatorLookupClientDto,
  OperatorLookupResult,
  OperatorLookupScope,
  OperatorNumberCheckResult,
  OperatorNumberStatus,
} from '../../../shared/contracts/operator-lookup';
import { operatorPublicLength, isValidOperatorNumber } from '../../../shared/operator-number';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { recordClientCall } from '../audit';
import { newClientCredentials } from './client-credentials';
import { operatorLookupPolicy } from './operator-lookup.policy';
import {
  clientDtoOf,
  findLookupClients,
  findOperatorByPublicPart,
  insertLookupClient,
  revokeLookupClient,
  touchLookupClient,
  type RegisteredOperator,
} from './operator-lookup.queries';

/** OperatorLookupClient/GetAll: every client, revoked ones too, newest first. */
export async function getLookupClients(deps: ServiceDeps, ctx: RequestContext): Promise<{ items: OperatorLookupClientDto[] }> {
  operatorLookupPolicy.manageClients(ctx);
  return { items: await findLookupClients(deps.database.db) };
}

/** OperatorLookupClient/Create: a new client and its secret, which only this answer carries. */
export async function createLookupClient(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateOperatorLookupClientInput,
): Promise<CreatedOperatorLookupClient> {
  const actor = operatorLookupPolicy.manageClients(ctx);
  const { clientId, clientSecret, secretHash } = newClientCredentials(deps.tokens.secrets);
  const row = await insertLookupClient(deps.database.db, {
    name: input.name,
    clientId,
    secretHash,
    scopes: [...new Set(input.scopes)],
    requestsPerMinute: input.requestsPerMinute,
    creatorUserId: actor.userId,
  });
  return { ...clientDtoOf(row), clientSecret };
}

/** OperatorLookupClient/Revoke: the client ends now, and so do the tokens it holds. */
export async function revokeClient(deps: ServiceDeps, ctx: RequestContext, input: { id: number }): Promise<OperatorLookupClientDto> {
  operatorLookupPolicy.manageClients(ctx);
  const row = await revokeLookupClient(deps.database.db, input.id, deps.now());
  if (!row) throw notFound();
  return clientDtoOf(row);
}

/** `ISL` in capitals and the rest in lower case, as the register writes numbers; typed numbers come either way. */
export const normalizedOperatorNumber = (typed: string) => `${typed.slice(0, 3).toUpperCase()}${typed.slice(3).toLowerCase()}`;

const wellFormedPattern = /^ISL[0-9a-z]{13}(-[0-9a-z]{3})?$/;

function statusOf(operator: RegisteredOperator | undefined, now: Date): OperatorNumberStatus {
  if (!operator) return 'unregistered';
  if (operator.isDeleted) return 'revoked';
  if (operator.expiry && operator.expiry <= now) return 'expired';
  return 'valid';
}

/**
 * What the register says of a number. A public part's check character guards the secret part
 * too, so it cannot be checked alone: a public part no operator holds is unregistered, whatever
 * its check character. A whole number is confirmed when the check holds over its secret part
 * and it is the number the register holds.
 */
async function answerFor(deps: ServiceDeps, number: string) {
  const publicPart = number.slice(0, operatorPublicLength);
  const operator = await findOperatorByPublicPart(deps.database.db, publicPart);
  const whole = number.length > operatorPublicLength;
  const confirmed = whole ? isValidOperatorNumber(number) && operator?.number === number : null;
  return { publicPart, operator, status: statusOf(operator, deps.now()), confirmed };
}

export interface LookupCaller {
  lookupClientId: number;
  scopes: readonly OperatorLookupScope[];
  clientIp: string;
  requestId: string;
}

/**
 * An authority's lookup (decision 0043): the number's status, the operator's kind and validity,
 * and the name and contact to a client granted them. The answer is in the audit log before it
 * leaves: a lookup that cannot be recorded is not answered.
 */
export async function lookUpOperatorNumber(deps: ServiceDeps, caller: LookupCaller, typed: string): Promise<OperatorLookupResult> {
  const number = normalizedOperatorNumber(typed);
  const { publicPart, operator, status, confirmed } = await answerFor(deps, number);
  const identityShown = Boolean(operator) && operatorLookupPolicy.seesIdentity(caller.scopes);
  await recordClientCall(deps, {
    lookupClientId: caller.lookupClientId,
    clientIp: caller.clientIp,
    requestId: caller.requestId,
    service: 'OperatorLookup',
    method: 'Lookup',
    entityType: 'OperatorNumber',
    entityId: publicPart,
    answer: { status, operatorKind: operator?.kind ?? null, confirmed, identityShown },
  });
  await touchLookupClient(deps.database.db, caller.lookupClientId, deps.now());
  return {
    operatorNumber: publicPart,
    registered: Boolean(operator),
    status,
    kind: operator?.kind ?? null,
    validUntil: operator?.expiry?.toISOString() ?? null,
    confirmed,
    operator:
      identityShown && operator
        ? { name: operator.name, email: operator.email, phoneNumber: operator.phoneNumber, address: operator.address }
        : null,
  };
}

/**
 * OperatorLookup/Check, the portal's public check: well formed (a whole number's check character
 * holding) and currently valid. Whose it is, and whether an invalid one expired, was revoked or
 * never was, are not told.
 */
export async function checkOperatorNumber(deps: ServiceDeps, typed: string): Promise<OperatorNumberCheckResult> {
  const number = normalizedOperatorNumber(typed);
  if (!wellFormedPattern.test(number)) return { wellFormed: false, valid: false };
  const whole = number.length > operatorPublicLength;
  if (whole && !isValidOperatorNumber(number)) return { wellFormed: false, valid: false };
  const { status, confirmed } = await answerFor(deps, number);
  return { wellFormed: true, valid: status === 'valid' && confirmed !== false };
}
