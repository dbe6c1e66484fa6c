import { z } from 'zod';
import { listResult } from './common';
import { endpoint } from './endpoint';
import { idBody } from './organization-members';

/**
 * Claims to organisation numbers (decision 0023): a registration claims its number until a
 * delegated electronic-ID login or an administrator proves it. Administrators of organisations
 * work through the claims still waiting.
 */
export const organizationClaimDto = z.object({
  id: z.number().int(),
  name: z.string(),
  organizationNumber: z.string(),
  email: z.string(),
  /** The registry did not know the number: only an administrator proves such a claim. */
  isManualRegistration: z.boolean(),
  creationTime: z.string(),
  mainContactName: z.string().nullable(),
  mainContactEmailAddress: z.string().nullable(),
  /** Claims waiting for the number, this one included. */
  claimsOfNumber: z.number().int(),
  /** Another organisation already holds the number, so this claim can only be refused. */
  isNumberHeld: z.boolean(),
});
export type OrganizationClaimDto = z.infer<typeof organizationClaimDto>;

const S = 'Organization';

export const organizationProofsEndpoints = {
  getClaimQueue: endpoint({ service: S, method: 'GetClaimQueue', result: listResult(organizationClaimDto) }),
  /** Proves the claim's number to be its own; the other claims of the number are refused. */
  approveClaim: endpoint({ service: S, method: 'ApproveClaim', verb: 'POST', input: idBody, result: z.boolean() }),
  /** Closes the claim; its contact persons are told. */
  refuseClaim: endpoint({ service: S, method: 'RefuseClaim', verb: 'POST', input: idBody, result: z.boolean() }),
};
