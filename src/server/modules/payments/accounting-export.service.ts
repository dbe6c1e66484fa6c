import type { AccountingExportDto } from '../../../shared/contracts/payments';
import type { PagedInput, PagedResult } from '../../../shared/contracts/common';
import { AccountingExportStatus, type Language } from '../../../shared/enums';
import { findSettingDefinition, settingDefinitions } from '../../../shared/settings';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { calendarDay } from '../../kernel/calendar';
import type { RequestContext } from '../../kernel/context';
import { invalidField } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import { readSettingValues } from '../settings';
import { accountingFile } from './accounting-file';
import { HostKeyRefused, readSftpSettings, uploadFile } from './accounting-sftp';
import {
  findAccountingDay,
  findAccountingDays,
  findSettledPayments,
  lockAccountingDay,
  recordAccountingRequest,
  updateAccountingDay,
  type AccountingExportRow,
} from './accounting.queries';
import { paymentsAdminPolicy } from './payments-admin.policy';

export const accountingExportJob = 'accounting.export';
export const accountingTickJob = 'accounting.tick';

export interface AccountingExportData {
  /** The Icelandic calendar day (YYYY-MM-DD) whose settled payments the file holds. */
  day: string;
  /** Set by an administrator's re-send: send even a day already sent, unless it was sent since. */
  requestedAt?: string;
}

/** What became of one run; a failure is recorded before it is handed back to be thrown. */
export type ExportOutcome = 'sent' | 'alreadySent' | 'notConfigured' | { failed: unknown };

const dayMs = 86_400_000;
const exportTimeId = settingDefinitions.find((d) => d.name === 'AccountingTimeOfDateExport')!.id;

/** Iceland keeps UTC all year, so a day there runs from midnight to midnight UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const yesterdayOf = (now: Date) => calendarDay(new Date(now.getTime() - dayMs));

function isDone(row: AccountingExportRow, data: AccountingExportData): boolean {
  if (row.status !== AccountingExportStatus.Sent) return false;
  // Two re-sends asked for together, or one that waited behind the night's run, send once.
  return !data.requestedAt || (row.sentAt !== null && row.sentAt >= new Date(data.requestedAt));
}

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1000);
const hostKeyRefusedKey = 'payments:accountingFile.hostKeyRefused';
/** Between a reason's key and the fingerprint it names, in `lastError`. */
const keyParams = ' ';

/** The portal's own reasons are kept as keys and read in the reader's language; the server's words as they came. */
function lastErrorText(lastError: string | null, language: Language): string | null {
  if (!lastError?.startsWith('payments:')) return lastError;
  const [key, presented = ''] = lastError.split(keyParams);
  return translate(language, key, { presented });
}

/**
 * Sends the day's file exactly once, however many instances run the job: the day's row stays
 * locked from the decision to the record of the outcome, upload included, so another run of the
 * same day waits and then finds it sent. Without SFTP settings the day is marked failed and left
 * for the next tick, since retrying cannot help until someone configures it.
 */
export async function exportAccountingDay(deps: ServiceDeps, data: AccountingExportData): Promise<ExportOutcome> {
  return withTransaction(deps.database.pool, async (tx) => {
    const row = await lockAccountingDay(tx.db, data.day, deps.now());
    if (isDone(row, data)) return 'alreadySent';
    const attempts = row.attempts + 1;
    const failed = AccountingExportStatus.Failed;
    const sftp = await readSftpSettings(tx.db);
    if (!sftp.configured) {
      await updateAccountingDay(tx.db, data.day, { status: failed, attempts, lastError: sftp.problemKey, updatedAt: deps.now() });
      return 'notConfigured';
    }
    const start = dayStart(data.day);
    const file = accountingFile(data.day, await findSettledPayments(tx.db, start, new Date(start.getTime() + dayMs)));
    try {
      await uploadFile(sftp.target, file.name, file.content);
    } catch (error) {
      // Another server's key is a setting to put right, not a failure that trying again mends.
      const refused = error instanceof HostKeyRefused;
      const lastError = refused ? `${hostKeyRefusedKey}${keyParams}${error.presented}` : errorText(error);
      await updateAccountingDay(tx.db, data.day, { status: failed, attempts, lastError, updatedAt: deps.now() });
      return refused ? 'notConfigured' : { failed: error };
    }
    const sentAt = deps.now();
    await updateAccountingDay(tx.db, data.day, {
      status: AccountingExportStatus.Sent,
      attempts,
      fileName: file.name,
      paymentCount: file.paymentCount,
      totalAmount: file.totalAmount,
      sentAt,
      lastError: null,
      updatedAt: sentAt,
    });
    return 'sent';
  });
}

const timeOfDay = /^(\d{2}):(\d{2})$/;
const defaultExportTime = findSettingDefinition(exportTimeId)!.defaultValue;

/** Minutes past midnight of the export time (HH:MM); the default when the setting cannot be read. */
async function exportTimeOfDay(deps: ServiceDeps): Promise<number> {
  const stored = (await readSettingValues(deps.database.db, [exportTimeId])).get(exportTimeId) ?? '';
  const [, hours, minutes] = timeOfDay.exec(stored) ?? timeOfDay.exec(defaultExportTime)!;
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Every five minutes: once the export time of day has passed, queues yesterday's file unless it
 * is sent. pg-boss takes a singleton key only within a period, so an hour's: a day whose job is
 * still being retried is not queued again meanwhile, and a day that failed is tried again hourly.
 * Answers the day queued, if any.
 */
export async function queueDueAccountingDay(deps: ServiceDeps): Promise<string | null> {
  const now = deps.now();
  if (now.getUTCHours() * 60 + now.getUTCMinutes() < (await exportTimeOfDay(deps))) return null;
  const day = yesterdayOf(now);
  if ((await findAccountingDay(deps.database.db, day))?.status === AccountingExportStatus.Sent) return null;
  const data: AccountingExportData = { day };
  await withTransaction(deps.database.pool, (tx) =>
    deps.jobs.send(tx, accountingExportJob, data, { singletonKey: `accounting-${day}`, singletonSeconds: 3600 }),
  );
  return day;
}

function toAccountingExportDto(row: AccountingExportRow, language: Language): AccountingExportDto {
  return {
    day: row.day,
    status: row.status,
    attempts: row.attempts,
    fileName: row.fileName,
    paymentCount: row.paymentCount,
    totalAmount: row.totalAmount,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: lastErrorText(row.lastError, language),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** ExportToAccounting: queues the day's file (yesterday by default) to be sent again, and answers the day as it stands. */
export async function exportToAccounting(deps: ServiceDeps, ctx: RequestContext, input: { day?: string }): Promise<AccountingExportDto> {
  const actor = paymentsAdminPolicy.accounting(ctx);
  const now = deps.now();
  const day = input.day ?? yesterdayOf(now);
  // A day not yet over would be sent short, and then count as sent.
  if (day >= calendarDay(now)) throw invalidField('day', 'payments:accountingFile.dayNotOver');
  return withTransaction(deps.database.pool, async (tx) => {
    const row = await recordAccountingRequest(tx.db, day, actor.userId, now);
    const data: AccountingExportData = { day, requestedAt: now.toISOString() };
    await deps.jobs.send(tx, accountingExportJob, data);
    return toAccountingExportDto(row, ctx.language);
  });
}

/** GetAccountingExports: each day's file and how it went, the newest day first. */
export async function getAccountingExports(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: PagedInput,
): Promise<PagedResult<AccountingExportDto>> {
  paymentsAdminPolicy.accounting(ctx);
  const { rows, total } = await findAccountingDays(deps.database.db, input.skipCount, input.maxResultCount);
  return { items: rows.map((row) => toAccountingExportDto(row, ctx.language)), totalCount: total };
}
