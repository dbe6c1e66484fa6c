import type {
  AvailableUserDto,
  CertificateTypeDto,
  CreateCertificateInput,
  CreateNewCertificatesInput,
  FilterDataDto,
  RevokeCertificateInput,
  UpdateCertificateValidityInput,
  UserCertificateDto,
} from '../../../shared/contracts/certificates';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, invalidField, notFound } from '../../kernel/errors';
import { findAvailableUsers, linkAttempt } from './available-users.queries';
import { addYears, awardCertificate } from './certificate-award';
import {
  dayOf,
  findActivityYears,
  findCertificateById,
  findCertificateType,
  findCertificateTypes,
  findLatestCertificate,
  findTenantCertificate,
  findTenantUser,
  fullNameOf,
  revoke,
  setValidityYears,
  toCertificateDto,
} from './certificates.queries';
import { certificatesPolicy } from './certificates.policy';

const today = (deps: ServiceDeps) => dayOf(deps.now());

async function dtoOf(deps: ServiceDeps, id: number): Promise<UserCertificateDto> {
  const row = await findCertificateById(deps.database.db, id);
  if (!row) throw notFound();
  return toCertificateDto(row, deps.publicUrl, today(deps));
}

/** The caller's latest certificate of the type, in whatever state, or null. */
export async function getUserCertificate(deps: ServiceDeps, ctx: RequestContext, type: number): Promise<UserCertificateDto | null> {
  const actor = certificatesPolicy.own(ctx);
  const row = await findLatestCertificate(deps.database.db, actor.userId, type);
  return row ? toCertificateDto(row, deps.publicUrl, today(deps)) : null;
}

/** A user's latest certificate of the type, for the results manager's view of a candidate. */
export async function getCertificateOfUser(
  deps: ServiceDeps,
  ctx: RequestContext,
  userId: number,
  type: number,
): Promise<UserCertificateDto | null> {
  certificatesPolicy.manage(ctx);
  if (!(await findTenantUser(deps.database.db, ctx.tenantId, userId))) throw notFound();
  const row = await findLatestCertificate(deps.database.db, userId, type);
  return row ? toCertificateDto(row, deps.publicUrl, today(deps)) : null;
}

async function availableUsers(deps: ServiceDeps, tenantId: number | null, certificateType: number) {
  const type = await findCertificateType(deps.database.db, certificateType);
  if (!type) throw notFound();
  const day = today(deps);
  const rows = await findAvailableUsers(deps.database.db, tenantId, certificateType, day, addYears(day, -type.validityYears));
  return rows
    .map((r) => ({ ...r, fullName: fullNameOf(r), passedDate: dayOf(r.submitTime) }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'is') || a.userId - b.userId);
}

export async function getAvailableUsers(
  deps: ServiceDeps,
  ctx: RequestContext,
  certificateType: number,
): Promise<{ items: AvailableUserDto[] }> {
  certificatesPolicy.manage(ctx);
  const rows = await availableUsers(deps, ctx.tenantId, certificateType);
  return {
    items: rows.map(({ userId, userName, fullName, passedDate, userExaminationId }) => ({
      userId,
      userName,
      fullName,
      passedDate,
      userExaminationId,
    })),
  };
}

/**
 * Issues a certificate to every user GetAvailableUsersForCertificateType lists, each dated the day
 * of their pass; `willBeAdded` false only counts them. Run again, it issues only what is missing.
 */
export async function createNewCertificates(deps: ServiceDeps, ctx: RequestContext, input: CreateNewCertificatesInput) {
  certificatesPolicy.manage(ctx);
  const day = today(deps);
  if (input.expiryDate !== undefined && input.expiryDate < day) throw invalidField('expiryDate', 'errors:certificate.expiryPassed');
  const rows = await availableUsers(deps, ctx.tenantId, input.certificateType);
  if (!input.willBeAdded) return { count: rows.length, created: 0 };
  let created = 0;
  // A transaction per user: each takes the award's locks (the user's, then the year's counter) in
  // the order a pass being scored takes them, and holds no other user's, so none can deadlock.
  for (const row of rows) {
    const issued = await withTransaction(deps.database.pool, async (tx) => {
      const award = await awardCertificate(tx.db, {
        tenantId: ctx.tenantId,
        userId: row.userId,
        certificateType: input.certificateType,
        userExaminationId: row.userExaminationId,
        passedDate: row.passedDate,
        expiredDate: input.expiryDate,
        validOn: day,
      });
      // A certificate issued meanwhile by another hand is left as that hand recorded it.
      if (award.alreadyCertified) return false;
      await linkAttempt(tx.db, row.userExaminationId, award.userCertificateId);
      return true;
    });
    if (issued) created += 1;
  }
  return { count: rows.length, created };
}

/** Issues one certificate by hand, dated today unless told; refused while the user holds a valid one. */
export async function createCertificate(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateCertificateInput,
): Promise<UserCertificateDto> {
  const actor = certificatesPolicy.manage(ctx);
  const day = today(deps);
  const passedDate = input.passedDate ?? day;
  if (passedDate > day) throw invalidField('passedDate', 'errors:certificate.dateInFuture');
  if (input.expiryDate !== undefined && input.expiryDate <= passedDate)
    throw invalidField('expiryDate', 'errors:certificate.expiryBeforeIssue');
  const user = await findTenantUser(deps.database.db, ctx.tenantId, input.userId);
  if (!user) throw notFound();
  certificatesPolicy.issueTo(actor, user.id);
  const type = await findCertificateType(deps.database.db, input.certificateType);
  if (!type) throw notFound();
  if ((input.expiryDate ?? addYears(passedDate, type.validityYears)) < day)
    throw invalidField('expiryDate', 'errors:certificate.expiryPassed');
  const id = await withTransaction(deps.database.pool, async (tx) => {
    const award = await awardCertificate(tx.db, {
      tenantId: user.tenantId,
      userId: user.id,
      certificateType: input.certificateType,
      passedDate,
      expiredDate: input.expiryDate,
      validOn: day,
    });
    if (award.alreadyCertified) {
      const held = await findCertificateById(tx.db, award.userCertificateId);
      throw businessError('errors:certificate.alreadyHeld', { number: held?.certificate.certificateNumber ?? '' });
    }
    return award.userCertificateId;
  });
  return dtoOf(deps, id);
}

/** Revokes a certificate of the tenant; a second revocation keeps the first's time and reason. */
export async function revokeCertificate(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: RevokeCertificateInput,
): Promise<UserCertificateDto> {
  certificatesPolicy.manage(ctx);
  const row = await findTenantCertificate(deps.database.db, ctx.tenantId, input.id);
  if (!row) throw notFound();
  await revoke(deps.database.db, input.id, input.reason, deps.now());
  return dtoOf(deps, input.id);
}

/** The validity of certificates issued from now on; those already issued keep their expiry date. */
export async function updateCertificateValidity(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: UpdateCertificateValidityInput,
): Promise<CertificateTypeDto> {
  certificatesPolicy.configure(ctx);
  const type = await setValidityYears(deps.database.db, input.certificateType, input.validityYears);
  if (!type) throw notFound();
  return type;
}

/** ExamSessionStatus values an attempt can have (section 4), for the results grid's filters. */
const attemptStatuses = [0, 1, 2, 3];

export async function getFilterData(deps: ServiceDeps, ctx: RequestContext): Promise<FilterDataDto> {
  certificatesPolicy.manage(ctx);
  const [types, years] = await Promise.all([findCertificateTypes(deps.database.db), findActivityYears(deps.database.db, ctx.tenantId)]);
  const thisYear = deps.now().getUTCFullYear();
  return { certificates: types, statuses: attemptStatuses, years: [...new Set([thisYear, ...years])].sort((a, b) => b - a) };
}
