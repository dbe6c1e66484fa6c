import { defineModule } from '../../kernel/server-module';
import { personalDataRoutes, registerPersonalDataPdf } from './personal-data.routes';

/**
 * Personal data (GDPR articles 15, 17 and 20): each person's export as JSON and PDF, and their
 * requests for erasure, which administrators with Pages.Users decide (docs/personal-data.md).
 */
export const personalDataModule = defineModule({
  name: 'personal-data',
  routes: (deps) => personalDataRoutes(deps),
  rawRoutes: (app, deps) => registerPersonalDataPdf(app, deps),
});
