import type { OwnOrganizationListsDto } from '../../../shared/contracts/organization-members';
import type {
  CheckoutDto,
  ContactPersonFeeDto,
  CheckoutStateDto,
  FeesDto,
  PaymentDto,
  PaymentStandingDto,
  PilotPaymentDto,
} from '../../../shared/contracts/payments';
import { PaymentKind, PaymentStatus, UserStatus, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { api } from '../../test/calls';
import { fake } from '../../test/harness';
import { ownOrganizationLists } from '../../test/own-organizations';

/** Shared by the payment screens' tests: who is signed in, and what the fake server answers. */
export { api, bodyOf, callsTo, errorResponse, lastQueryOf, queryOf, signInWith } from '../../test/calls';

export const registrationToken = 'registration-token-123456';

export const fees: FeesDto = {
  fees: [
    { userTypeId: UserType.Under250, amount: 50_000, currency: 'ISK', description: 'Under 250' },
    { userTypeId: UserType.Over250, amount: 150_000, currency: 'ISK', description: 'Over 250' },
    { userTypeId: UserType.Pilot, amount: 15_000, currency: 'ISK', description: 'Pilot' },
    { userTypeId: UserType.ContactPerson, amount: 50_000, currency: 'ISK', description: 'Contact person' },
  ],
  validYears: 5,
  currency: 'ISK',
  isSandbox: true,
};

export const checkout: CheckoutDto = {
  checkoutId: 'CO-7F3K9Q2M',
  paymentId: 71,
  payPageUrl: 'https://pay.example.com/checkout',
  fields: { MerchantId: '42', ReferenceNumber: 'CO-7F3K9Q2M', Amount: '15000', DigitalSignature: 'abc123' },
  amount: 15_000,
  currency: 'ISK',
  description: 'Skráningargjald fjarflugmanns',
  isSandbox: true,
  checkoutKey: 'k3y-of-the-checkout',
};

export const payment = (status: number, changes: Partial<CheckoutStateDto> = {}): CheckoutStateDto => ({
  id: 71,
  checkoutId: checkout.checkoutId,
  status,
  kind: PaymentKind.Private,
  userTypeId: UserType.Pilot,
  description: 'Drone pilot registration fee',
  amount: 15_000,
  currency: 'ISK',
  creationTime: '2026-05-02T10:00:00Z',
  paidAt: status === PaymentStatus.Paid ? '2026-05-02T10:01:00Z' : null,
  validFrom: status === PaymentStatus.Paid ? '2026-05-02' : null,
  validUntil: status === PaymentStatus.Paid ? '2031-05-02' : null,
  cardNumberMasked: status === PaymentStatus.Paid ? '424242******4242' : null,
  error: null,
  ...changes,
});

/** A payment as the administrators' register shows it, with who paid. */
export const registerPayment = (status: number, changes: Partial<PaymentDto> = {}): PaymentDto => ({
  ...payment(status),
  userId: 1,
  payerName: 'Anna Jónsdóttir',
  organizationId: null,
  organizationName: null,
  organizationNumber: null,
  ...changes,
});

export const standing = (changes: Partial<PaymentStandingDto> = {}): PaymentStandingDto => ({
  isValid: false,
  validUntil: null,
  renewalDue: false,
  amount: 15_000,
  currency: 'ISK',
  description: 'Drone pilot registration fee',
  latest: null,
  awaitingConfirmation: false,
  ...changes,
});

export const pilotPayment = (
  id: number,
  status: number,
  creationTime: string,
  changes: Partial<PilotPaymentDto> = {},
): PilotPaymentDto => ({
  id,
  pilotId: 9,
  organizationId: null,
  checkoutId: `CO-${id}AAAAAA`,
  status,
  description: 'Drone pilot registration fee',
  cost: 15_000,
  monetaryUnit: 'ISK',
  paymentDate: status === PaymentStatus.Paid ? creationTime : null,
  validFrom: status === PaymentStatus.Paid ? creationTime.slice(0, 10) : null,
  validUntil: status === PaymentStatus.Paid ? `${Number(creationTime.slice(0, 4)) + 5}${creationTime.slice(4, 10)}` : null,
  error: null,
  creationTime,
  ...changes,
});

/** The organisation a contact person pays for. */
export const organizationId = 5;
export const organizationName = 'Norðurljósamyndir hf.';

export const memberships = (role: 'main' | 'none'): OwnOrganizationListsDto =>
  role === 'main' ? ownOrganizationLists({ organizationId, organizationName, places: ['main'] }) : ownOrganizationLists();

/**
 * Someone with the pilot area's permission, of a user type, contact person of the organisation or
 * not; `status` is their payment mode (NeedPaymentToLogin keeps them out of guarded pages).
 */
export function signInAs(userTypeId: number, role: 'main' | 'none' = 'none', status: number = UserStatus.NoNeedPayment) {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', String(userTypeId));
  localStorage.setItem('auth.userStatus', String(status));
  fake.overrides[api('Organization/GetListOrganizationByCurrentUser')] = () => memberships(role);
  fake.overrides[api('Organization/GetByCurrentUser')] = () => ({
    items: role === 'main' ? [{ id: organizationId, name: organizationName, userTypeId: UserType.Under250 }] : [],
  });
}

/** A contact person's fee answer: by default nothing covers them and both ways to pay are offered. */
export const contactFee = (changes: Partial<ContactPersonFeeDto> = {}): ContactPersonFeeDto => ({
  answer: 'organizationFeeDue',
  validUntil: null,
  organization: { id: organizationId, name: organizationName },
  choices: [
    { payer: 'private', amount: 15_000, currency: 'ISK', description: 'Organisation contact person registration fee' },
    { payer: 'organization', amount: 50_000, currency: 'ISK', description: 'Operator registration' },
  ],
  awaitingConfirmation: false,
  ...changes,
});

/** The fees, and unless a test says otherwise, a fee page with nothing paid and nothing awaited. */
export const serveFees = (changes: Partial<FeesDto> = {}) => {
  fake.overrides[api('Payment/GetFees')] = () => ({ ...fees, ...changes });
  fake.overrides[api('Payment/CheckValidPayment')] ??= () => standing();
  fake.overrides[api('Payment/GetContactPersonFee')] ??= () => contactFee();
};
