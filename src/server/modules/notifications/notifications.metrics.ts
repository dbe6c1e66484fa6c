import type { ServiceDeps } from '../../deps';
import type { MetricSource } from '../../kernel/metrics';
import { notificationHubOf } from './notification-hub';

/** The live streams, for `/metrics`: each holds a connection to this process open for as long as a page is. */
export const notificationMetrics = (deps: ServiceDeps): MetricSource[] => [
  {
    name: 'portal_live_streams',
    type: 'gauge',
    help: 'Notification streams open to browsers (Server-Sent Events) and to ABP clients (SignalR).',
    read: () => notificationHubOf(deps.database.pool).listenerCount,
  },
];
