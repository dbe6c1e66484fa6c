// Generated from ../notifications.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../notifications';

export const notificationsEndpoints: ClientEndpoints<typeof contract.notificationsEndpoints> = {
  pushNotificationByOrganizationId: { verb: 'POST', path: '/api/services/app/Notification/PushNotificationByOrganizationId' },
  pushNotificationByUserId: { verb: 'POST', path: '/api/services/app/Notification/PushNotificationByUserId' },
  pushNotificationByUserIdAndDynamicMes: { verb: 'POST', path: '/api/services/app/Notification/PushNotificationByUserIdAndDynamicMes' },
  pushNotificationDynamicMesByOrganizationId: {
    verb: 'POST',
    path: '/api/services/app/Notification/PushNotificationDynamicMesByOrganizationId',
  },
  pushNotificationToEveryone: { verb: 'POST', path: '/api/services/app/Notification/PushNotificationToEveryone' },
  getNotificationByCurrentUser: { verb: 'GET', path: '/api/services/app/Notification/GetNotificationByCurrentUser' },
  getTotalNotificationByCurrentUser: { verb: 'GET', path: '/api/services/app/Notification/GetTotalNotificationByCurrentUser' },
  markIsReadOrUnReadByNotificationId: { verb: 'POST', path: '/api/services/app/Notification/MarkIsReadOrUnReadByNotificationId' },
  clearNotificationByNotifyId: { verb: 'POST', path: '/api/services/app/Notification/ClearNotificationByNotifyId' },
  markAllReadNotificationByCurrentUser: { verb: 'POST', path: '/api/services/app/Notification/MarkAllReadNotificationByCurrentUser' },
  clearAllNotificationByCurrentUser: { verb: 'POST', path: '/api/services/app/Notification/ClearAllNotificationByCurrentUser' },
};
