import type pg from 'pg';
import { isLanguage } from '../../shared/enums';
import type { Actor } from './context';

export interface LoadedActor {
  actor: Actor;
  /** When the session ends by itself; nothing may keep the actor beyond it. */
  sessionExpiresAt: Date;
}

/**
 * Loads the actor behind a session in one round trip: the session must be live and its user
 * active, and the permissions are those of all the user's roles at this moment. `ActorCache`
 * keeps the answer until the database says the session, the user or a grant changed
 * (decision 0011), so a revoked grant or a logout still takes effect on the very next request.
 */
export async function loadActor(pool: pg.Pool, sessionId: string, userId: number): Promise<LoadedActor | null> {
  // Named, so each connection plans it once: every request of a signed-in user runs it.
  const { rows } = await pool.query({
    name: 'load-actor',
    text: `select s.expires_at, u.id, u.tenant_id, u.user_name, u.user_type_id, u.status_id, u.language,
            array(select distinct rp.name from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
                  where ur.user_id = u.id) as permissions
       from user_sessions s join users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()
        and u.is_active and not u.is_deleted`,
    values: [sessionId, userId],
  });
  const row = rows[0];
  if (!row) return null;
  const actor: Actor = {
    userId: row.id,
    tenantId: row.tenant_id,
    sessionId,
    userName: row.user_name,
    userTypeId: row.user_type_id,
    statusId: row.status_id,
    language: isLanguage(row.language) ? row.language : 'is',
    permissions: new Set<string>(row.permissions),
  };
  return { actor, sessionExpiresAt: row.expires_at };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isSessionId = (value: string) => uuidPattern.test(value);
