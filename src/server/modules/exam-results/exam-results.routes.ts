import type { ServiceDeps } from '../../deps';
import type { AbpRoute } from '../../kernel/abp-route';

export const examResultRoutes = (_deps: ServiceDeps): AbpRoute[] => [];
