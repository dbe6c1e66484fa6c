import { defineModule } from '../../kernel/server-module';
import { reminderJobs } from './reminders.job';

/**
 * Expiry reminders: holders of a certificate, and the contact persons of an organisation whose
 * paid operator registration runs out, are e-mailed 60 and 14 days before, once each, in their
 * own language. A job only: no calls of its own.
 */
export const remindersModule = defineModule({
  name: 'reminders',
  routes: () => [],
  jobs: (deps) => reminderJobs(deps),
});
