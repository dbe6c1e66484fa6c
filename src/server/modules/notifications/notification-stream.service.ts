import type { NotificationStreamEvent } from '../../../shared/contracts/notifications';
import type { Language } from '../../../shared/enums';
import { findSettingDefinition } from '../../../shared/settings';
import type { ServiceDeps } from '../../deps';
import { AppError, unauthorized } from '../../kernel/errors';
import { isSessionId, loadActor, type LoadedActor } from '../../kernel/sessions';
import { readSettingValues } from '../settings';
import { toNotificationDto } from './notification-text';
import type { NotificationSignal } from './notification-hub';
import { countUnread, findOwnNotification } from './notifications.queries';

/** Setting 25: off, browsers poll instead of holding a stream open. */
export const realTimeSettingId = 25;

export async function realTimeEnabled(deps: ServiceDeps): Promise<boolean> {
  const stored = (await readSettingValues(deps.database.db, [realTimeSettingId])).get(realTimeSettingId);
  return (stored ?? findSettingDefinition(realTimeSettingId)!.defaultValue).trim().toLowerCase() === 'true';
}

export const realTimeDisabled = () => new AppError(503, 0, 'notifications:errors.realTimeDisabled');

/**
 * The person behind an `encryptedAccessToken`, checked as a bearer token is: the session must
 * still stand and its user be active. An EventSource cannot send a header, so it names itself so.
 */
export async function authenticateStream(deps: ServiceDeps, token: string | undefined): Promise<LoadedActor> {
  const claims = token ? await deps.tokens.decrypt(token) : null;
  if (!claims || !isSessionId(claims.sessionId)) throw unauthorized();
  const loaded = await loadActor(deps.database.pool, claims.sessionId.toLowerCase(), claims.userId);
  if (!loaded) throw unauthorized();
  return loaded;
}

/** Whether the stream's session still stands (it ends with a logout, a deactivation or its time). */
export async function sessionStands(deps: ServiceDeps, sessionId: string, userId: number): Promise<boolean> {
  return (await loadActor(deps.database.pool, sessionId, userId)) !== null;
}

/** What a stream sends for a signal: the new notification in the stream's language, or none, and the count. */
export async function streamEvent(
  deps: ServiceDeps,
  reader: { userId: number; tenantId: number | null; language: Language },
  signal: NotificationSignal | null,
): Promise<NotificationStreamEvent> {
  const { db } = deps.database;
  const { userId, tenantId, language } = reader;
  const [view, unreadCount] = await Promise.all([
    signal?.kind === 'created' && signal.id !== null ? findOwnNotification(db, tenantId, userId, signal.id) : undefined,
    countUnread(db, tenantId, userId),
  ]);
  return { notification: view ? toNotificationDto(view, language) : null, unreadCount };
}
