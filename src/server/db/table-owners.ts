/**
 * Which domain owns each table, and who else may read it (decision 0042). A module's
 * `*.queries.ts` use their own domain's tables; `table-owners.test.ts` reads every one of them
 * (the schema objects they import and the table names in their raw SQL) and fails on a table
 * that is neither theirs nor listed here, and on a listing no query needs any more.
 * Owners are module folders, or `kernel` for what the kernel keeps.
 */
export const tableOwners: Record<string, string> = {
  audit_logs: 'audit',
  audit_user_calls: 'audit',
  backup_runs: 'backups',
  certificate_number_sequences: 'certificates',
  certificates: 'certificates',
  user_certificates: 'certificates',
  dashboard_answer_tallies: 'dashboard',
  dashboard_certificate_tallies: 'dashboard',
  dashboard_exam_tallies: 'dashboard',
  dashboard_payment_tallies: 'dashboard',
  dashboard_registration_tallies: 'dashboard',
  dashboard_sign_in_tallies: 'dashboard',
  dashboard_visitors: 'dashboard',
  course_page_reads: 'courses',
  course_pages: 'courses',
  courses: 'courses',
  user_courses: 'courses',
  exam_accommodations: 'exams',
  user_examination_draws: 'exams',
  user_examinations: 'exams',
  exam_pin_states: 'exam-sessions',
  exam_sessions: 'exam-sessions',
  examination_categories: 'examinations',
  examinations: 'examinations',
  id_bindings: 'id-login',
  id_login_attempts: 'id-login',
  id_login_pending: 'id-login',
  id_login_sessions: 'id-login',
  installation_secrets: 'kernel',
  mail_outbox: 'outbox',
  mailing_recipients: 'bulk-mail',
  operator_lookup_clients: 'operator-lookup',
  mailings: 'bulk-mail',
  notifications: 'notifications',
  organization_insurances: 'organizations',
  organization_invitations: 'organizations',
  organizations: 'organizations',
  user_organizations: 'organizations',
  accounting_exports: 'payments',
  payment_events: 'payments',
  payments: 'payments',
  sandbox_transactions: 'payments',
  erasure_requests: 'personal-data',
  pilot_addresses: 'pilots',
  pilot_emails: 'pilots',
  pilot_insurances: 'pilots',
  pilot_notes: 'pilots',
  pilot_phone_numbers: 'pilots',
  pilots: 'pilots',
  question_images: 'questions',
  question_options: 'questions',
  questions: 'questions',
  expiry_reminders: 'reminders',
  permissions: 'roles',
  role_permissions: 'roles',
  roles: 'roles',
  user_roles: 'roles',
  settings: 'settings',
  tenants: 'tenants',
  user_notes: 'users',
  confusable_characters: 'users',
  login_attempts: 'accounts',
  user_passkeys: 'accounts',
  user_recovery_codes: 'accounts',
  user_sessions: 'accounts',
  user_tokens: 'accounts',
  user_totp: 'accounts',
  users: 'accounts',
  credential_issuer_keys: 'wallet',
  credential_offers: 'wallet',
  wallet_credentials: 'wallet',
};

/** Tables every module may read: who a person is, and the tenant every row belongs to. */
export const readByEveryModule: Record<string, string> = {
  users: 'a person’s name, e-mail and status are shown beside nearly every record',
  tenants: 'every row belongs to a tenant, and a tenant’s name and state are read with it',
};

/** Read models: queries that gather across domains by design, and may read any table. */
export const readModels: Record<string, string> = {
  'personal-data/personal-data-export.queries.ts': 'all that is held about a person, for them to read (their right of access)',
  'personal-data/erasure.queries.ts': 'erases or anonymises a person in every table that names them',
  'dashboard/dashboard.queries.ts': 'the administration’s front page counts pilots, exams, payments and organisations',
  'dashboard/dashboard-direct.queries.ts': 'the same figures counted from the records, which the summaries are tested against',
  'reminders/reminders.queries.ts': 'finds who to remind of an expiring certificate, insurance or fee',
  'bulk-mail/audience.queries.ts': 'a mailing’s audience is chosen among pilots and organisations',
  'operator-lookup/operator-lookup.queries.ts':
    'answers authorities about an operator number a pilot or an organisation holds, with its contact',
  'statistics/statistics.queries.ts': 'the register’s open figures count operators, pilots, certificates and exam results by month',
};

/** Other reads across domains, by module and table, each with why it is not behind the owner’s face. */
export const foreignReads: Record<string, Record<string, string>> = {
  accounts: {
    roles: 'a session carries the permissions of all its person’s roles, read in one query per request',
    user_roles: 'a new account gets its default role, and a session reads its person’s roles',
  },
  certificates: {
    user_examinations: 'a certificate is awarded for a passed attempt; who may get one is read from the attempts',
  },
  'exam-results': {
    examination_categories: 'a result is shown by category, with the questions and the chosen options',
    question_options: 'a result shows each answer beside the right option',
    questions: 'a result shows each question asked',
    user_examinations: 'results are the attempts, read and corrected here',
    user_certificates: 'a corrected result gives or takes the certificate it earned',
  },
  'exam-sessions': {
    user_examinations: 'a session’s sitting lists the attempts made in it',
  },
  examinations: {
    questions: 'an examination and a category show their question counts, and one with questions is kept',
  },
  exams: {
    examination_categories: 'an attempt draws its questions by the examination’s categories',
    examinations: 'an attempt is of an examination, with its pass mark and time',
    questions: 'an attempt draws its questions from the bank',
    question_options: 'an attempt shows and marks the options of its questions',
    question_images: 'an attempt shows its questions’ images',
    exam_sessions: 'an attempt is started in an open exam session',
    exam_pin_states: 'an attempt is started with the session’s PIN',
  },
  'id-login': {
    pilots: 'an electronic-ID login finds the pilot by national ID',
    user_sessions: 'an electronic-ID login opens and ends the portal session it is bound to',
  },
  'bulk-mail': {
    mail_outbox: 'a mailing is sent through the outbox, one message per recipient',
  },
  notifications: {
    organizations: 'a notification names the organisation it concerns',
    user_organizations: 'a notification about an organisation goes to its contact persons',
  },
  organizations: {
    pilots: 'an organisation’s people are listed with their pilot records',
    pilot_emails: 'an invitation finds a person by a confirmed e-mail of their pilot record',
    pilot_phone_numbers: 'an organisation’s contact persons and pilots are shown with their phone numbers',
    user_certificates: 'an organisation’s pilots are shown with their certificates',
  },
  payments: {
    user_organizations: 'a person sees the payments of the organisations they are a contact person of',
  },
  pilots: {
    id_bindings: 'a pilot record shows whether its person has bound an electronic ID',
    user_organizations: 'a pilot record shows the person’s role in organisations',
  },
  questions: {
    examination_categories: 'a question belongs to an examination’s category',
    examinations: 'the question bank is listed and filtered by examination',
  },
  tenants: {
    user_sessions: 'a deactivated tenant’s sessions are ended',
  },
  users: {
    roles: 'a user’s list and record show their roles by name',
    user_roles: 'a user’s roles are set with the user',
  },
  wallet: {
    certificates: 'a wallet credential carries its certificate type’s name',
    user_certificates: 'a wallet credential is issued for, and its status read from, the holder’s certificate',
  },
};
