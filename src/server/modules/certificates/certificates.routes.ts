import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { certificatesEndpoints, pdfInput } from '../../../shared/contracts/certificates';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule, accessSchema } from '../../kernel/access';
import { createUserCertificatePdf, getUrlForCertificateQrCode, verifyQrCodeToken } from './certificate-access.service';
import * as certificates from './certificates.service';

const service = 'Certificate';

export const certificateRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(certificatesEndpoints.getUserCertificate, {
    access: 'signedIn',
    summary: 'The caller’s latest certificate of the type (1 A1/A3, 2 A2) with its state and verify address, or null.',
    handler: (ctx, input) => certificates.getUserCertificate(deps, ctx, input.type),
  }),
  route(certificatesEndpoints.getCertificateOfUser, {
    access: Permission.ExamResults,
    summary: 'A user’s latest certificate of the type, in any state, or null (results managers).',
    handler: (ctx, input) => certificates.getCertificateOfUser(deps, ctx, input.userId, input.type),
  }),
  route(certificatesEndpoints.getAvailableUsersForCertificateType, {
    access: Permission.ExamResults,
    summary: 'The tenant’s users who passed the exam of the type and hold no valid certificate of it.',
    handler: (ctx, input) => certificates.getAvailableUsers(deps, ctx, input.certificateType),
  }),
  route(certificatesEndpoints.createNewCertificates, {
    access: Permission.ExamResults,
    summary: 'Issues certificates to every available user of the type (willBeAdded true), or only counts them.',
    handler: (ctx, input) => certificates.createNewCertificates(deps, ctx, input),
  }),
  route(certificatesEndpoints.createCertificate, {
    access: Permission.ExamResults,
    summary: 'Issues one certificate by hand; refused while the user holds a valid one of the type.',
    handler: (ctx, input) => certificates.createCertificate(deps, ctx, input),
  }),
  route(certificatesEndpoints.revokeCertificate, {
    access: Permission.ExamResults,
    summary: 'Revokes a certificate with a reason; its QR code then shows it as revoked.',
    handler: (ctx, input) => certificates.revokeCertificate(deps, ctx, input),
  }),
  route(certificatesEndpoints.updateCertificateValidity, {
    access: { anyOf: [Permission.ExamGeneralSettings], hostOnly: true },
    summary: 'Sets how many years new certificates of the type are valid (1–20); issued ones keep their dates.',
    handler: (ctx, input) => certificates.updateCertificateValidity(deps, ctx, input),
  }),
  route(certificatesEndpoints.getFilterData, {
    access: Permission.ExamResults,
    summary: 'Certificate types, attempt statuses and years with activity, for the results filters.',
    handler: (ctx) => certificates.getFilterData(deps, ctx),
  }),
  route(certificatesEndpoints.getUrlForCertificateQrCode, {
    access: { anyOf: [Permission.ExamResults], orSelf: 'userId' },
    summary: 'The verify address of the user’s latest valid certificate (own, or any with Pages.Exam.ExamResults), or null.',
    handler: (ctx, input) => getUrlForCertificateQrCode(deps, ctx, input.userId),
  }),
  ...[certificatesEndpoints.verifyQrCodeToken, certificatesEndpoints.verifyQrCodeTokenByGet].map((endpoint) =>
    route(endpoint, {
      access: 'anonymous',
      needsActor: false,
      rateLimit: 'anonymousWrite',
      summary: 'What a certificate’s QR code shows anyone: holder, type, number, dates and state; 404 for a wrong token.',
      handler: (_ctx, input) => verifyQrCodeToken(deps, input),
    }),
  ),
];

const pdfPath = certificatesEndpoints.createUserCertificatePdf.path;
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
