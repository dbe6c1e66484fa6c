import type { ServiceDeps } from '../../deps';
import type { AbpRoute } from '../../kernel/abp-route';

export const courseRoutes = (_deps: ServiceDeps): AbpRoute[] => [];
