import type { UserCertificateDto } from '../../../shared/contracts/certificates';
import { Permission } from '../../../shared/permissions';
import { fake } from '../../test/harness';

/** A pilot signed in, as the competency page sees one. */
export function signInAsPilot(): void {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', '3');
}

/** A valid certificate of Anna Jónsdóttir's: A1/A3 unless `changes` say otherwise. */
export const userCertificate = (changes: Partial<UserCertificateDto> = {}): UserCertificateDto => ({
  id: 501,
  certificateId: 1,
  certificate: { id: 1, name: 'A1/A3', nameEnglish: 'A1/A3' },
  userId: 1,
  user: { fullName: 'Anna Jónsdóttir', dateOfBirth: '1990-05-17' },
  isPassed: true,
  certificateNumber: 'ISL-A1A3-000123',
  examDate: '2026-04-02',
  passedDate: '2026-04-02',
  expiredDate: '2031-04-02',
  state: 'valid',
  revokedTime: null,
  verifyUrl: 'http://localhost/verify-qrcode/1/abc',
  ...changes,
});
