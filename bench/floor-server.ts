// The floor of bench:api: a bare Fastify route doing what the least a signed-in read must do, the
// portal's own session query and one small indexed read, with `pg` and nothing else (no token,
// no envelope, no log). It runs in a process of its own, as the portal does. See docs/benchmark.md.
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL!;
const sessionId = process.env.FLOOR_SESSION_ID!;
const userId = Number(process.env.FLOOR_USER_ID);

// The same pool size and the same statement as the portal's `loadActor` (kernel/sessions.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const sessionQuery = `select s.expires_at, u.id, u.tenant_id, u.user_name, u.user_type_id, u.status_id, u.language,
            array(select distinct rp.name from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
                  where ur.user_id = u.id) as permissions
       from user_sessions s join users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()
        and u.is_active and not u.is_deleted`;

const app = Fastify({ logger: false });
app.get('/floor', async (_request, reply) => {
  const session = await pool.query({ name: 'floor-session', text: sessionQuery, values: [sessionId, userId] });
  if (!session.rows[0]) return reply.code(401).send({ success: false });
  const { rows } = await pool.query({
    name: 'floor-read',
    text: 'select id, user_name, status_id from users where id = $1',
    values: [userId],
  });
  return { result: rows[0], success: true };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0)),
);
