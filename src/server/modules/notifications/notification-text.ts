import type { NotificationDto } from '../../../shared/contracts/notifications';
import {
  NotificationMessage,
  notificationMessageIds,
  notificationMessageKey,
  type Language,
  type NotificationMessageId,
} from '../../../shared/enums';
import { translate } from '../../kernel/i18n';
import type { NotificationView } from './notifications.queries';

const isMessageId = (id: number): id is NotificationMessageId => (notificationMessageIds as number[]).includes(id);

/** The wordings written for one reader: a request to the organisation, an offer to the pilot, the organisation's answer to the pilot. */
const readerWordings = ['asked', 'invited', 'toPilot'];

/**
 * Which wording a message takes: each is written once for the names it was raised with, so it
 * reads whole whoever reads it (the pilot or the organisation's contact persons) and whatever a
 * push knew. Section 9's type change names only the new type.
 */
function variantOf(messageId: NotificationMessageId, params: Record<string, string>): string {
  // Written for its reader: the organisation asked to accept a pilot, or the pilot it answered (decision 0028).
  if (params.wording && readerWordings.includes(params.wording) && params.organizationName) return params.wording;
  if (messageId === NotificationMessage.AdminUpdatePilotTypeLabel) return params.pilotType ? 'full' : 'general';
  const person = Boolean(params.personName);
  const organization = Boolean(params.organizationName);
  if (person && organization) return 'full';
  if (organization) return 'organization';
  return person ? 'person' : 'general';
}

/** A type is stored by its id, so it reads in the reader's language; anything else as it was given. */
function pilotTypeName(language: Language, value: string): string {
  const key = `notifications:pilotTypes.${value}`;
  const name = translate(language, key);
  return name === key || name === `pilotTypes.${value}` ? value : name;
}

export function renderMessage(language: Language, messageId: number, params: Record<string, string>): string {
  if (!isMessageId(messageId)) return translate(language, 'notifications:messages.unknown');
  const names = { ...params, ...(params.pilotType ? { pilotType: pilotTypeName(language, params.pilotType) } : {}) };
  return translate(language, `notifications:messages.${notificationMessageKey(messageId)}.${variantOf(messageId, params)}`, names);
}

/** The answer a notification asks of its reader, from the request it names. */
function actionOf(params: Record<string, string>): NotificationDto['action'] {
  const [kind, id] = (params.request ?? '').split(':');
  const number = Number(id);
  if ((kind !== 'recruitment' && kind !== 'invitation') || !Number.isSafeInteger(number)) return null;
  return { kind, id: number };
}

export function toNotificationDto(view: NotificationView, language: Language): NotificationDto {
  const n = view.notification;
  const params = { ...n.params };
  const organizationName = view.organizationName ?? params.organizationName ?? null;
  if (organizationName) params.organizationName = organizationName;
  return {
    id: n.id,
    messageId: n.messageId,
    messageKey: isMessageId(n.messageId) ? notificationMessageKey(n.messageId) : 'Unknown',
    message: renderMessage(language, n.messageId, params),
    dynamicMessage: n.dynamicMessage,
    organizationId: n.organizationId,
    organizationName,
    isRead: n.isRead,
    creationTime: n.creationTime.toISOString(),
    action: actionOf(n.params),
    isDone: n.params.done === '1',
  };
}
