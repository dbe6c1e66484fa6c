import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResult } from '../../../shared/contracts/common';
import {
  availableUserDto,
  certificateTypeDto,
  certificateTypeInput,
  certificateOfUserInput,
  certificateTypeQuery,
  createCertificateInput,
  createNewCertificatesInput,
  createNewCertificatesResult,
  filterDataDto,
  pdfInput,
  qrUrlInput,
  revokeCertificateInput,
  updateCertificateValidityInput,
  userCertificateDto,
  verifiedCertificateDto,
  verifyQrCodeInput,
} from '../../../shared/contracts/certificates';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute, servicePath, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule, accessSchema } from '../../kernel/access';
import { createUserCertificatePdf, getUrlForCertificateQrCode, verifyQrCodeToken } from './certificate-access.service';
import * as certificates from './certificates.service';

const service = 'Certificate';

export const certificateRoutes = (deps: ServiceDeps): AbpRoute[] => [
  defineRoute({
    service,
    method: 'GetUserCertificate',
    access: 'signedIn',
    summary: 'The caller’s latest certificate of the type (1 A1/A3, 2 A2) with its state and verify address, or null.',
    input: certificateTypeQuery,
    result: userCertificateDto.nullable(),
    handler: (ctx, input) => certificates.getUserCertificate(deps, ctx, input.type),
  }),
  defineRoute({
    service,
    method: 'GetCertificateOfUser',
    access: Permission.ExamResults,
    summary: 'A user’s latest certificate of the type, in any state, or null (results managers).',
    input: certificateOfUserInput,
    result: userCertificateDto.nullable(),
    handler: (ctx, input) => certificates.getCertificateOfUser(deps, ctx, input.userId, input.type),
  }),
  defineRoute({
    service,
    method: 'GetAvailableUsersForCertificateType',
    access: Permission.ExamResults,
    summary: 'The tenant’s users who passed the exam of the type and hold no valid certificate of it.',
    input: certificateTypeInput,
    result: listResult(availableUserDto),
    handler: (ctx, input) => certificates.getAvailableUsers(deps, ctx, input.certificateType),
  }),
  defineRoute({
    service,
    method: 'CreateNewCertificates',
    access: Permission.ExamResults,
    verb: 'GET',
    summary: 'Issues certificates to every available user of the type (willBeAdded true), or only counts them.',
    input: createNewCertificatesInput,
    result: createNewCertificatesResult,
    handler: (ctx, input) => certificates.createNewCertificates(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'CreateCertificate',
    access: Permission.ExamResults,
    summary: 'Issues one certificate by hand; refused while the user holds a valid one of the type.',
    input: createCertificateInput,
    result: userCertificateDto,
    handler: (ctx, input) => certificates.createCertificate(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'RevokeCertificate',
    access: Permission.ExamResults,
    summary: 'Revokes a certificate with a reason; its QR code then shows it as revoked.',
    input: revokeCertificateInput,
    result: userCertificateDto,
    handler: (ctx, input) => certificates.revokeCertificate(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'UpdateCertificateValidity',
    access: { anyOf: [Permission.ExamGeneralSettings], hostOnly: true },
    summary: 'Sets how many years new certificates of the type are valid (1–20); issued ones keep their dates.',
    input: updateCertificateValidityInput,
    result: certificateTypeDto,
    handler: (ctx, input) => certificates.updateCertificateValidity(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'GetFilterData',
    access: Permission.ExamResults,
    summary: 'Certificate types, attempt statuses and years with activity, for the results filters.',
    result: filterDataDto,
    handler: (ctx) => certificates.getFilterData(deps, ctx),
  }),
  defineRoute({
    service: 'Pilot',
    method: 'GetUrlForCertificateQrCode',
    access: { anyOf: [Permission.ExamResults], orSelf: 'userId' },
    summary: 'The verify address of the user’s latest valid certificate (own, or any with Pages.Exam.ExamResults), or null.',
    input: qrUrlInput,
    result: z.string().nullable(),
    handler: (ctx, input) => getUrlForCertificateQrCode(deps, ctx, input.userId),
  }),
  defineRoute({
    service: 'TokenAuth',
    method: 'VerifyQrCodeToken',
    path: '/api/TokenAuth/VerifyQrCodeToken',
    verb: 'GET',
    access: 'anonymous',
    needsActor: false,
    rateLimit: 'anonymousWrite',
    summary: 'What a certificate’s QR code shows anyone: holder, type, number, dates and state; 404 for a wrong token.',
    input: verifyQrCodeInput,
    result: verifiedCertificateDto,
    handler: (_ctx, input) => verifyQrCodeToken(deps, input),
  }),
];

const pdfPath = servicePath(service, 'CreateUserCertificatePdf');
/** One's own certificates, or the tenant's for a results manager: the service tells them apart. */
const pdfAccess = 'signedIn';

/**
 * The certificate PDF is a file, not an envelope, so it is registered apart from the route list,
 * with the same context: a bearer token, or the sign-in cookie, since a download link cannot send
 * a header (GET only, so no write can ride on the cookie).
 */
export function registerCertificatePdf(app: FastifyInstance, deps: ServiceDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    pdfPath,
    {
      schema: {
        tags: [service],
        summary: 'The certificate as an A4 PDF in Icelandic and English with its QR code: by id, else the caller’s latest of the type.',
        operationId: `${service}_CreateUserCertificatePdf`,
        ...accessSchema(pdfAccess),
        querystring: pdfInput,
      },
      config: {
        inputKeys: Object.fromEntries(Object.keys(pdfInput.shape).map((key) => [key.toLowerCase(), key])),
        inQuery: true,
        allowCookieAuth: true,
        access: accessRule(pdfAccess),
      },
      ...accessHooks(pdfAccess),
    },
    async (request, reply) => {
      const started = performance.now();
      const { pdf } = await createUserCertificatePdf(deps, request.ctx, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="certificate.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('server-timing', `pdf;dur=${(performance.now() - started).toFixed(1)}`)
        .send(pdf);
    },
  );
}
