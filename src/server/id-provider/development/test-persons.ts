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
}

export const testPersons: readonly TestPerson[] = [
  { sub: '0101302989', nationalId: '0101302989', givenName: 'Gervimaður', familyName: 'Ameríka', birthdate: '1930-01-01' },
  { sub: '0101303019', nationalId: '0101303019', givenName: 'Gervimaður', familyName: 'Afríka', birthdate: '1930-01-01' },
  { sub: '0101302399', nationalId: '0101302399', givenName: 'Gervimaður', familyName: 'Færeyjar', birthdate: '1930-01-01' },
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

/** The claims the provider gives for each scope, as Ísland.is names them. */
export function claimsOf(person: TestPerson): Record<string, unknown> {
  return {
    sub: person.sub,
    nationalId: person.nationalId,
    name: `${person.givenName} ${person.familyName}`,
    given_name: person.givenName,
    family_name: person.familyName,
    birthdate: person.birthdate,
    ...(person.email ? { email: person.email, email_verified: true } : {}),
  };
}
