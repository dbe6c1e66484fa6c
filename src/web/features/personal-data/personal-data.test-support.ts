import { exportSections, type ErasureRequestDto, type PersonalDataDto } from '../../../shared/contracts/personal-data';
import { Permission } from '../../../shared/permissions';
import { fake } from '../../test/harness';
import { api } from '../../test/calls';

export { api, bodyOf, callsTo, errorResponse, queryOf, signInWith } from '../../test/calls';

/** A signed-in pilot, with no organisations. */
export function signInAsPilot() {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', '3');
  localStorage.setItem('auth.userStatus', '0');
  fake.overrides[api('Organization/GetListOrganizationByCurrentUser')] = () => ({
    pilotOrganizations: [],
    contactPersonOrganizations: [],
    mainContactPersonOrganizations: [],
    organizations: [],
  });
  fake.overrides[api('Organization/GetByCurrentUser')] = () => ({ items: [] });
}

export function myData(): PersonalDataDto {
  const sections = Object.fromEntries(exportSections.map((s) => [s, []])) as unknown as PersonalDataDto['sections'];
  sections.account = [{ id: 1, name: 'Anna', surname: 'Jónsdóttir', emailAddress: 'anna@example.is' }];
  sections.certificates = [{ certificateNumber: 'A1-2026-0001' }];
  sections.payments = [
    { id: 4, amount: 15000 },
    { id: 5, amount: 15000 },
  ];
  return { formatVersion: 1, generatedAt: '2026-05-04T10:00:00.000Z', language: 'en', sections };
}

export function erasureRequest(changes: Partial<ErasureRequestDto> = {}): ErasureRequestDto {
  return {
    id: 31,
    userId: 1,
    userName: 'anna',
    fullName: 'Anna Jónsdóttir',
    emailAddress: 'anna@example.is',
    reason: null,
    status: 1,
    requestTime: '2026-05-04T10:00:00.000Z',
    decisionTime: null,
    decisionReason: null,
    ...changes,
  };
}
