import type { JobDeps } from '../../kernel/server-module';
import type { JobHandler } from '../../jobs/queue';
import {
  accountingExportJob,
  accountingTickJob,
  exportAccountingDay,
  queueDueAccountingDay,
  type AccountingExportData,
} from './accounting-export.service';

/** Sends one day's file; a failed upload is thrown, so pg-boss tries again with backoff. */
export function accountingExportHandler(deps: JobDeps): JobHandler<AccountingExportData> {
  return {
    name: accountingExportJob,
    retryLimit: 5,
    run: async (data) => {
      const outcome = await exportAccountingDay(deps, data);
      if (typeof outcome === 'object') throw outcome.failed;
    },
  };
}

/** Looks every five minutes whether yesterday's file is due and not yet sent (docs/accounting-export.md). */
export function accountingTickHandler(deps: JobDeps): JobHandler<object> {
  return {
    name: accountingTickJob,
    // The next tick is five minutes away; retrying sooner would only pile up.
    retryLimit: 0,
    schedule: '*/5 * * * *',
    run: async () => {
      await queueDueAccountingDay(deps);
    },
  };
}

/** The nightly accounting export's jobs. */
export const accountingJobs = (deps: JobDeps): JobHandler<any>[] => [accountingTickHandler(deps), accountingExportHandler(deps)];
