import { OrganizationRole, UserType } from '../../../shared/enums';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { findAccount, linkTokenHolder } from '../accounts';
import { getOrganization, rolesInOrganization } from '../organizations';

export type Payer = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/**
 * Who pays: the registrant named by the registration token (the wizard, before the first
 * sign-in), or the signed-in user. A token spent, revoked or run out is refused with its reason
 * (decision 0024).
 */
export async function findPayer(db: Db, ctx: RequestContext, token: string | undefined, now: Date): Promise<Payer> {
  let userId: number | null;
  if (token) {
    userId = await linkTokenHolder(db, token, 'registration', now);
  } else {
    userId = ctx.actor?.userId ?? null;
    // Not a 401: these calls are open to the registrant who holds the link rather than a session.
    if (userId === null) throw businessError('errors:paymentNeedsSignInOrLink');
  }
  const user = await findAccount(db, userId);
  if (!user || !user.isActive || user.isDeleted) throw businessError(token ? 'errors:registrationStepEnded' : 'errors:invalidLink');
  return user;
}

/**
 * The organisation whose fee the payer pays: theirs to speak for (contact or main contact
 * person), in their tenant. Anything else answers 404, so nobody learns of other organisations.
 */
export async function payableOrganization(db: Db, payer: Payer, organizationId: number) {
  const roles = await rolesInOrganization(db, payer.id, organizationId);
  const speaksFor = roles.some((role) => role === OrganizationRole.ContactPerson || role === OrganizationRole.MainContactPerson);
  const organization = speaksFor ? await getOrganization(db, payer.tenantId, organizationId) : null;
  if (!organization) throw notFound();
  return organization;
}

/** The fee type of an organisation: its size. */
export const organizationFeeType = (organization: { userTypeId: number }) =>
  organization.userTypeId === UserType.Over250 ? UserType.Over250 : UserType.Under250;
