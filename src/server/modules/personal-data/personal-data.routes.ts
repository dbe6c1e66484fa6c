import type { FastifyInstance } from 'fastify';
import { personalDataEndpoints as e, personalDataFileName } from '../../../shared/contracts/personal-data';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule, accessSchema, type Access } from '../../kernel/access';
import * as erasure from './erasure.service';
import { getMyData, getMyDataPdf } from './personal-data.service';

export const personalDataRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(e.getMyData, {
    access: 'signedIn',
    summary: 'Everything the portal holds about the caller, section by section, as JSON (GDPR articles 15 and 20); no secrets.',
    handler: (ctx) => getMyData(deps, ctx),
  }),
  route(e.getMyErasureRequest, {
    access: 'signedIn',
    summary: 'The caller’s newest request for erasure and its state, or null.',
    handler: (ctx) => erasure.getMyErasureRequest(deps, ctx),
  }),
  route(e.requestErasure, {
    access: 'signedIn',
    summary: 'Asks for the caller’s personal data to be erased (GDPR article 17), with an optional reason; one pending request at a time.',
    handler: (ctx, input) => erasure.requestErasure(deps, ctx, input),
  }),
  route(e.withdrawErasure, {
    access: 'signedIn',
    summary: 'Withdraws the caller’s own pending request for erasure.',
    handler: (ctx, input) => erasure.withdrawErasure(deps, ctx, input),
  }),
  route(e.getErasureRequests, {
    access: Permission.Users,
    summary: 'A page of the tenant’s requests for erasure, pending first, filtered by state and searched by person.',
    handler: (ctx, input) => erasure.getErasureRequests(deps, ctx, input),
  }),
  route(e.approveErasure, {
    access: Permission.Users,
    summary:
      'Approves a pending request: in one transaction mails the person, anonymises their account and pilot record, ends their places in organisations, deletes their activity and signs them out everywhere; certificates and payments are kept. Refused while they are an organisation’s only main contact.',
    handler: (ctx, input) => erasure.approveErasure(deps, ctx, input),
  }),
  route(e.rejectErasure, {
    access: Permission.Users,
    summary: 'Rejects a pending request with a reason, which the person sees and is mailed.',
    handler: (ctx, input) => erasure.rejectErasure(deps, ctx, input),
  }),
];

/** GetMyDataPdf is a download link, so the `Abp.AuthToken` cookie is accepted (GET only). */
export function registerPersonalDataPdf(app: FastifyInstance, deps: ServiceDeps): void {
  const endpoint = e.getMyDataPdf;
  const access: Access = 'signedIn';
  app.get(
    endpoint.path,
    {
      schema: {
        tags: [endpoint.service],
        summary: 'Everything the portal holds about the caller as a readable A4 PDF (PersonalData_{day}.pdf) in the request’s language.',
        operationId: `${endpoint.service}_${endpoint.method}`,
        ...accessSchema(access),
      },
      config: { inputKeys: {}, inQuery: true, allowCookieAuth: true, access: accessRule(access) },
      ...accessHooks(access),
    },
    async (request, reply) => {
      const { pdf, day } = await getMyDataPdf(deps, request.ctx);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${personalDataFileName(day, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
