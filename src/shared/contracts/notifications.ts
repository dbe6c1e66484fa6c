import { z } from 'zod';
import { notificationMessageIds, type NotificationMessageId } from '../enums';
import { entityId, queryInt, text } from './common';
import { endpoint } from './endpoint';

export const notificationMessageId = z.union(notificationMessageIds.map((id) => z.literal(id))) as z.ZodType<NotificationMessageId>;

/** What an administrator or a contact person may type into a notification of their own. */
export const dynamicMessage = text().trim().min(1).max(1000);

/**
 * One notification as its recipient reads it. `message` is rendered on the server in the reader's
 * language from `messageId` and the names it was raised with, so a notification raised in one
 * language reads in the other when its reader switches.
 */
export const notificationDto = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  messageKey: z.string(),
  message: z.string(),
  /** The text an administrator or contact person typed (the DynamicMes calls), as typed. */
  dynamicMessage: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  isRead: z.boolean(),
  creationTime: z.string(),
  /**
   * The answer the notification asks of its reader (decision 0028): accept or decline a pilot's
   * request to join (`recruitment`, the place's id) or an organisation's offer (`invitation`, the
   * offer's id); null when it asks nothing.
   */
  action: z.object({ kind: z.enum(['recruitment', 'invitation']), id: z.number().int() }).nullable(),
  /** Its request was answered, here or elsewhere: it asks nothing more. */
  isDone: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

/** Section 3's notification list: a page from the newest, and whether more are left to load. */
export const notificationPage = z.object({
  items: z.array(notificationDto),
  totalCount: z.number().int(),
  totalPageCount: z.number().int(),
  isLoadMore: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationPageInput = z.object({
  pageNumber: queryInt.min(0).max(100_000).default(0),
  pageSize: queryInt.min(1).max(100).default(10),
});

const byOrganization = z.object({ organizationId: entityId, messageId: notificationMessageId });
const byUser = z.object({ userId: entityId, messageId: notificationMessageId });

/** How many notifications a push reached. */
const pushed = z.object({ count: z.number().int() });

const S = 'Notification';

export const notificationsEndpoints = {
  pushNotificationByOrganizationId: endpoint({
    service: S,
    method: 'PushNotificationByOrganizationId',
    input: byOrganization,
    result: pushed,
  }),
  pushNotificationByUserId: endpoint({ service: S, method: 'PushNotificationByUserId', input: byUser, result: pushed }),
  pushNotificationByUserIdAndDynamicMes: endpoint({
    service: S,
    method: 'PushNotificationByUserIdAndDynamicMes',
    input: byUser.extend({ dynamicMessage }),
    result: pushed,
  }),
  pushNotificationDynamicMesByOrganizationId: endpoint({
    service: S,
    method: 'PushNotificationDynamicMesByOrganizationId',
    input: byOrganization.extend({ dynamicMessage }),
    result: pushed,
  }),
  /** Beyond the specification: the notice to everyone that the administration's notice screen offers. */
  pushNotificationToEveryone: endpoint({
    service: S,
    method: 'PushNotificationToEveryone',
    input: z.object({ messageId: notificationMessageId, dynamicMessage: dynamicMessage.optional() }),
    result: pushed,
  }),
  getNotificationByCurrentUser: endpoint({
    service: S,
    method: 'GetNotificationByCurrentUser',
    input: notificationPageInput,
    result: notificationPage,
  }),
  /** The caller's unread count, which the bell shows. */
  getTotalNotificationByCurrentUser: endpoint({ service: S, method: 'GetTotalNotificationByCurrentUser', result: z.number().int() }),
  markIsReadOrUnReadByNotificationId: endpoint({
    service: S,
    method: 'MarkIsReadOrUnReadByNotificationId',
    input: z.object({ notificationId: entityId, isRead: z.boolean() }),
    result: notificationDto,
  }),
  clearNotificationByNotifyId: endpoint({
    service: S,
    method: 'ClearNotificationByNotifyId',
    input: z.object({ notificationId: entityId }),
    result: z.boolean(),
  }),
  markAllReadNotificationByCurrentUser: endpoint({ service: S, method: 'MarkAllReadNotificationByCurrentUser', result: z.number().int() }),
  clearAllNotificationByCurrentUser: endpoint({ service: S, method: 'ClearAllNotificationByCurrentUser', result: z.number().int() }),
};

/**
 * The real-time stream (Server-Sent Events), outside the ABP envelope. The browser cannot set a
 * header on an EventSource, so it names itself with the short-lived `encryptedAccessToken`.
 * Each event is `event: notification` with a {@link NotificationStreamEvent} as its data; a
 * `ping` comment keeps proxies from closing an idle stream.
 */
export const notificationStreamPath = '/api/notifications/stream';
export const notificationStreamQuery = z.object({
  encryptedAccessToken: text().min(10).max(4000),
  /** The language to render new notifications in (`is`, `en`), as the app shows it; else the user's own. */
  culture: text().max(40).optional(),
});
export const notificationStreamEvent = z.object({
  /** The new notification, or null when the change was a read, an unread or a clear. */
  notification: notificationDto.nullable(),
  unreadCount: z.number().int(),
});
export type NotificationStreamEvent = z.infer<typeof notificationStreamEvent>;
/**
 * `event: session`, with no data: what the signed-in user is changed on the server (a payment
 * confirmed, a type, a grant), so the browser reads its session again rather than keep the old one.
 */
export const sessionChangedStreamEvent = 'session';
