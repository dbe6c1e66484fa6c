import type { ServiceDeps } from '../../deps';
import type { AbpRoute } from '../../kernel/abp-route';

export const certificateRoutes = (_deps: ServiceDeps): AbpRoute[] => [];
