import type { FastifyInstance } from 'fastify';
import type { PermissionName } from '../../shared/permissions';
import type { Config } from '../config';
import type { ServiceDeps } from '../deps';
import type { JobHandler } from '../jobs/queue';
import type { MailTransport } from '../mail/sender';
import type { CompanyRegistry } from '../adapters/company-registry/company-registry';
import type { AbpRoute, CallObserver } from './abp-route';
import type { MetricSource } from './metrics';
import type { FailedSignInLimits } from './sign-in-throttle';

/** What the app's caller decides for every module's routes. */
export interface ModuleOptions {
  /** The budget of failed sign-ins (decision 0004); the default when absent. */
  failedSignIns?: FailedSignInLimits;
  /** The national company registry; the built-in made-up list when absent. */
  companyRegistry?: CompanyRegistry;
}

/** What the job workers need beyond the services' deps: the way out for mail. */
export interface JobDeps extends ServiceDeps {
  /** null keeps mail in the outbox, where administrators read it. */
  mailTransport: MailTransport | null;
  mailFrom: string;
}

/**
 * A server module's one descriptor, exported from its face `modules/<domain>/index.ts`.
 * `buildApp`, the runtime and the test harness read every module through the list in
 * `modules/index.ts`, so a new domain is its folder plus one line there.
 */
export interface ServerModule {
  /** The folder's name, and the domain's name in the contracts and the web features. */
  name: string;
  /** The ABP calls, each declaring who may call it. */
  routes(deps: ServiceDeps, options: ModuleOptions): AbpRoute[];
  /** Routes outside the ABP envelope (files, downloads), registered on the app itself. */
  rawRoutes?(app: FastifyInstance, deps: ServiceDeps): void;
  /** The background jobs this module enqueues; every process registers them, workers run them. */
  jobs?(deps: JobDeps): JobHandler<any>[];
  /**
   * Once in each portal process, after its jobs are worked: what an installation needs from its
   * first start. Told the configuration the process started with, not the environment's.
   */
  atStart?(deps: JobDeps, config: Config): Promise<void>;
  /**
   * The permissions of `shared/permissions.ts` that this module owns: the ones its calls guard
   * that no other module's do. A permission has at most one owner (`modules/index.test.ts`).
   */
  permissions?: readonly PermissionName[];
  /** Told of every ABP call of every module right after it succeeded (the audit log records the changes). */
  observeCalls?(deps: ServiceDeps): CallObserver;
  /** What this module reports to `/metrics`, read at each scrape (docs/operations.md#monitoring). */
  metrics?(deps: ServiceDeps): MetricSource[];
}

export const defineModule = (module: ServerModule): ServerModule => module;
