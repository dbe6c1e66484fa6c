import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../deps';
import type { AbpRoute } from '../../kernel/abp-route';

export const questionRoutes = (_deps: ServiceDeps): AbpRoute[] => [];

/** Question images are served raw (not in the envelope), by key, so `<img>` can load them. */
export function registerQuestionImageRoute(_app: FastifyInstance, _deps: ServiceDeps): void {}
