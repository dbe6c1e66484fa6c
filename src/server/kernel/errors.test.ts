import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

describe('isDatabaseUnavailable', () => {
  it('knows a database out of reach by code, by node-postgres’s words, and inside a wrapper', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const cases: unknown[] = [
      refused,
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('connect ENOENT /data/.s.PGSQL.5432'), { code: 'ENOENT', address: '/data/.s.PGSQL.5432' }),
      Object.assign(new Error('Failed query: select 1'), { query: 'select 1', cause: refused }),
      new AggregateError([refused, refused], ''),
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves the request’s own faults and other failures alone', () => {
    const cases: unknown[] = [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' }),
      Object.assign(new Error("ENOENT: no such file or directory, open 'font.ttf'"), { code: 'ENOENT', path: 'font.ttf' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      null,
      'ECONNREFUSED',
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
