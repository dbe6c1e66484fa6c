import type { ServiceDeps } from '../../deps';
import type { AbpRoute } from '../../kernel/abp-route';

export const examRoutes = (_deps: ServiceDeps): AbpRoute[] => [];
