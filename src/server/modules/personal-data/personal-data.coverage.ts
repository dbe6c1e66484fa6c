import type { ExportSection } from '../../../shared/contracts/personal-data';

/**
 * Every column of the schema that ties a row to a person (a reference to users, to a pilot record
 * or to an exam attempt, or a column named like a user id), and what the export does with it: the
 * section that carries those rows, or why they are deliberately left out. The coverage test reads
 * the schema and fails on a column that is in neither list, so a new table about people cannot
 * slip past the export (docs/personal-data.md).
 */
export const exportedColumns: Record<string, ExportSection> = {
  'users.id': 'account',
  'user_roles.user_id': 'roles',
  'pilots.user_id': 'pilot',
  'pilots.course_platform_user_id': 'pilot',
  'pilot_phone_numbers.pilot_id': 'phoneNumbers',
  'pilot_emails.pilot_id': 'emails',
  'pilot_addresses.pilot_id': 'addresses',
  'pilot_insurances.pilot_id': 'insurances',
  'pilot_notes.pilot_id': 'notesAboutYou',
  'user_notes.user_id': 'notesAboutYou',
  'user_organizations.user_id': 'organizations',
  'organization_invitations.user_id': 'organizations',
  'user_certificates.user_id': 'certificates',
  'user_certificates.user_examination_id': 'certificates',
  'user_examinations.user_id': 'examAttempts',
  'user_examination_draws.user_examination_id': 'examAnswers',
  'exam_pin_states.user_id': 'examPinStates',
  'exam_accommodations.user_id': 'examAccommodations',
  'exam_accommodations.user_examination_id': 'examAccommodations',
  'payments.user_id': 'payments',
  'user_courses.user_id': 'courses',
  'course_page_reads.user_id': 'coursePagesRead',
  'notifications.user_id': 'notifications',
  'login_attempts.user_id': 'signIns',
  'user_sessions.user_id': 'sessions',
  'mail_outbox.user_id': 'mail',
  'erasure_requests.user_id': 'erasureRequests',
  'exam_sessions.creator_user_id': 'examSessionsCreated',
  'tenants.creator_user_id': 'tenantsCreated',
  'settings.last_modifier_user_id': 'settingsChanged',
  'accounting_exports.requested_by': 'accountingExportsRequested',
  'audit_logs.user_id': 'changesMade',
  'audit_user_calls.user_id': 'changesMade',
  'mailing_recipients.user_id': 'bulkMail',
  'mailings.target_user_id': 'bulkMail',
  'mailings.creator_user_id': 'mailingsSent',
  'expiry_reminders.user_id': 'expiryReminders',
  'backup_runs.requested_by': 'backupsRequested',
};

const aboutSomeoneElse =
  'The row is about another person, whom this person acted on as staff; it is that person’s data (GDPR article 15(4)).';

export const leftOutColumns: Record<string, string> = {
  'dashboard_visitors.user_id':
    'A count of the person’s own sign-ins by day and month, kept for the dashboard’s visitor figures: the sign-ins themselves are exported, and the rows go when the person is erased.',
  'organization_invitations.invited_by_user_id':
    'The contact person who sent an organisation’s request to someone: the request is about the person it reached, and the organisation’s own record.',
  'user_tokens.user_id':
    'Single-use e-mail link tokens: only their hashes are stored, they are secrets, and they expire within days; the mail that carried them is exported.',
  'user_totp.user_id':
    'The shared secret of the person’s authenticator app, sealed: a secret that would let its reader sign in as them. Whether an app is set up is shown on their own page.',
  'user_recovery_codes.user_id': 'Keyed hashes of single-use recovery codes: secrets, useless to anyone but the server.',
  'user_passkeys.user_id':
    'Public keys of the person’s passkeys and the names they gave them, shown on their own page; a credential of their device, not data about them.',
  'id_login_pending.user_id':
    'The identity provider’s tokens for a link waiting a few minutes for its password: secrets, deleted on use or expiry.',
  'id_bindings.user_id':
    'What the identity provider proved of the account: the kennitala is exported with the register record, and the subject is the provider’s own key for the person, which the provider holds.',
  'id_login_sessions.user_id':
    'The identity provider’s tokens behind a session: secrets. The session itself is exported with the other sessions.',
  'pilot_notes.creator_user_id': aboutSomeoneElse,
  'user_notes.creator_user_id': aboutSomeoneElse,
  'user_notes.last_modifier_user_id': aboutSomeoneElse,
  'exam_accommodations.creator_user_id': aboutSomeoneElse,
  'exam_accommodations.revoker_user_id': aboutSomeoneElse,
  'erasure_requests.decided_by_user_id': aboutSomeoneElse,
  'operator_lookup_clients.creator_user_id':
    'The host administrator who made an authority’s lookup client: the client is the authority’s, and its making is in the audit log.',
  'credential_offers.user_id':
    'Offers of a certificate to the person’s own wallet: hashes of single-use codes, secrets that expire within minutes; each credential issued is in the audit log.',
};
