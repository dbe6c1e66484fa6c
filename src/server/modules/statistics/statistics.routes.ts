import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statisticsCsvFileName, statisticsEndpoints } from '../../../shared/contracts/statistics';
import { csvContentType } from '../../../shared/csv';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule, accessSchema } from '../../kernel/access';
import { getStatistics, statisticsCsv, type PublishedStatistics } from './statistics.service';

const service = 'Statistics';
const figures =
  'registered operators (people, organisations) and pilots, certificates issued by type, exam attempts and pass rates by type, by month; counts of 1–4 and what would give them away suppressed (docs/api.md#open-statistics)';

/** A reader may keep the figures as long as the server does; whose they are follows the tenant named, by header or cookie. */
function cacheHeaders(reply: FastifyReply, published: PublishedStatistics, tag: string, now: Date, vary: string) {
  const seconds = Math.max(0, Math.floor((published.until - now.getTime()) / 1000));
  reply.header('cache-control', `public, max-age=${seconds}`).header('etag', tag).header('vary', vary);
}

/** The reader already holds these bytes: `If-None-Match` names their tag (or `*`). */
const unchanged = (request: FastifyRequest, tag: string) => {
  const asked = request.headers['if-none-match'];
  return typeof asked === 'string' && asked.split(',').some((t) => [tag, `W/${tag}`, '*'].includes(t.trim()));
};

export const statisticsRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(statisticsEndpoints.getMonthly, {
    access: 'anonymous',
    needsActor: false,
    summary: `The register’s open statistics as JSON: ${figures}. Cached for an hour, with an ETag.`,
    handler: async (ctx, _input, request, reply) => {
      const published = await getStatistics(deps, ctx);
      cacheHeaders(reply, published, published.jsonTag, deps.now(), 'abp-tenantid, cookie');
      // Node sends a 304 without its body, whatever follows.
      if (unchanged(request, published.jsonTag)) reply.code(304);
      return published.json;
    },
  }),
];

/** The CSV is a file, not an envelope, so it is registered apart from the route list, open to anyone as the JSON is. */
export function registerStatisticsCsv(app: FastifyInstance, deps: ServiceDeps): void {
  const endpoint = statisticsEndpoints.getMonthlyCsv;
  const access = 'anonymous';
  app.get(
    endpoint.path,
    {
      schema: {
        tags: [service],
        summary: `The register’s open statistics as CSV: ${figures}. Headings, month names and decimals in the request’s language (culture=is|en); cached for an hour, with an ETag.`,
        operationId: `${service}_${endpoint.method}`,
        ...accessSchema(access),
      },
      config: { access: accessRule(access), needsActor: false },
      ...accessHooks(access),
    },
    async (request, reply) => {
      const published = await getStatistics(deps, request.ctx);
      const csv = statisticsCsv(published, request.ctx.language);
      cacheHeaders(reply, published, csv.tag, deps.now(), 'abp-tenantid, cookie, .aspnetcore.culture, accept-language');
      reply.header('content-language', request.ctx.language).header('x-content-type-options', 'nosniff');
      if (unchanged(request, csv.tag)) return reply.code(304).send();
      return reply.type(csvContentType).header('content-disposition', `attachment; filename="${statisticsCsvFileName}"`).send(csv.text);
    },
  );
}
