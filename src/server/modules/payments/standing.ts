import type { PaymentStandingDto } from '../../../shared/contracts/payments';
import { isLanguage, PaymentStatus, UserType } from '../../../shared/enums';
import { calendarDay } from '../../kernel/calendar';
import type { ServiceDeps } from '../../deps';
import { organizationsOfContact } from '../organizations';
import { currency, feeDescription, readFees } from './fees';
import type { Payer } from './payer';
import { toCheckoutStateDto } from './payment-dto';
import { cameBackPaid, findFurthestPaid, findLatestPayment, type PaymentOwner, type PaymentRow } from './payments.queries';

/** Renewal is offered this many days before a fee runs out. */
export const renewalWindowDays = 60;
const day = 86_400_000;

/**
 * Whether a fee is paid and valid today, until when, whether to renew, and what renewing costs.
 * A person who speaks for an organisation whose fee is valid counts as paid: that fee covers its
 * contact persons.
 */
export async function findStanding(
  deps: ServiceDeps,
  owner: PaymentOwner,
  person: Payer | undefined,
  organization?: { userTypeId: number; name: string },
): Promise<PaymentStandingDto> {
  const { db } = deps.database;
  const today = calendarDay(deps.now());
  const furthest = await findFurthestPaid(db, owner);
  let validUntil = furthest?.validUntil && furthest.validUntil >= today ? furthest.validUntil : null;
  if (owner.kind === 'person' && person) {
    for (const org of await organizationsOfContact(db, person.tenantId, person.id)) {
      const covering = await findFurthestPaid(db, { kind: 'organization', organizationId: org.id });
      if (covering?.validUntil && covering.validUntil >= today && (!validUntil || covering.validUntil > validUntil)) {
        validUntil = covering.validUntil;
      }
    }
  }
  const daysLeft = validUntil ? Math.round((Date.parse(validUntil) - Date.parse(today)) / day) : -1;
  const fees = await readFees(db);
  const language = person && isLanguage(person.language) ? person.language : 'is';
  const feeType = organization ? organization.userTypeId : (person?.userTypeId ?? UserType.Pilot);
  const latest = await findLatestPayment(db, owner);
  return {
    isValid: validUntil !== null,
    validUntil,
    renewalDue: validUntil === null || daysLeft <= renewalWindowDays,
    amount: fees.amountOf(feeType),
    currency,
    description: feeDescription(language, feeType, organization?.name),
    latest: latest ? toCheckoutStateDto(latest, language) : null,
    awaitingConfirmation: await awaitsConfirmation(deps, latest),
  };
}

/** A pending payment whose payer came back from the pay page: only the provider's word is awaited. */
export async function awaitsConfirmation(deps: ServiceDeps, payment: PaymentRow | undefined): Promise<boolean> {
  return payment?.status === PaymentStatus.Pending && (await cameBackPaid(deps.database.db, payment.id));
}
