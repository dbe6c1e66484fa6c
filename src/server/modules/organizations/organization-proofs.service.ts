import { isLanguage } from '../../../shared/enums';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { requireNotSelf, type RequestContext } from '../../kernel/context';
import { duplicate, isUniqueViolation, notFound } from '../../kernel/errors';
import { enqueueMail } from '../../mail/enqueue-mail';
import { changeLinks } from './organization-links';
import { findLinksOfOrganization } from './organization-links.queries';
import {
  findClaimContacts,
  findClaimQueue,
  findClaimsOfMainContact,
  findRivalClaims,
  lockClaim,
  markProved,
  markRefused,
  type Claim,
} from './organization-proofs.queries';
import { findOrganizationIdByNumber } from './organizations.queries';
import { organizationsPolicy } from './organizations.policy';
import { numberIndex } from './organizations.service';

/**
 * Decision 0023: a registration claims its organisation number; the claim holds the number only
 * once proved, by a delegated electronic-ID login for the company or by an administrator. The
 * first proof wins: the other claims of the number are refused in the same transaction and their
 * contact persons told, so nobody's claim blocks the company that proves it.
 */

type ProvedBy = 'idLogin' | 'administrator';

/** A claim's people hear how it ended, in their own language; the mail goes with the transaction. */
async function tellClaimants(tx: Tx, deps: ServiceDeps, claim: Claim, template: 'organizationClaimRefused' | 'organizationClaimProved') {
  for (const person of await findClaimContacts(tx.db, claim.id)) {
    await enqueueMail(tx, deps.jobs, {
      tenantId: claim.tenantId,
      userId: person.userId,
      to: person.emailAddress,
      language: isLanguage(person.language) ? person.language : 'is',
      template,
      vars: { name: person.name, organizationName: claim.name, organizationNumber: claim.organizationNumber, actionUrl: deps.publicUrl },
    });
  }
}

/** Closes claims: they hold nothing, their people lose their places in them and are told. */
async function refuse(tx: Tx, deps: ServiceDeps, claims: readonly Claim[]) {
  const now = deps.now();
  await markRefused(
    tx.db,
    claims.map((c) => c.id),
    now,
  );
  for (const claim of claims) {
    await tellClaimants(tx, deps, claim, 'organizationClaimRefused');
    const links = await findLinksOfOrganization(tx.db, claim.id);
    await changeLinks(tx.db, claim.id, [{ kind: 'remove', linkIds: links.map((l) => l.id) }]);
  }
}

/**
 * Proves a claim, in the caller's transaction: refused when another organisation of the tenant
 * already holds the number (a race past the check meets the unique index); the number's other
 * claims are refused.
 */
export async function proveClaim(tx: Tx, deps: ServiceDeps, tenantId: number | null, id: number, proofMethod: ProvedBy) {
  const claim = await lockClaim(tx.db, tenantId, id);
  if (!claim) throw notFound();
  if (claim.proof === 'proved') return claim;
  const taken = () => duplicate('errors:duplicateOrganizationNumber', { organizationNumber: claim.organizationNumber });
  const rivals = await findRivalClaims(tx.db, claim);
  if ((await findOrganizationIdByNumber(tx.db, tenantId, claim.organizationNumber, claim.id)) !== null) throw taken();
  await markProved(tx.db, claim.id, proofMethod, deps.now()).catch((error: unknown) => {
    throw isUniqueViolation(error, numberIndex) ? taken() : error;
  });
  await refuse(tx, deps, rivals);
  return claim;
}

/** Organization/GetClaimQueue: the claims of the tenant still waiting, oldest first. */
export async function getClaimQueue(deps: ServiceDeps, ctx: RequestContext) {
  organizationsPolicy.administer(ctx);
  const rows = await findClaimQueue(deps.database.db, ctx.tenantId);
  return {
    items: rows.map(({ tenantId: _tenantId, proof: _proof, creationTime, ...row }) => ({
      ...row,
      creationTime: creationTime.toISOString(),
    })),
  };
}

/**
 * The claim an administrator decides on: a waiting one of their tenant (anything else answers as
 * missing), and not one they speak for themselves, since approving it would be a grant to
 * themselves (decision 0027).
 */
async function reachClaim(tx: Tx, ctx: RequestContext, id: number) {
  const actor = organizationsPolicy.administer(ctx);
  const claim = await lockClaim(tx.db, ctx.tenantId, id);
  if (!claim || claim.proof !== 'pending') throw notFound();
  for (const contact of await findClaimContacts(tx.db, id)) requireNotSelf(actor, contact.userId);
  return claim;
}

/**
 * Organization/ApproveClaim: an administrator proves the claim; the number's other claims are
 * refused. The claim's people hear of it, as those of a refused one do.
 */
export async function approveClaim(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    await reachClaim(tx, ctx, id);
    const claim = await proveClaim(tx, deps, ctx.tenantId, id, 'administrator');
    await tellClaimants(tx, deps, claim, 'organizationClaimProved');
  });
  return true;
}

/** Organization/RefuseClaim: an administrator closes the claim; its people are told. */
export async function refuseClaim(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const claim = await reachClaim(tx, ctx, id);
    await refuse(tx, deps, [claim]);
  });
  return true;
}

/**
 * A login through the identity provider in which the person acted for the company numbered
 * `organizationNumber` proves that person's claims to it: those they registered as main contact
 * person whose number the registry knew (a number typed by hand is always an administrator's to
 * prove). The oldest is proved and the rest refused; a number someone else already holds stays
 * theirs and is for the administrators to sort out. Answers the id of the organisation proved.
 */
export async function proveByDelegatedLogin(
  deps: ServiceDeps,
  tenantId: number | null,
  userId: number,
  organizationNumber: string,
): Promise<number | null> {
  return withTransaction(deps.database.pool, async (tx) => {
    const [first] = await findClaimsOfMainContact(tx.db, tenantId, userId, organizationNumber);
    if (first === undefined) return null;
    if ((await findOrganizationIdByNumber(tx.db, tenantId, organizationNumber)) !== null) return null;
    await proveClaim(tx, deps, tenantId, first, 'idLogin');
    return first;
  });
}
