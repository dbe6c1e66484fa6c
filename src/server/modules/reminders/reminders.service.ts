import { inLanguage } from '../../../shared/bilingual';
import { FallbackLanguage, Languages, type Language } from '../../../shared/enums';
import { publicOperatorNumber } from '../../../shared/operator-number';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { calendarDay } from '../../kernel/calendar';
import { enqueueMail } from '../../mail/enqueue-mail';
import {
  claimReminder,
  findExpiringCertificates,
  findExpiringOperatorNumbers,
  findExpiringRegistrations,
  setReminderMail,
  type ExpiringRecord,
} from './reminders.queries';

/** Days before expiry on which holders are told, furthest first. */
export const reminderThresholds = [60, 14] as const;

const dayMs = 86_400_000;
const addDays = (day: string, days: number) => calendarDay(new Date(Date.parse(`${day}T12:00:00Z`) + days * dayMs));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / dayMs);

/**
 * The one threshold a record is due for with `daysLeft` days left: the nearest it has passed. A
 * record first seen at 10 days left gets the 14-day mail only, never a late 60-day one.
 */
export function dueThreshold(daysLeft: number): number | undefined {
  if (daysLeft < 0) return undefined;
  return [...reminderThresholds].reverse().find((threshold) => daysLeft <= threshold);
}

const languageOf = (value: string): Language => ((Languages as readonly string[]).includes(value) ? (value as Language) : FallbackLanguage);

function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'is' ? 'is-IS' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export interface ReminderReport {
  sent: number;
  alreadySent: number;
}

/**
 * Sends the expiry reminders due today, each exactly once: the reminder's row (unique on kind,
 * record, threshold and recipient) and its mail are written in one transaction, so a second run,
 * a retry after a failure half-way, or another instance running at the same time sends nothing
 * twice, and a rolled-back row sends nothing at all.
 */
export async function sendExpiryReminders(deps: ServiceDeps): Promise<ReminderReport> {
  const today = calendarDay(deps.now());
  const until = addDays(today, reminderThresholds[0]);
  const db = deps.database.db;
  const numbers = await findExpiringOperatorNumbers(db, today, until);
  const due = [
    ...(await findExpiringCertificates(db, today, until)),
    ...withoutToldByNumber(await findExpiringRegistrations(db, today, until), numbers),
    ...numbers,
  ];
  const report: ReminderReport = { sent: 0, alreadySent: 0 };
  for (const record of due) {
    const daysLeft = daysBetween(today, record.expiresOn);
    const threshold = dueThreshold(daysLeft);
    if (threshold === undefined) continue;
    const sent = await withTransaction(deps.database.pool, async (tx) => {
      const id = await claimReminder(tx.db, { ...record, threshold });
      if (id === undefined) return false;
      const mailId = await enqueueMail(tx, deps.jobs, mailFor(deps, record, daysLeft));
      await setReminderMail(tx.db, id, mailId);
      return true;
    });
    if (sent) report.sent++;
    else report.alreadySent++;
  }
  return report;
}

/**
 * An organisation's fee and its operator number end on the same day when settings 8 and 9 agree;
 * a main contact person told of the number that day is not told of the fee besides.
 */
function withoutToldByNumber(registrations: ExpiringRecord[], numbers: ExpiringRecord[]): ExpiringRecord[] {
  const told = new Set(
    numbers.filter((n) => n.kind === 'organizationOperatorNumber').map((n) => `${n.organizationId}:${n.userId}:${n.expiresOn}`),
  );
  return registrations.filter((r) => !told.has(`${r.organizationId}:${r.userId}:${r.expiresOn}`));
}

function mailFor(deps: ServiceDeps, record: ExpiringRecord, daysLeft: number) {
  const language = languageOf(record.language);
  const common = {
    tenantId: record.tenantId,
    userId: record.userId,
    to: record.emailAddress,
    language,
  };
  const vars = { name: `${record.name} ${record.surname}`.trim(), expiryDate: formatDay(record.expiresOn, language), days: daysLeft };
  if (record.kind === 'certificate') {
    return {
      ...common,
      template: 'certificateExpiry' as const,
      vars: {
        ...vars,
        actionUrl: `${deps.publicUrl}/my-site/competency`,
        certificateName: inLanguage(language, record.title, record.titleEnglish),
        certificateNumber: record.certificateNumber ?? '',
      },
    };
  }
  // A mail is no place for a number's secret part: the public part names it well enough.
  const operatorNumber = publicOperatorNumber(record.operatorNumber) ?? '';
  if (record.kind === 'pilotOperatorNumber') {
    return {
      ...common,
      template: 'operatorNumberExpiry' as const,
      vars: { ...vars, actionUrl: `${deps.publicUrl}/my-site/operator-information`, operatorNumber, holder: vars.name },
    };
  }
  if (record.kind === 'organizationOperatorNumber') {
    // An organisation's number is renewed by paying its fee.
    return {
      ...common,
      template: 'organizationOperatorNumberExpiry' as const,
      vars: {
        ...vars,
        actionUrl: `${deps.publicUrl}/my-site/payment/${record.organizationId}`,
        operatorNumber,
        organizationName: record.title,
      },
    };
  }
  return {
    ...common,
    template: 'registrationExpiry' as const,
    vars: { ...vars, actionUrl: `${deps.publicUrl}/my-site/payment/${record.organizationId}`, organizationName: record.title },
  };
}
