import { examAccommodationEndpoints } from '../../../shared/contracts/exams';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { getPendingExtraTime, grantExtraTime, revokeExtraTime } from './exam-accommodations.service';

export const examAccommodationRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(examAccommodationEndpoints.grantExtraTime, {
    access: Permission.ExamResults,
    summary:
      'Grants a candidate (by user name or e-mail) extra time for their next attempt, in percent of the time limit (WCAG 2.2.1); replaces a pending grant.',
    handler: (ctx, input) => grantExtraTime(deps, ctx, input),
  }),
  route(examAccommodationEndpoints.getPendingExtraTime, {
    access: Permission.ExamResults,
    summary: 'The tenant’s pending extra-time grants, newest first, or only the one of userId.',
    handler: (ctx, input) => getPendingExtraTime(deps, ctx, input),
  }),
  route(examAccommodationEndpoints.revokeExtraTime, {
    access: Permission.ExamResults,
    summary: 'Withdraws a pending extra-time grant before the candidate uses it.',
    handler: (ctx, input) => revokeExtraTime(deps, ctx, input),
  }),
];
