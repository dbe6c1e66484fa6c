import type pg from 'pg';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient, done: () => void) => void;

/**
 * Runs `prepare` once on each connection the pool hands out, before whoever asked for it gets it,
 * in the promise form and in the callback form (which `pool.query` uses).
 */
export function onEachConnection(pool: pg.Pool, prepare: (client: pg.PoolClient) => void | Promise<void>): void {
  const prepared = new WeakSet<pg.PoolClient>();
  const ready = async (client: pg.PoolClient) => {
    if (!prepared.has(client)) {
      prepared.add(client);
      await prepare(client);
    }
    return client;
  };
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((callback?: ConnectCallback) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then(ready);
    return connect((error: Error | undefined, client: pg.PoolClient, done: () => void) => {
      if (error) return callback(error, client, done);
      ready(client).then(
        () => callback(undefined, client, done),
        (failed: Error) => callback(failed, client, done),
      );
    });
  }) as typeof pool.connect;
}

/**
 * A list that takes what `record` is given only while a run of `during` goes, and that run's
 * list as its answer: a test watches one call, not the set-up around it.
 */
export function recordDuring<T>() {
  let seen: T[] | undefined;
  return {
    record: (item: T) => void seen?.push(item),
    during: async (run: () => Promise<unknown>): Promise<T[]> => {
      seen = [];
      try {
        await run();
        return seen;
      } finally {
        seen = undefined;
      }
    },
  };
}

/**
 * Records every statement any connection of the pool sends, in a transaction or not, while a
 * `statementsOf` run is going: the name of a named statement, else its text. A test of how many
 * round trips a call makes counts with it.
 */
export function watchStatements(pool: pg.Pool): (run: () => Promise<unknown>) => Promise<string[]> {
  const statements = recordDuring<string>();
  onEachConnection(pool, (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const c = config as { name?: string; text?: string };
      statements.record(typeof config === 'string' ? config : (c.name ?? String(c.text)));
      return query(config, ...rest);
    }) as typeof client.query;
  });
  return statements.during;
}
