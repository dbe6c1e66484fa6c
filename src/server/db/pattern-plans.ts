import type pg from 'pg';

/** A statement that matches a LIKE or ILIKE pattern: every keyword search (`db/like.ts` writes them so). */
const matchesAPattern = /\bi?like\b/i;

type Done = (error: Error | null, result?: unknown) => void;

const textOf = (config: unknown) => (typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text);
const isSearch = (config: unknown) => {
  const text = textOf(config);
  return typeof text === 'string' && matchesAPattern.test(text);
};

/**
 * Sends each statement of the pool that matches a pattern to `searches`, a pool whose connections
 * open with `plan_cache_mode = force_custom_plan`: a keyword search is planned for its keyword
 * (decision 0051) without a round trip more. Under a load of 20 on two cores each round trip
 * waits for the scheduler: switching the mode around each statement made searches whose plan did
 * not change 3–25 ms slower. A connection in hand (a transaction's) keeps its statements: there
 * {@link planPatternsForTheirValues} switches the mode.
 */
export function routeSearches(pool: pg.Pool, searches: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const search = searches.query.bind(searches) as (...args: unknown[]) => unknown;
  pool.query = ((config: unknown, ...rest: unknown[]) => (isSearch(config) ? search : query)(config, ...rest)) as typeof pool.query;
}

/**
 * Makes each statement of `client` that matches a pattern planned for its own values, and every
 * other statement keep the one plan of the pool's `force_generic_plan` (decision 0018). That mode
 * holds for unnamed statements too: one plan served a keyword of two people and one of twenty
 * thousand, so a common e-mail fragment read and sorted every match where the ten newest were
 * enough (decision 0051). On a connection in hand (the pool's own statements go to
 * {@link routeSearches}), the setting is switched around the statement, in the promise and the
 * callback form, so no path forgets it. In a transaction, the statement's error rolls the switch
 * back with it. A submittable (a client-side cursor, which the portal does not use) passes as it is.
 */
export function planPatternsForTheirValues(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const run = query as (...args: unknown[]) => Promise<unknown>;
  const searched = async (args: unknown[]) => {
    try {
      await run('set plan_cache_mode = force_custom_plan');
      return await run(...args);
    } finally {
      // Its failure is the statement's, and reported by it: a broken connection, an aborted transaction.
      await run('reset plan_cache_mode').catch(() => {});
    }
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    if (submittable || !isSearch(config)) return query(config, values, callback);
    const done = (typeof values === 'function' ? values : callback) as Done | undefined;
    const answer = searched(typeof values === 'function' || values === undefined ? [config] : [config, values]);
    if (!done) return answer;
    answer.then(
      (result) => done(null, result),
      (error: Error) => done(error),
    );
  }) as typeof client.query;
}
