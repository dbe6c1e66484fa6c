import type { OrganizationPilotDto } from '../../../../shared/contracts/organization-members';
import { todayIso } from '../../../lib/dates';

export type MemberCertificate = OrganizationPilotDto['certificates'][number];
export type CertificateStanding = 'valid' | 'expiringSoon' | 'expired' | 'invalid';

/** How long before its end a certificate is flagged: time enough for a pilot to book and sit the exam again. */
export const expiringSoonDays = 90;

const dayMs = 86_400_000;

/** Where a certificate stands on a day: valid, ending within `expiringSoonDays`, past its end, or otherwise not valid (revoked). */
export function standingOf(certificate: MemberCertificate, today: string = todayIso()): CertificateStanding {
  const end = certificate.expiredDate?.slice(0, 10) ?? null;
  if (end !== null && end < today) return 'expired';
  if (!certificate.isValid) return 'invalid';
  if (end !== null && (Date.parse(end) - Date.parse(today)) / dayMs <= expiringSoonDays) return 'expiringSoon';
  return 'valid';
}

/** A pilot's certificate of a type (A1/A3 or A2): the one that lasts longest, if they hold any. */
export function certificateOfType(certificates: readonly MemberCertificate[], certificateId: number): MemberCertificate | null {
  return (
    certificates
      .filter((c) => c.certificateId === certificateId)
      .sort((a, b) => (b.expiredDate ?? '').localeCompare(a.expiredDate ?? ''))[0] ?? null
  );
}
