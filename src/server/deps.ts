import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { TokenService } from './kernel/tokens';
import type { PaymentProvider } from './payment-provider/provider';

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
  now: () => Date;
  version: string;
}
