import type { OrganizationDto } from '../../src/shared/contracts/organizations';
import { adminToken, api, type SeededSession } from './browser';
import { createUser, signedIn, uniqueName, type TestUser } from './portal';
import type { Language } from './texts';

/** Organisations and the people who speak for them, made through the API as the administrator. */

/**
 * An organisation number of the registry's shape, DDMMYY-NNNN with a company's day (41–71), that
 * no other journey or earlier run uses: random digits, the last four from the clock.
 */
export function uniqueOrganizationNumber(): string {
  const day = 41 + Math.floor(Math.random() * 28);
  const month = 1 + Math.floor(Math.random() * 12);
  const year = Math.floor(Math.random() * 100);
  const tail = (Date.now() + Math.floor(Math.random() * 10_000)) % 10_000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day)}${two(month)}${two(year)}-${String(tail).padStart(4, '0')}`;
}

/**
 * A person of user type 4 (a contact person) with a session to start a browser signed in. The
 * static ContactPerson role grants `Pages.Pilot.Permission`, which opens /my-site.
 */
export async function createContactPerson(language: Language): Promise<TestUser & { session: SeededSession }> {
  const user = await createUser({ roleNames: ['ContactPerson'], userTypeId: 4, language });
  return { ...user, session: await signedIn(user) };
}

export interface TestOrganization {
  id: number;
  name: string;
  organizationNumber: string;
  phoneNumber: string;
  email: string;
  /** Its main contact person, whose account existed before the organisation. */
  mainContact: TestUser & { session: SeededSession };
}

/**
 * An organisation under 250 staff, registered by the administrator with a new contact person as
 * its main contact person (RegisterOrganizationFromAdmin names an existing account).
 */
export async function createOrganization(language: Language, options: { name?: string } = {}): Promise<TestOrganization> {
  const mainContact = await createContactPerson(language);
  const organization = await api<OrganizationDto>('/api/services/app/Organization/RegisterOrganizationFromAdmin', {
    token: await adminToken(),
    body: {
      organizationNumber: uniqueOrganizationNumber(),
      name: options.name ?? uniqueName('Drónar '),
      address: 'Skeifan 3',
      postCode: '108',
      countryCode: 'IS',
      email: `${uniqueName('skrifstofa')}@example.test`,
      phoneNumber: '+354 555 1234',
      insurancePolicyNumber: 'TR-88421',
      insuranceCompanyName: 'Vátryggingafélagið',
      isManualRegistration: true,
      userTypeId: 1,
      mainContactEmailAddress: mainContact.emailAddress,
    },
  });
  return {
    id: organization.id,
    name: organization.name,
    organizationNumber: organization.organizationNumber,
    phoneNumber: organization.phoneNumber,
    email: organization.email,
    mainContact,
  };
}
