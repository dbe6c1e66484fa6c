import type { InfoNotUpdated, RecordRequirement } from '../../../shared/contracts/accounts';
import { UserStatus, userTypeIds } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { settingDefinitions } from '../../../shared/settings';
import type { Database } from '../../db/client';
import { notifiedCacheOf } from '../../kernel/notified-cache';
import { storedSettingsOf } from '../settings';
import { findRecordFacts, recordChangedPrefix, type RecordFacts } from './pilot-record-completeness.queries';

/** Who is asking: the signed-in person as the request's actor knows them. */
export interface RecordHolder {
  userId: number;
  userTypeId: number | null;
  statusId: number;
  permissions: ReadonlySet<string>;
}

/** The page that mends each requirement (the web's route table has them under the same paths). */
const pageOf: Record<RecordRequirement, string> = {
  mainAddress: '/my-site/information',
  selfDeclaration: '/my-site/self-declaration',
};

const requireSelfDeclaration = settingDefinitions.find((d) => d.name === 'RequireSelfDeclaration')!;
const requireMainAddress = settingDefinitions.find((d) => d.name === 'RequireMainAddress')!;
type Requirement = typeof requireMainAddress;

/**
 * Whom the rule concerns: a registered person of a type, with the self-service pages that mend
 * the record. Not an administrator, whose work is elsewhere, and not someone who still owes the
 * registration fee: the guard sends them to pay first, and paying comes before the record.
 */
function concerns(holder: RecordHolder): boolean {
  return (
    holder.userTypeId !== null &&
    (userTypeIds as readonly number[]).includes(holder.userTypeId) &&
    holder.statusId !== UserStatus.NeedPaymentToLogin &&
    holder.permissions.has(Permission.Pilot) &&
    !holder.permissions.has(Permission.Administrator)
  );
}

const forgetsRecord = (payload: string) =>
  payload.startsWith(recordChangedPrefix) ? Number(payload.slice(recordChangedPrefix.length)) : undefined;

/**
 * The facts of a user's record, kept in memory until the record's writes announce a change
 * (`announceRecordChange`): the session is read on every page load and must cost no round trip
 * (decision 0016).
 */
function recordFactsOf(database: Database, userId: number): Promise<RecordFacts | null> {
  const cache = notifiedCacheOf<number, RecordFacts | null>(database.pool, 'pilot-record-facts', forgetsRecord, {
    lifetimeMs: 5 * 60_000,
    maxEntries: 100_000,
  });
  return cache.get(userId, () => findRecordFacts(database.db, userId));
}

/**
 * Section 4's "info not updated" marker: what the person's record lacks that the authority
 * requires (a main address while setting 30 says so, an accepted self-declaration while setting
 * 29 does), and
 * the page that mends the first of it. Null when nothing is missing, when the person has no
 * record, and for those the rule does not concern.
 */
export async function infoNotUpdatedOf(database: Database, holder: RecordHolder): Promise<InfoNotUpdated | null> {
  if (!concerns(holder)) return null;
  const [facts, settings] = await Promise.all([recordFactsOf(database, holder.userId), storedSettingsOf(database)]);
  if (!facts) return null;
  const isOn = (setting: Requirement) => (settings.get(setting.id) ?? setting.defaultValue) === 'true';
  const declarationRequired = isOn(requireSelfDeclaration);
  const missing: RecordRequirement[] = [];
  if (isOn(requireMainAddress) && !facts.hasMainAddress) missing.push('mainAddress');
  if (declarationRequired && !facts.hasAcceptedSelfDeclaration) missing.push('selfDeclaration');
  return missing.length > 0 ? { path: pageOf[missing[0]], missing } : null;
}
