import type { NotificationDto } from '../../../shared/contracts/notifications';

/**
 * A notification as ABP's `UserNotification` carries it to its clients (`getNotification`): the
 * person's state (0 unread, 1 read) around the notification, whose data is ABP's
 * `MessageNotificationData` with the text in the reader's language. ABP's ids are GUIDs; the
 * portal's are numbers, which its own calls take (docs/api.md).
 */
export interface AbpUserNotification {
  id: number;
  tenantId: number | null;
  userId: number;
  state: 0 | 1;
  notification: {
    id: number;
    tenantId: number | null;
    notificationName: string;
    data: { type: 'Abp.Notifications.MessageNotificationData'; message: string; properties: Record<string, string> };
    entityType: string | null;
    entityTypeName: string | null;
    entityId: string | null;
    /** ABP's NotificationSeverity: 0 is Info. */
    severity: 0;
    creationTime: string;
  };
}

export function toAbpUserNotification(
  notification: NotificationDto,
  reader: { userId: number; tenantId: number | null },
): AbpUserNotification {
  const properties: Record<string, string> = { Message: notification.message };
  if (notification.dynamicMessage) properties.DynamicMessage = notification.dynamicMessage;
  if (notification.organizationName) properties.OrganizationName = notification.organizationName;
  const organization = notification.organizationId === null ? null : String(notification.organizationId);
  return {
    id: notification.id,
    tenantId: reader.tenantId,
    userId: reader.userId,
    state: notification.isRead ? 1 : 0,
    notification: {
      id: notification.id,
      tenantId: reader.tenantId,
      notificationName: `App.${notification.messageKey}`,
      data: { type: 'Abp.Notifications.MessageNotificationData', message: notification.message, properties },
      entityType: organization ? 'Organization' : null,
      entityTypeName: organization ? 'Organization' : null,
      entityId: organization,
      severity: 0,
      creationTime: notification.creationTime,
    },
  };
}
