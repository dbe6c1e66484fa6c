import type { CoursePlatform } from './adapters/course-platform/course-platform';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { IdProvider } from './adapters/id-provider/provider';
import type { Logger } from './kernel/logger';
import type { TokenService } from './kernel/tokens';
import type { PaymentProvider } from './adapters/payment-provider/provider';

/** What every service needs from the outside world, handed in by buildApp's caller. */
export interface ServiceDeps {
  database: Database;
  jobs: JobQueue;
  tokens: TokenService;
  /** Where links in e-mails point. */
  publicUrl: string;
  /**
   * `smtp` when mail leaves through an SMTP server, so the outbox shows only that a mail went;
   * `kept` when it stays in the outbox, where only the host's administrator reads it (decision 0009).
   */
  mailDelivery: 'smtp' | 'kept';
  /** The card payment provider: the merchant's, or the built-in sandbox (docs/payments.md). */
  paymentProvider: PaymentProvider;
  /** The identity provider of login with the national electronic ID: Ísland.is, or the built-in development one (docs/id-login.md). */
  idProvider: IdProvider;
  /** The external course platform pilots may be sent to; the built-in courses stand in by default. */
  coursePlatform: CoursePlatform;
  now: () => Date;
  version: string;
  /** The process's one logger (kernel/logger.ts): the app's request lines and what the workers report. */
  log: Logger;
}
