import type pg from 'pg';
import type { MetricSource } from '../kernel/metrics';

/**
 * The database pool as `/metrics` shows it. Requests waiting for a connection while all of them
 * are in use is the pool running short: every request then waits its turn for the database.
 */
export function poolMetrics(pool: pg.Pool): MetricSource[] {
  return [
    {
      name: 'portal_db_pool_connections',
      type: 'gauge',
      help: 'Connections the pool holds open, idle or in use.',
      read: () => pool.totalCount,
    },
    { name: 'portal_db_pool_idle_connections', type: 'gauge', help: 'Open connections no request is using.', read: () => pool.idleCount },
    {
      name: 'portal_db_pool_waiting_requests',
      type: 'gauge',
      help: 'Requests waiting for a connection, every one being in use.',
      read: () => pool.waitingCount,
    },
    {
      name: 'portal_db_pool_max_connections',
      type: 'gauge',
      help: 'The most connections the pool opens.',
      read: () => pool.options.max ?? 10,
    },
  ];
}
