import type { ServiceDeps } from '../../deps';
import type { AbpRoute } from '../../kernel/abp-route';

export const examSessionRoutes = (_deps: ServiceDeps): AbpRoute[] => [];
