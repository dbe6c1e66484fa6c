import type { ServiceDeps } from '../../deps';
import type { AbpRoute } from '../../kernel/abp-route';

export const examinationRoutes = (_deps: ServiceDeps): AbpRoute[] => [];
