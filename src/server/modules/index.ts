import type { ServerModule } from '../kernel/server-module';
import { accountsModule } from './accounts';
import { auditModule } from './audit';
import { backupsModule } from './backups';
import { bulkMailModule } from './bulk-mail';
import { certificatesModule } from './certificates';
import { coursesModule } from './courses';
import { dashboardModule } from './dashboard';
import { examResultsModule } from './exam-results';
import { examSessionsModule } from './exam-sessions';
import { examinationsModule } from './examinations';
import { examsModule } from './exams';
import { idLoginModule } from './id-login';
import { jobQueuesModule } from './job-queues';
import { notificationsModule } from './notifications';
import { operatorLookupModule } from './operator-lookup';
import { organizationsModule } from './organizations';
import { outboxModule } from './outbox';
import { paymentsModule } from './payments';
import { personalDataModule } from './personal-data';
import { pilotsModule } from './pilots';
import { questionsModule } from './questions';
import { registrationModule } from './registration';
import { remindersModule } from './reminders';
import { walletModule } from './wallet';
import { rolesModule } from './roles';
import { settingsModule } from './settings';
import { statisticsModule } from './statistics';
import { tenantsModule } from './tenants';
import { usersModule } from './users';

/**
 * Every server module, the one list: `buildApp` registers their routes, the runtime and the
 * test harness their jobs. A new domain is its folder under `modules/` and one line here
 * (docs/adding-a-domain.md).
 */
export const serverModules: readonly ServerModule[] = [
  accountsModule,
  usersModule,
  rolesModule,
  tenantsModule,
  settingsModule,
  outboxModule,
  bulkMailModule,
  coursesModule,
  examinationsModule,
  questionsModule,
  examsModule,
  examSessionsModule,
  examResultsModule,
  certificatesModule,
  pilotsModule,
  organizationsModule,
  registrationModule,
  notificationsModule,
  paymentsModule,
  idLoginModule,
  dashboardModule,
  auditModule,
  personalDataModule,
  backupsModule,
  jobQueuesModule,
  remindersModule,
  statisticsModule,
  operatorLookupModule,
  walletModule,
];
