import { notificationsEndpoints as e } from '../../../shared/contracts/notifications';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as notifications from './notifications.service';

export const notificationRoutes = (deps: ServiceDeps) => [
  route(e.pushNotificationByUserId, {
    access: Permission.Organizations,
    summary: 'Sends one of section 9’s messages to a person of the tenant.',
    handler: (ctx, input) => notifications.pushToUser(deps, ctx, input),
  }),
  route(e.pushNotificationByUserIdAndDynamicMes, {
    access: Permission.Organizations,
    summary: 'Sends a message with a text of the sender’s own to a person of the tenant.',
    handler: (ctx, input) => notifications.pushToUser(deps, ctx, input),
  }),
  route(e.pushNotificationToEveryone, {
    access: Permission.Users,
    summary: 'Sends a message, with a text of the sender’s own if given, to every active person of the tenant but the sender.',
    handler: (ctx, input) => notifications.pushToEveryone(deps, ctx, input),
  }),
  // Contact persons hold no permission for it: whether they speak for the organisation is the policy's question.
  route(e.pushNotificationByOrganizationId, {
    access: 'signedIn',
    summary:
      'Sends a message to an organisation’s approved members but the sender; by its contact persons or an administrator of organisations.',
    handler: (ctx, input) => notifications.pushToOrganization(deps, ctx, input),
  }),
  route(e.pushNotificationDynamicMesByOrganizationId, {
    access: 'signedIn',
    summary: 'Sends a text of the sender’s own to an organisation’s approved members but the sender.',
    handler: (ctx, input) => notifications.pushToOrganization(deps, ctx, input),
  }),
  route(e.getNotificationByCurrentUser, {
    access: 'signedIn',
    summary: 'A page of the caller’s notifications, newest first, in the caller’s language; pages count from 0.',
    handler: (ctx, input) => notifications.getNotifications(deps, ctx, input),
  }),
  route(e.getTotalNotificationByCurrentUser, {
    access: 'signedIn',
    summary: 'How many of the caller’s notifications are unread.',
    handler: (ctx) => notifications.getUnreadCount(deps, ctx),
  }),
  route(e.markIsReadOrUnReadByNotificationId, {
    access: 'signedIn',
    summary: 'Marks one of the caller’s notifications read or unread.',
    handler: (ctx, input) => notifications.markReadOrUnread(deps, ctx, input),
  }),
  route(e.clearNotificationByNotifyId, {
    access: 'signedIn',
    summary: 'Deletes one of the caller’s notifications.',
    handler: (ctx, input) => notifications.clearNotification(deps, ctx, input.notificationId),
  }),
  route(e.markAllReadNotificationByCurrentUser, {
    access: 'signedIn',
    summary: 'Marks all the caller’s notifications read; answers how many were unread.',
    handler: (ctx) => notifications.markAllAsRead(deps, ctx),
  }),
  route(e.clearAllNotificationByCurrentUser, {
    access: 'signedIn',
    summary: 'Deletes all the caller’s notifications; answers how many there were.',
    handler: (ctx) => notifications.clearAll(deps, ctx),
  }),
];
