import { defineModule } from '../../kernel/server-module';
import { accountingJobs } from './accounting-export.job';
import { paymentAdminRoutes, registerPaymentFiles } from './payments-admin.routes';
import { paymentRoutes, registerProviderRoutes } from './payments.routes';
import { paymentJobs } from './settlement.job';

/**
 * Card payments of fees (decision 0013): checkouts signed for the provider's pay page, its
 * verified callbacks, the settlement of lost ones, receipts, the payments register and the
 * nightly accounting file over SFTP.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: (deps) => [...paymentRoutes(deps), ...paymentAdminRoutes(deps)],
  rawRoutes: (app, deps) => {
    registerProviderRoutes(app, deps);
    registerPaymentFiles(app, deps);
  },
  jobs: (deps) => [...paymentJobs(deps), ...accountingJobs(deps)],
  // The register, the receipts of others and the accounting export are the administrators'.
});

export { feeOfType } from './fees';
export { findPaymentsOfPayer } from './payment-register.service';
