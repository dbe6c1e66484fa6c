import type {
  pilotItemEndpoints,
  PilotAddressDto,
  PilotEmailDto,
  PilotInsuranceDto,
  PilotPhoneNumberDto,
  PopulatedPilotDto,
} from '../../../../shared/contracts/pilots';

export type ItemKindName = keyof typeof pilotItemEndpoints;

export interface ItemField {
  name: string;
  type?: 'email' | 'tel' | 'text';
  autoComplete?: string;
  /** Two letters, chosen from the country list. */
  country?: boolean;
}

/**
 * What the screens need to know of each kind of item: its fields (named as the contract names
 * them), the member saying it is main (none for insurance), how it reads in a list, and where the
 * populated record keeps the kind's list.
 */
export interface ItemKind<Dto extends { id: number; pilotId: number }> {
  name: ItemKindName;
  fields: ItemField[];
  mainMember: 'isMain' | 'isMainEmail' | 'isMainAddress' | null;
  listOf: (pilot: PopulatedPilotDto) => Dto[];
  text: (item: Dto) => string;
  /** A typed value its holder proves by a mailed link (decision 0033); one from the national registry counts as proved. */
  confirmable?: boolean;
}

const phoneNumber: ItemKind<PilotPhoneNumberDto> = {
  name: 'phoneNumber',
  fields: [{ name: 'phonenumber', type: 'tel', autoComplete: 'tel' }],
  mainMember: 'isMain',
  listOf: (p) => p.phoneNumbers,
  text: (i) => i.phonenumber,
};
const email: ItemKind<PilotEmailDto> = {
  name: 'email',
  fields: [{ name: 'email', type: 'email', autoComplete: 'email' }],
  mainMember: 'isMainEmail',
  listOf: (p) => p.emails,
  text: (i) => i.email,
  confirmable: true,
};
const address: ItemKind<PilotAddressDto> = {
  name: 'address',
  fields: [
    { name: 'streetAddress', autoComplete: 'street-address' },
    { name: 'postNumber', autoComplete: 'postal-code' },
    { name: 'postLocation', autoComplete: 'address-level2' },
    { name: 'countryCode', country: true },
  ],
  mainMember: 'isMainAddress',
  listOf: (p) => p.addresses,
  text: (i) => `${i.streetAddress}, ${i.postNumber} ${i.postLocation}`,
};
const insurance: ItemKind<PilotInsuranceDto> = {
  name: 'insurance',
  fields: [{ name: 'insurancePolicyNumber' }, { name: 'insuranceCompanyName', autoComplete: 'organization' }],
  mainMember: null,
  listOf: (p) => p.insurance,
  text: (i) => `${i.insurancePolicyNumber} (${i.insuranceCompanyName})`,
};

export const itemKinds = [phoneNumber, email, address, insurance] as unknown as ItemKind<{ id: number; pilotId: number }>[];
