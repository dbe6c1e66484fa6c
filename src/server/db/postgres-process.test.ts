import { describe, expect, it } from 'vitest';
import { complaintsIn } from './postgres-process';

describe('the reason the server gives', () => {
  it('is its FATAL and PANIC lines with what explains them, and never a failed statement’s values', () => {
    const failedInsert = [
      '2030-05-20 12:00:00.000 UTC [71] ERROR:  duplicate key value violates unique constraint "users_email_key"',
      '2030-05-20 12:00:00.000 UTC [71] DETAIL:  Key (email_address)=(sigurlina.h@example.com) already exists.',
      "2030-05-20 12:00:00.000 UTC [71] STATEMENT:  insert into \"users\" values ('Sigurlína', '1201743399')",
    ];
    const panic = [
      '2030-05-20 12:00:01.000 UTC [60] PANIC:  could not write to file "pg_wal/xlogtemp.60": No space left on device',
      '2030-05-20 12:00:01.000 UTC [60] HINT:  Free some disk space.',
    ];
    expect(complaintsIn([...failedInsert, ...panic])).toBe(
      'PANIC: could not write to file "pg_wal/xlogtemp.60": No space left on device HINT: Free some disk space.',
    );
    // Killed without a word: the last lines that are not a statement's.
    const said = complaintsIn(['2030-05-20 11:59:00.000 UTC [60] LOG:  database system is ready to accept connections', ...failedInsert]);
    expect(said).toBe('2030-05-20 11:59:00.000 UTC [60] LOG:  database system is ready to accept connections');
    expect(complaintsIn(failedInsert)).toBe('it gave no reason');
  });
});
