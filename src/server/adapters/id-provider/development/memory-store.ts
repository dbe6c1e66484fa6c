import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Where the development provider keeps its sessions, codes and tokens: in this process's memory.
 * A restart forgets them, and the portal's next refresh is then refused, which signs the person
 * out: fine for a stand-in that only developers and tests use. Each provider has its own store,
 * so two test apps in one process never see each other's tokens.
 */
export function memoryStore(now: () => number = Date.now): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entry && entry.expiresAt > now() ? entry.payload : undefined;
  };
  let writes = 0;
  const sweep = () => {
    if (++writes % 500 !== 0) return;
    for (const key of [...entries.keys()]) live(key);
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [k, entry] of entries) {
        if (k.startsWith(`${model}:`) && entry.payload[field] === value) return live(k);
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        entries.set(key(id), { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
        sweep();
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(k);
      },
    };
  };
}
