/**
 * The made-up people of the development identity provider. Their kennitölur are the register's
 * own test persons ("gervimenn"), which belong to nobody, so a test login never names a real
 * person. One has an e-mail address the provider vouches for, to try the linking of an account.
 */
export interface TestPerson {
  /** The provider's subject: the kennitala's digits, as Ísland.is's `sub` is stable per person. */
  sub: string;
  nationalId: string;
  givenName: string;
  familyName: string;
  birthdate: string;
  email?: string;
  /** The legal address the national register keeps, as the `address` claim gives it. */
  address?: { streetAddress: string; postalCode: string; locality: string };
  phoneNumber?: string;
  /** The companies the person may act for, as the provider's delegations (procuration) give them. */
  delegations?: readonly Delegation[];
}

/** A company a person may act for: its number's digits and its name. */
export interface Delegation {
  nationalId: string;
  name: string;
}

export const testPersons: readonly TestPerson[] = [
  {
    sub: '0101302989',
    nationalId: '0101302989',
    givenName: 'Gervimaður',
    familyName: 'Ameríka',
    birthdate: '1930-01-01',
    address: { streetAddress: 'Borgartún 21', postalCode: '105', locality: 'Reykjavík' },
    phoneNumber: '+354 555 0101',
  },
  { sub: '0101303019', nationalId: '0101303019', givenName: 'Gervimaður', familyName: 'Afríka', birthdate: '1930-01-01' },
  {
    sub: '0101302399',
    nationalId: '0101302399',
    givenName: 'Gervimaður',
    familyName: 'Færeyjar',
    birthdate: '1930-01-01',
    // One of the built-in registry's made-up companies (company-registry.ts), to prove a claim to it.
    delegations: [{ nationalId: '7005123340', name: 'Landmælingar og kort ehf.' }],
  },
  {
    sub: '0101307789',
    nationalId: '0101307789',
    givenName: 'Gervimaður',
    familyName: 'Útlönd',
    birthdate: '1930-01-01',
    email: 'gervimadur.utlond@example.com',
  },
];

export const findTestPerson = (sub: string) => testPersons.find((person) => person.sub === sub);

/**
 * What the login page's choice names: a person alone (`0101302399`), or a person acting for one of
 * their companies (`0101302399@7005123340`). Anything else is no choice.
 */
export function findChoice(choice: string): { person: TestPerson; delegation: Delegation | null } | null {
  const [sub = '', company] = choice.split('@');
  const person = findTestPerson(sub);
  if (!person) return null;
  if (company === undefined) return { person, delegation: null };
  const delegation = person.delegations?.find((d) => d.nationalId === company);
  return delegation ? { person, delegation } : null;
}

/**
 * The claims the provider gives for each scope, as Ísland.is names them. A login in which the
 * person acts for a company adds `delegation` (docs/id-login.md): the company's number and name,
 * and the kind of delegation. The person's own claims stay the person's.
 */
export function claimsOf(person: TestPerson, delegation: Delegation | null = null): Record<string, unknown> {
  return {
    ...(delegation ? { delegation: { nationalId: delegation.nationalId, name: delegation.name, type: 'ProcurationHolder' } } : {}),
    sub: person.sub,
    nationalId: person.nationalId,
    name: `${person.givenName} ${person.familyName}`,
    given_name: person.givenName,
    family_name: person.familyName,
    birthdate: person.birthdate,
    ...(person.email ? { email: person.email, email_verified: true } : {}),
    ...(person.address
      ? {
          address: {
            formatted: `${person.address.streetAddress}, ${person.address.postalCode} ${person.address.locality}`,
            street_address: person.address.streetAddress,
            postal_code: person.address.postalCode,
            locality: person.address.locality,
            country: 'IS',
          },
        }
      : {}),
    ...(person.phoneNumber ? { phone_number: person.phoneNumber, phone_number_verified: true } : {}),
  };
}
