import type { ContactPersonFeeDto } from '../../../shared/contracts/payments';
import { UserType } from '../../../shared/enums';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import { calendarDay } from '../../kernel/calendar';
import type { RequestContext } from '../../kernel/context';
import { businessError } from '../../kernel/errors';
import { organizationsOfContact } from '../organizations';
import { currency, feeDescription, readFees } from './fees';
import { findPayer, organizationFeeType, type Payer } from './payer';
import { findFurthestPaid, findLatestPayment, type PaymentOwner } from './payments.queries';
import { awaitsConfirmation } from './standing';

/**
 * What a contact person owes now and why, by the fee rules, in this order: their own fee paid and
 * valid; an organisation's fee paid and valid, which covers its contact persons; no fee set for
 * contact persons; otherwise a fee is due, and the choices are those that cost something: their own
 * fee, or the organisation's. One answer, read before any choice, so the fee step never contradicts itself.
 */
export async function contactPersonFeeOf(deps: ServiceDeps, db: Db, payer: Payer): Promise<ContactPersonFeeDto> {
  const today = calendarDay(deps.now());
  const fees = await readFees(db);
  const language = payer.language === 'en' ? 'en' : 'is';
  const organizations = await organizationsOfContact(db, payer.tenantId, payer.id);
  const own: PaymentOwner = { kind: 'person', userId: payer.id };
  const owners: PaymentOwner[] = [own, ...organizations.map((o) => ({ kind: 'organization', organizationId: o.id }) as const)];
  let awaitingConfirmation = false;
  for (const owner of owners) awaitingConfirmation ||= await awaitsConfirmation(deps, await findLatestPayment(db, owner));

  const validOf = async (owner: PaymentOwner) => {
    const paid = await findFurthestPaid(db, owner);
    return paid?.validUntil && paid.validUntil >= today ? paid.validUntil : null;
  };
  const base = { validUntil: null, organization: null, choices: [], awaitingConfirmation };
  const ownUntil = await validOf(own);
  if (ownUntil) return { ...base, answer: 'paidPersonally', validUntil: ownUntil };
  for (const organization of organizations) {
    const until = await validOf({ kind: 'organization', organizationId: organization.id });
    if (until)
      return {
        ...base,
        answer: 'coveredByOrganization',
        validUntil: until,
        organization: { id: organization.id, name: organization.name },
      };
  }
  const privateAmount = fees.amountOf(UserType.ContactPerson);
  if (privateAmount <= 0) return { ...base, answer: 'noFee' };

  const first = organizations[0];
  const choices: ContactPersonFeeDto['choices'] = [
    { payer: 'private', amount: privateAmount, currency, description: feeDescription(language, UserType.ContactPerson) },
  ];
  if (first) {
    const feeType = organizationFeeType({ userTypeId: first.userTypeId ?? UserType.Under250 });
    const amount = fees.amountOf(feeType);
    if (amount > 0) choices.push({ payer: 'organization', amount, currency, description: feeDescription(language, feeType, first.name) });
  }
  return {
    ...base,
    answer: 'organizationFeeDue',
    organization: first ? { id: first.id, name: first.name } : null,
    choices,
  };
}

/** Payment/GetContactPersonFee: the contact person's fee answer, by registration token or session. */
export async function getContactPersonFee(deps: ServiceDeps, ctx: RequestContext, input: { token?: string | undefined }) {
  const payer = await findPayer(deps.database.db, ctx, input.token, deps.now());
  if (payer.userTypeId !== UserType.ContactPerson) throw businessError('errors:paymentWrongType');
  return contactPersonFeeOf(deps, deps.database.db, payer);
}
