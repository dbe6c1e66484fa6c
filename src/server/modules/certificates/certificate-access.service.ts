import type { PdfInput, UserCertificateDto, VerifiedCertificateDto, VerifyQrCodeInput } from '../../../shared/contracts/certificates';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import { renderCertificatePdf } from './certificate-pdf';
import {
  dayOf,
  findCertificateById,
  findCertificateByToken,
  findLatestCertificate,
  findLatestValidCertificate,
  findTenantUser,
  findUserCertificates,
  fullNameOf,
  stateOf,
  toCertificateDto,
  verifyUrlOf,
} from './certificates.queries';
import { certificatesPolicy } from './certificates.policy';

/** The issuer as the verification page and the PDF name it, Icelandic first. */
export const issuerName = () => `${translate('is', 'certificates:issuer')} — ${translate('en', 'certificates:issuer')}`;

/** The verify address of the user's latest valid certificate, or null when they hold none. */
export async function getUrlForCertificateQrCode(deps: ServiceDeps, ctx: RequestContext, userId: number): Promise<string | null> {
  const actor = certificatesPolicy.aboutUser(ctx, userId);
  if (userId !== actor.userId && !(await findTenantUser(deps.database.db, ctx.tenantId, userId))) throw notFound();
  const row = await findLatestValidCertificate(deps.database.db, userId, dayOf(deps.now()));
  return row ? verifyUrlOf(deps.publicUrl, row.certificate.userId, row.certificate.verifyToken) : null;
}

/** The holder's certificates with their states today, newest first; the caller decides who may see them. */
export async function findCertificatesOfHolder(deps: ServiceDeps, userId: number): Promise<UserCertificateDto[]> {
  const rows = await findUserCertificates(deps.database.db, userId);
  const today = dayOf(deps.now());
  return rows.map((row) => toCertificateDto(row, deps.publicUrl, today));
}

/**
 * What anyone holding the QR code may see: the certificate's contents and its state, never the
 * ID number, the e-mail address or the user name. A wrong token or user id is simply not found.
 */
export async function verifyQrCodeToken(deps: ServiceDeps, input: VerifyQrCodeInput): Promise<VerifiedCertificateDto> {
  const row = await findCertificateByToken(deps.database.db, input.userId, input.token);
  if (!row) throw notFound();
  const c = row.certificate;
  return {
    holderName: fullNameOf(row.holder),
    dateOfBirth: row.holder.dateOfBirth,
    certificateId: c.certificateId,
    certificateName: row.type.name,
    certificateNameEnglish: row.type.nameEnglish,
    certificateNumber: c.certificateNumber,
    passedDate: c.passedDate,
    expiredDate: c.expiredDate,
    state: stateOf(c, dayOf(deps.now())),
    issuer: issuerName(),
  };
}

/**
 * The certificate as an A4 PDF: by id (its holder, or a results manager of its tenant; anyone
 * else is told it does not exist), else the caller's latest of the type.
 */
export async function createUserCertificatePdf(deps: ServiceDeps, ctx: RequestContext, input: PdfInput) {
  const actor = certificatesPolicy.own(ctx);
  const db = deps.database.db;
  const row = input.id ? await findCertificateById(db, input.id) : await findLatestCertificate(db, actor.userId, input.type);
  if (!row || !certificatesPolicy.mayRead(actor, row.certificate)) throw notFound();
  const c = row.certificate;
  const pdf = await renderCertificatePdf({
    certificateType: c.certificateId,
    typeName: row.type.name,
    typeNameEnglish: row.type.nameEnglish,
    holderName: fullNameOf(row.holder),
    dateOfBirth: row.holder.dateOfBirth,
    certificateNumber: c.certificateNumber,
    passedDate: c.passedDate,
    expiredDate: c.expiredDate,
    state: stateOf(c, dayOf(deps.now())),
    revokedDate: c.revokedTime ? dayOf(c.revokedTime) : null,
    verifyUrl: verifyUrlOf(deps.publicUrl, c.userId, c.verifyToken),
  });
  return { pdf, certificateNumber: c.certificateNumber };
}
