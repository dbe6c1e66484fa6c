import type { PopulatedPilotDto } from '../../shared/contracts/pilots';

/**
 * A pilot's whole record as `Pilot/GetHomePagePilotByCurrentUser` answers it: Sól, a pilot with
 * no organisation and nothing added yet. A test names only what it is about in `changes`.
 */
export const pilotRecord = (changes: Partial<PopulatedPilotDto> = {}): PopulatedPilotDto =>
  ({
    id: 7,
    userId: 1,
    userName: 'sol',
    name: 'Sól',
    surname: 'Flugdóttir',
    fullName: 'Sól Flugdóttir',
    dateOfBirth: '1990-01-01',
    countryCode: 'IS',
    socialSecurityNumber: null,
    email: 'sol@example.is',
    phoneNumber: null,
    address: null,
    insuranceNumber: null,
    organizationId: null,
    pilotTypeId: 3,
    statusId: 1,
    isActive: true,
    isIDLogin: false,
    isSocialSecurityNumberVerified: false,
    uniqueId: 'abc',
    operatorRegistrationNumber: null,
    expiredOperatorRegistrationNumberTime: null,
    selfDeclarationAcceptedTime: null,
    numberNotes: 0,
    orgRole: 0,
    user: null,
    moodleUserId: null,
    creationTime: '2026-01-01T00:00:00Z',
    insurance: [],
    phoneNumbers: [],
    emails: [],
    addresses: [],
    ...changes,
  }) as unknown as PopulatedPilotDto;
