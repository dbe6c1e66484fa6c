import type { CourseStatusDto } from '../../../shared/contracts/courses';
import { userRecordLimits, type UserRecordDto } from '../../../shared/contracts/users';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { AppError, notFound } from '../../kernel/errors';
import { findCertificatesOfHolder } from '../certificates';
import { courseStatusOf } from '../courses';
import { findAttemptsOfUser } from '../exam-results';
import { organizationLinksOf } from '../organizations';
import { findPaymentsOfPayer } from '../payments';
import { findPilotRecord } from '../pilots';
import { findUserNotes, toUserNoteDto } from './user-notes.queries';
import { findUser } from './users.queries';
import { usersPolicy } from './users.policy';

/**
 * The course platform answers 502 when it cannot be asked: the rest of the record still stands,
 * so its courses are left unknown rather than the whole record refused.
 */
async function coursesOrUnknown(read: Promise<CourseStatusDto[]>): Promise<CourseStatusDto[] | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.status === 502) return null;
    throw error;
  }
}

/**
 * User/GetUserRecord: a person of the tenant seen whole, in one request: certificates, course
 * progress, exam attempts, payments, places in organisations and the administrators' notes. Each
 * module answers its own list through its face; the long ones are cut to their latest rows and
 * say how many there are, so a long history costs no more than a short one. A missing person,
 * another tenant's, or (to an administrator of pilots only) one outside the register answers 404.
 */
export async function getUserRecord(deps: ServiceDeps, ctx: RequestContext, userId: number): Promise<UserRecordDto> {
  const reach = usersPolicy.readRecord(ctx);
  const { db } = deps.database;
  const tenantId = ctx.tenantId;
  if (!(await findUser(db, tenantId, userId))) throw notFound();
  if (!reach.users && !(await findPilotRecord(db, tenantId, { userId }))) throw notFound();
  const [certificates, courses, examAttempts, payments, organizations, notes] = await Promise.all([
    findCertificatesOfHolder(deps, userId),
    coursesOrUnknown(courseStatusOf(deps, ctx, userId)),
    findAttemptsOfUser(deps, tenantId, userId, userRecordLimits.examAttempts),
    findPaymentsOfPayer(deps, tenantId, userId, userRecordLimits.payments, ctx.language),
    organizationLinksOf(db, tenantId, userId),
    reach.users ? findUserNotes(db, tenantId, userId, { skipCount: 0, maxResultCount: userRecordLimits.notes }) : null,
  ]);
  return {
    userId,
    certificates: certificates.map((c) => ({
      id: c.id,
      certificateId: c.certificateId,
      certificate: c.certificate,
      certificateNumber: c.certificateNumber,
      passedDate: c.passedDate,
      expiredDate: c.expiredDate,
      state: c.state,
      revokedTime: c.revokedTime,
    })),
    courses,
    examAttempts: {
      totalCount: examAttempts.totalCount,
      items: examAttempts.items.map((a) => ({
        userExaminationId: a.userExaminationId,
        certificateType: a.certificateType,
        status: a.status,
        isPassed: a.isPassed,
        score: a.score,
        startTime: a.startTime,
        submitTime: a.submitTime,
        certificateNumber: a.certificateNumber,
      })),
    },
    payments: {
      totalCount: payments.totalCount,
      items: payments.items.map((p) => ({
        id: p.id,
        status: p.status,
        kind: p.kind,
        description: p.description,
        amount: p.amount,
        currency: p.currency,
        organizationName: p.organizationName,
        creationTime: p.creationTime,
        paidAt: p.paidAt,
        validFrom: p.validFrom,
        validUntil: p.validUntil,
        error: p.error,
      })),
    },
    organizations,
    notes: notes && { items: notes.rows.map(toUserNoteDto), totalCount: notes.total },
  };
}
