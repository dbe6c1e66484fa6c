import { defineModule } from '../../kernel/server-module';
import { registerNotificationStream } from './notification-stream';
import { notificationMetrics } from './notifications.metrics';
import { registerSignalR } from './signalr';
import { notificationRoutes } from './notifications.routes';

/**
 * Notifications (section 9's messages): raised by other modules' changes in their transactions,
 * pushed by administrators and contact persons, read, marked and cleared by their recipients, and
 * streamed to open browsers as they commit, and to ABP clients over SignalR. It imports no module that raises them.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  routes: (deps) => notificationRoutes(deps),
  rawRoutes: (app, deps) => {
    registerNotificationStream(app, deps);
    registerSignalR(app, deps);
  },
  metrics: (deps) => notificationMetrics(deps),
});

export { notifyUsers, requestKey, settleRequest, type Notice } from './notifications.service';
