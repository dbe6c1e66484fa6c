import type { ServiceDeps } from '../../deps';
import type { JobHandler } from '../../jobs/queue';
import { sendExpiryReminders } from './reminders.service';

export const expiryRemindersJob = 'reminders.expiry';

/** Every morning at 09:00, when a reminder is read the same day; a retry sends only what is still unsent. */
export const reminderJobs = (deps: ServiceDeps): JobHandler<object>[] => [
  { name: expiryRemindersJob, schedule: '0 9 * * *', retryLimit: 3, run: async () => void (await sendExpiryReminders(deps)) },
];
