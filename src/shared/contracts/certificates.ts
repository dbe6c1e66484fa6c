import { endpoint } from './endpoint';
import { z } from 'zod';
import { entityId, idQuery, int, isoDate, listResult, maxInt, minInt, queryInt, text } from './common';
import { contentType, contentTypeQuery } from './content';
import { examinationResultDto } from './exams';

export const CertificateState = { Valid: 'valid', Expired: 'expired', Revoked: 'revoked' } as const;
export type CertificateState = (typeof CertificateState)[keyof typeof CertificateState];

/** Section 3's user certificate, with its state today and the address its QR code opens. */
export const userCertificateDto = z.object({
  id: z.number().int(),
  certificateId: z.number().int(),
  certificate: z.object({ id: z.number().int(), name: z.string(), nameEnglish: z.string() }),
  userId: z.number().int(),
  user: z.object({ fullName: z.string(), dateOfBirth: z.string().nullable() }),
  isPassed: z.boolean(),
  certificateNumber: z.string(),
  examDate: z.string().nullable(),
  passedDate: z.string(),
  expiredDate: z.string(),
  state: z.enum(['valid', 'expired', 'revoked']),
  revokedTime: z.string().nullable(),
  verifyUrl: z.string(),
});
export type UserCertificateDto = z.infer<typeof userCertificateDto>;

export const certificateTypeQuery = z.object({ type: contentTypeQuery.default(1) });
export const certificateOfUserInput = z.object({ userId: queryInt.positive(), type: contentTypeQuery.default(1) });
export const certificateTypeInput = z.object({ certificateType: contentTypeQuery });

export const availableUserDto = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  passedDate: z.string(),
  userExaminationId: z.number().int(),
});

/** Issues certificates to the users who passed without one; `willBeAdded` false only counts them. */
export const createNewCertificatesInput = z.object({
  certificateType: contentTypeQuery,
  willBeAdded: z.preprocess((v) => v === 'true' || v === true, z.boolean()).default(false),
  expiryDate: isoDate.optional(),
});
export const createNewCertificatesResult = z.object({ count: z.number().int(), created: z.number().int() });

export const createCertificateInput = z.object({
  userId: entityId,
  certificateType: contentType,
  passedDate: isoDate.optional(),
  expiryDate: isoDate.optional(),
});
export const revokeCertificateInput = z.object({ id: entityId, reason: text().trim().min(1).max(500) });
export const pdfInput = z.object({ type: contentTypeQuery.default(1), id: queryInt.positive().optional() });

/** A certificate type with how many years a newly issued certificate of it is valid. */
export const certificateTypeDto = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEnglish: z.string(),
  validityYears: z.number().int(),
});
export type CertificateTypeDto = z.infer<typeof certificateTypeDto>;
/** Changes the validity of certificates issued from now on; those already issued keep their expiry date. */
export const updateCertificateValidityInput = z.object({ certificateType: contentType, validityYears: int.min(1).max(20) });

export const filterDataDto = z.object({
  certificates: z.array(certificateTypeDto),
  statuses: z.array(z.number().int()),
  years: z.array(z.number().int()),
});

/** What the public verification page shows: the certificate, never an ID number or an e-mail address. */
export const verifiedCertificateDto = z.object({
  holderName: z.string(),
  dateOfBirth: z.string().nullable(),
  certificateId: z.number().int(),
  certificateName: z.string(),
  certificateNameEnglish: z.string(),
  certificateNumber: z.string(),
  passedDate: z.string(),
  expiredDate: z.string(),
  state: z.enum(['valid', 'expired', 'revoked']),
  issuer: z.string(),
});
/** The user id is read from the QR code's address as it stands, so a caller may send it as text. */
export const verifyQrCodeInput = z.object({
  token: text().trim().min(1).max(200),
  userId: z.coerce.number<number | string>().int().min(minInt).max(maxInt).positive(),
});

export const pilotCompetencyDto = z.object({
  certificates: z.array(userCertificateDto),
  results: z.array(examinationResultDto),
});
export const qrUrlInput = z.object({ userId: queryInt.positive() });

export type AvailableUserDto = z.infer<typeof availableUserDto>;
export type CreateNewCertificatesInput = z.infer<typeof createNewCertificatesInput>;
export type CreateCertificateInput = z.infer<typeof createCertificateInput>;
export type RevokeCertificateInput = z.infer<typeof revokeCertificateInput>;
export type UpdateCertificateValidityInput = z.infer<typeof updateCertificateValidityInput>;
export type PdfInput = z.infer<typeof pdfInput>;
export type FilterDataDto = z.infer<typeof filterDataDto>;
export type VerifiedCertificateDto = z.infer<typeof verifiedCertificateDto>;
export type VerifyQrCodeInput = z.infer<typeof verifyQrCodeInput>;
export type PilotCompetencyDto = z.infer<typeof pilotCompetencyDto>;

export const certificatesEndpoints = {
  /** A file rather than an envelope: the server registers it apart, the browser links to it. */
  createUserCertificatePdf: endpoint({
    service: 'Certificate',
    method: 'CreateUserCertificatePdf',
    verb: 'GET',
    input: idQuery,
    result: z.unknown(),
  }),
  getUserCertificate: endpoint({
    service: 'Certificate',
    method: 'GetUserCertificate',
    input: certificateTypeQuery,
    result: userCertificateDto.nullable(),
  }),
  getCertificateOfUser: endpoint({
    service: 'Certificate',
    method: 'GetCertificateOfUser',
    input: certificateOfUserInput,
    result: userCertificateDto.nullable(),
  }),
  getAvailableUsersForCertificateType: endpoint({
    service: 'Certificate',
    method: 'GetAvailableUsersForCertificateType',
    input: certificateTypeInput,
    result: listResult(availableUserDto),
  }),
  createNewCertificates: endpoint({
    service: 'Certificate',
    method: 'CreateNewCertificates',
    verb: 'GET',
    input: createNewCertificatesInput,
    result: createNewCertificatesResult,
  }),
  createCertificate: endpoint({
    service: 'Certificate',
    method: 'CreateCertificate',
    input: createCertificateInput,
    result: userCertificateDto,
  }),
  revokeCertificate: endpoint({
    service: 'Certificate',
    method: 'RevokeCertificate',
    input: revokeCertificateInput,
    result: userCertificateDto,
  }),
  updateCertificateValidity: endpoint({
    service: 'Certificate',
    method: 'UpdateCertificateValidity',
    input: updateCertificateValidityInput,
    result: certificateTypeDto,
  }),
  getFilterData: endpoint({ service: 'Certificate', method: 'GetFilterData', result: filterDataDto }),
  getUrlForCertificateQrCode: endpoint({
    service: 'Pilot',
    method: 'GetUrlForCertificateQrCode',
    input: qrUrlInput,
    result: z.string().nullable(),
  }),
  /** The verb rule of requirements §10 makes a Verify call a POST, which the browser uses. */
  verifyQrCodeToken: endpoint({
    service: 'TokenAuth',
    method: 'VerifyQrCodeToken',
    path: '/api/TokenAuth/VerifyQrCodeToken',
    input: verifyQrCodeInput,
    result: verifiedCertificateDto,
  }),
  /** The same answer by GET, kept for links and scanners that were given the old form. */
  verifyQrCodeTokenByGet: endpoint({
    service: 'TokenAuth',
    method: 'VerifyQrCodeTokenByGet',
    verb: 'GET',
    path: '/api/TokenAuth/VerifyQrCodeToken',
    input: verifyQrCodeInput,
    result: verifiedCertificateDto,
  }),
};
