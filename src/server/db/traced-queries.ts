import type pg from 'pg';
import { hasSpanInHand, inSpan, SpanKind } from '../kernel/tracing';

/** The statement's first word (`select`, `insert`, `begin`): a span's name must not carry values, nor split by them. */
const operationOf = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';

/**
 * Makes each promise-form query of the pool or of a client a span (`db.query.text` is the statement
 * with its `$n` placeholders; the values, which may be a person's, are never recorded). The callback
 * and submittable forms, which only pg's own internals use (the pool's query calls its client's so),
 * pass through.
 */
export function traceQueries(client: pg.Pool | pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const plain = typeof text === 'string' && typeof values !== 'function' && callback === undefined;
    if (!plain || typeof (config as { submit?: unknown }).submit === 'function' || !hasSpanInHand()) return query(config, values, callback);
    const operation = operationOf(text);
    return inSpan(
      `pg.${operation}`,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text },
      },
      () => query(config, values) as Promise<unknown>,
    );
  }) as typeof client.query;
}
