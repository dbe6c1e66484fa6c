import type pg from 'pg';

/**
 * Records every statement any connection of the pool sends, in a transaction or not, while a
 * `statementsOf` run is going: the name of a named statement, else its text. A test of how many
 * round trips a call makes counts with it.
 */
export function watchStatements(pool: pg.Pool): (run: () => Promise<unknown>) => Promise<string[]> {
  const watched = new WeakSet<pg.PoolClient>();
  let seen: string[] | undefined;
  const watch = (client: pg.PoolClient) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const c = config as { name?: string; text?: string };
      seen?.push(typeof config === 'string' ? config : (c.name ?? String(c.text)));
      return query(config, ...rest);
    }) as typeof client.query;
  };
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then((client) => (watch(client), client));
    return connect((error: Error | undefined, client: pg.PoolClient, done: () => void) => {
      if (client) watch(client);
      callback(error, client, done);
    });
  }) as typeof pool.connect;

  return async (run) => {
    seen = [];
    try {
      await run();
      return seen;
    } finally {
      seen = undefined;
    }
  };
}
