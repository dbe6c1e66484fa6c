import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, renderAll } from '../../../scripts/client-endpoints';
import { accountsEndpoints as definitions } from './accounts';
import { accountsEndpoints } from './client/accounts';

describe('the client tables of the calls (contracts/client/)', () => {
  it('are what the definitions say today: run `node --import tsx scripts/client-endpoints.ts` after changing a call', async () => {
    const tables = await renderAll();
    expect(fs.readdirSync(clientDir).sort()).toEqual([...tables.keys()].sort());
    for (const [file, text] of tables) expect(fs.readFileSync(path.join(clientDir, file), 'utf8'), file).toBe(text);
  });

  it('carry each call’s verb, path and the members that travel in the path or query, and no schema', () => {
    for (const [name, call] of Object.entries(accountsEndpoints)) {
      const definition = definitions[name as keyof typeof definitions];
      expect(call, name).toEqual({
        verb: definition.verb,
        path: definition.path,
        ...(definition.pathParam ? { pathParam: definition.pathParam } : {}),
        ...(definition.alsoInQuery ? { alsoInQuery: definition.alsoInQuery } : {}),
      });
    }
  });
});
