import type { ConfirmedPilotEmailDto, PilotEmailDto } from '../../../shared/contracts/pilots';
import { isLanguage } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { hashLinkToken, newLinkToken } from '../../kernel/tokens';
import { enqueueMail } from '../../mail/enqueue-mail';
import { confirmByLink, findConfirmationLink, noConfirmation, recordConfirmationSent } from './pilot-email-confirmation.queries';
import { findItem, toEmailDto, type ItemRow } from './pilot-items.queries';
import { lockPilot } from './pilots.queries';
import { reachPilot } from './pilots.service';

/**
 * A pilot proves an address they typed onto their record by following a link mailed to it; an
 * organisation then finds them by it, as by their sign-in address or one the national register gave
 * (organizations/people.queries.ts). The link lives on the address itself, not among the account's
 * link tokens, since it proves the address and not the account: it is used once, and a changed
 * value or a newer link ends it.
 */

const hour = 60 * 60 * 1000;
/** As the account's own address link (accounts/link-tokens.ts): mail may wait a weekend. */
export const confirmationLifetimeMs = 48 * hour;
/** A second link to the same address waits this long, so an impatient hand does not fill someone's inbox. */
export const resendAfterMs = 60 * 1000;

/**
 * What a change of the value leaves of its confirmation: nothing when the address is another one.
 * Letter case alone is no change: addresses are matched without it.
 */
export function confirmationAfterChange(item: ItemRow<'email'>, email: string | undefined) {
  return email === undefined || email.toLowerCase() === item.email.toLowerCase() ? {} : noConfirmation;
}

/** Mails a confirmation link to one of the pilot's typed addresses, for its owner or an administrator of pilots. */
export async function sendEmailConfirmation(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<PilotEmailDto> {
  return withTransaction(deps.database.pool, async (tx) => {
    const reached = await findItem(tx.db, 'email', id);
    if (!reached) throw notFound();
    const { view } = await reachPilot(tx.db, ctx, { id: reached.pilotId });
    await lockPilot(tx.db, reached.pilotId);
    // Read again under the lock, which every change of the record takes: a send or change that went first is seen.
    const item = await findItem(tx.db, 'email', id);
    if (!item) throw notFound();
    if (item.isKrr) throw businessError('errors:pilot.emailConfirmation.fromRegistry');
    if (item.confirmedTime) throw businessError('errors:pilot.emailConfirmation.confirmed', { email: item.email });
    const now = deps.now();
    if (item.confirmationSentTime && now.getTime() - item.confirmationSentTime.getTime() < resendAfterMs)
      throw businessError('errors:pilot.emailConfirmation.sentRecently', { email: item.email });

    const { token, hash } = newLinkToken();
    const sent = await recordConfirmationSent(tx.db, id, {
      tokenHash: hash,
      sentTime: now,
      expiryTime: new Date(now.getTime() + confirmationLifetimeMs),
    });
    await enqueueMail(tx, deps.jobs, {
      tenantId: view.pilot.tenantId,
      userId: view.pilot.userId,
      to: item.email,
      language: isLanguage(view.user.language) ? view.user.language : ctx.language,
      template: 'pilotEmailConfirmation',
      vars: {
        name: view.user.name,
        email: item.email,
        actionUrl: `${deps.publicUrl}/confirm-email/${token}`,
        hours: confirmationLifetimeMs / hour,
      },
    });
    return toEmailDto(sent);
  });
}

/** Confirms the address a followed link was mailed to; a link not live is refused with its reason, in the account links' words. */
export async function confirmPilotEmail(deps: ServiceDeps, token: string): Promise<ConfirmedPilotEmailDto> {
  const { db } = deps.database;
  const now = deps.now();
  const hash = hashLinkToken(token);
  const email = await confirmByLink(db, hash, now);
  if (email !== null) return { emailAddress: email };
  const link = await findConfirmationLink(db, hash);
  if (link?.confirmedTime) throw businessError('errors:linkUsed');
  if (link?.expiryTime && link.expiryTime <= now) throw businessError('errors:linkExpired');
  throw businessError('errors:invalidLink');
}
