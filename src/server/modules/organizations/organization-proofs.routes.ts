import { organizationProofsEndpoints as e } from '../../../shared/contracts/organization-proofs';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as proofs from './organization-proofs.service';

/** The administrators' queue of claims to organisation numbers (decision 0023). */
export const organizationProofRoutes = (deps: ServiceDeps) => [
  route(e.getClaimQueue, {
    access: Permission.Organizations,
    summary: 'The claims to organisation numbers still waiting for proof, oldest first, with their main contact persons.',
    handler: (ctx) => proofs.getClaimQueue(deps, ctx),
  }),
  route(e.approveClaim, {
    access: Permission.Organizations,
    summary: 'Proves a claim’s number to be its own; the other claims of the number are refused and their people told.',
    handler: (ctx, input) => proofs.approveClaim(deps, ctx, input.id),
  }),
  route(e.refuseClaim, {
    access: Permission.Organizations,
    summary: 'Refuses a claim: it is closed and its contact persons are told.',
    handler: (ctx, input) => proofs.refuseClaim(deps, ctx, input.id),
  }),
];
