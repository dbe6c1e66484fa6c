import type { ServiceDeps } from '../../deps';
import type { MetricSource } from '../../kernel/metrics';
import { countAttemptsInProgress } from './exams.queries';

/** The exams being sat, for `/metrics`: what a restart or an upgrade would interrupt. */
export const examMetrics = (deps: ServiceDeps): MetricSource[] => [
  {
    name: 'portal_exams_in_progress',
    type: 'gauge',
    help: 'Exam attempts started, not submitted, their time not run out, in every tenant.',
    read: () => countAttemptsInProgress(deps.database.db, deps.now()),
  },
];
