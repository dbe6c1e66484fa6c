import type { OrganizationPilotDto, PilotExaminationDto } from '../../../shared/contracts/organization-members';
import { CertificateType, RecruitmentStatus } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import { calendarDay } from '../../kernel/calendar';
import type { RequestContext } from '../../kernel/context';
import {
  findApprovedPilots,
  findCertificatesOf,
  findOrganizationPilots,
  findPilotRoles,
  findWaitingRecruitments,
  type CertificateRow,
} from './organization-pilots.queries';
import { reachOrganization } from './organizations.policy';

/** What a contact person sees of the organisation's pilots: who they are, what they hold, who waits. */

const isValidOn = (c: CertificateRow, today: string) => c.isPassed && c.revokedTime === null && c.expiredDate >= today;

const toMemberCertificate = (c: CertificateRow, today: string) => ({
  userCertificateId: c.id,
  certificateId: c.certificateId,
  certificateNumber: c.certificateNumber,
  passedDate: c.passedDate,
  expiredDate: c.expiredDate,
  isValid: isValidOn(c, today),
});

/** Organization/GetPilotByOrganizationId: waiting and approved pilots, the approved ones with their certificates. */
export async function getPilots(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { organizationId: number; keyword?: string | undefined; sortDirection: 'asc' | 'desc' },
): Promise<{ items: OrganizationPilotDto[] }> {
  const { db } = deps.database;
  await reachOrganization(db, ctx, input.organizationId, 'contact');
  const today = calendarDay(deps.now());
  const rows = await findOrganizationPilots(db, input.organizationId, input, today);
  const approved = rows.filter((r) => r.recruitmentStatusId === RecruitmentStatus.Approved).map((r) => r.userId);
  const certificates = await findCertificatesOf(db, approved);
  return {
    items: rows.map(({ name, surname, creationTime, ...row }) => ({
      ...row,
      fullName: `${name} ${surname}`,
      creationTime: creationTime.toISOString(),
      certificates:
        row.recruitmentStatusId === RecruitmentStatus.Approved
          ? certificates.filter((c) => c.userId === row.userId).map((c) => toMemberCertificate(c, today))
          : [],
    })),
  };
}

/**
 * Organization/GetPilotsExaminationByOrganizationId: for each approved pilot and each certificate
 * type (1 A1A3, 2 A2), the certificate that counts: the valid one that lasts longest, else the
 * newest; `passedExamination` when it is valid today.
 */
export async function getPilotExaminations(deps: ServiceDeps, ctx: RequestContext, organizationId: number) {
  const { db } = deps.database;
  await reachOrganization(db, ctx, organizationId, 'contact');
  const today = calendarDay(deps.now());
  const pilots = await findApprovedPilots(db, organizationId);
  const certificates = await findCertificatesOf(
    db,
    pilots.map((p) => p.userId),
  );
  const items: PilotExaminationDto[] = pilots.flatMap((pilot) =>
    [CertificateType.A1A3, CertificateType.A2].map((certificateId) => {
      const held = certificates.filter((c) => c.userId === pilot.userId && c.certificateId === certificateId && c.revokedTime === null);
      const counts = held.find((c) => isValidOn(c, today)) ?? held[0];
      return {
        userId: pilot.userId,
        fullName: `${pilot.name} ${pilot.surname}`,
        certificateId,
        userCertificateId: counts?.id ?? null,
        passedExamination: counts !== undefined && isValidOn(counts, today),
        startDate: counts?.passedDate ?? null,
        expiredDate: counts?.expiredDate ?? null,
      };
    }),
  );
  return { items };
}

/** Organization/GetPilotsRecruitmentByOrganizationId: the pilots who asked to join and wait for the organisation's answer. */
export async function getRecruitments(deps: ServiceDeps, ctx: RequestContext, organizationId: number) {
  const { db } = deps.database;
  await reachOrganization(db, ctx, organizationId, 'contact');
  return { items: await findWaitingRecruitments(db, organizationId) };
}

/** UserOrganization/GetAllPilotByOrganizationId. */
export async function getPilotRoles(deps: ServiceDeps, ctx: RequestContext, organizationId: number) {
  const { db } = deps.database;
  await reachOrganization(db, ctx, organizationId, 'contact');
  return { items: await findPilotRoles(db, organizationId) };
}
