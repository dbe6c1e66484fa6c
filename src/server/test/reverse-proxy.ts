import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

/** HAProxy from the system's packages (`apt-get install haproxy`), or null when it is not installed. */
export function findHaproxy(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'haproxy');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export interface ReverseProxy {
  port: number;
  close(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The balancer's configuration as shipped to operators: the tests run behind this very file. */
export const shippedHaproxyConfig = path.resolve(import.meta.dirname, '../../../deploy/haproxy.cfg');

/**
 * Runs HAProxy on the shipped configuration, with `env` for its addresses and `extra` (written
 * into `dir`) read after it, until every port in `ports` takes connections.
 */
async function runHaproxy(
  binary: string,
  dir: string,
  env: Record<string, string>,
  extra: string[],
  ports: number[],
): Promise<{ close(): Promise<void> }> {
  const file = path.join(dir, 'test-frontends.cfg');
  fs.writeFileSync(file, [...extra, ''].join('\n'));
  // -db: stay in the foreground, so the child is the proxy and ends with it.
  const child = spawn(binary, ['-db', '-f', shippedHaproxyConfig, '-f', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: process.env.PATH, ...env },
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that ends without closing it leaves no proxy holding its ports.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const close = async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const port of ports) {
    for (let i = 0; i < 100 && !(await accepts(port)); i++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!(await accepts(port))) {
      await close();
      throw new Error(`haproxy did not listen on ${port}: ${errors}`);
    }
  }
  return { close };
}

/**
 * HAProxy on the shipped `deploy/haproxy.cfg` in front of one app (both of its portals are that
 * app): it appends the address it sees to whatever `X-Forwarded-For` the client sent.
 */
export async function startHaproxy(binary: string, backendPort: number): Promise<ReverseProxy> {
  const balancer = await startBalancer(binary, { a: backendPort, b: backendPort });
  return { port: balancer.port, close: balancer.close };
}

export interface Balancer {
  /** Balances round robin across the portals that pass their health check. */
  port: number;
  /** One port per portal that sends everything to that portal alone, for a client that must stay on it. */
  pinnedPorts: { a: number; b: number };
  /** Each portal's state in the balanced backend as HAProxy sees it now: `UP`, `DOWN`, `MAINT`, … */
  serverStates(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface BalancerOptions {
  /** How often each portal's `/health/ready` is asked; one failure takes it out, two passes bring it back. */
  checkIntervalMs?: number;
}

/**
 * HAProxy on the shipped `deploy/haproxy.cfg` in front of portals `a` and `b` on loopback, plain
 * HTTP. The test adds only its pinned frontends, one per portal with a checked backend of its own,
 * for a client that must stay on one. Every balanced reply names its portal in `X-Served-By`.
 */
export async function startBalancer(binary: string, ports: { a: number; b: number }, options: BalancerOptions = {}): Promise<Balancer> {
  const inter = options.checkIntervalMs ?? 200;
  const port = await freePort();
  const pinnedPorts = { a: await freePort(), b: await freePort() };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-balancer-'));
  const socket = path.join(dir, 'admin.sock');
  const env = {
    PORTAL_LISTEN: `127.0.0.1:${port}`,
    PORTAL_A: `127.0.0.1:${ports.a}`,
    PORTAL_B: `127.0.0.1:${ports.b}`,
    HAPROXY_ADMIN_SOCKET: socket,
    HEALTH_CHECK_INTERVAL: `${inter}ms`,
  };
  const pinned = (name: 'a' | 'b') => [
    `frontend pinned_${name}`,
    `  bind 127.0.0.1:${pinnedPorts[name]}`,
    `  default_backend only_${name}`,
    `backend only_${name}`,
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    `  default-server check inter ${inter}ms fall 1 rise 2`,
    '  http-response set-header X-Served-By %[srv_name]',
    `  server ${name} 127.0.0.1:${ports[name]}`,
  ];
  const proxy = await runHaproxy(binary, dir, env, [...pinned('a'), ...pinned('b')], [port, pinnedPorts.a, pinnedPorts.b]);
  return {
    port,
    pinnedPorts,
    serverStates: async () => {
      const csv = await adminCommand(socket, 'show stat');
      const [header, ...rows] = csv.split('\n').filter(Boolean);
      const columns = header.replace(/^# /, '').split(',');
      const [proxyAt, nameAt, statusAt] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
      const states: Record<string, string> = {};
      for (const row of rows.map((r) => r.split(','))) {
        if (row[proxyAt] === 'portals' && row[nameAt] !== 'FRONTEND' && row[nameAt] !== 'BACKEND') states[row[nameAt]] = row[statusAt];
      }
      return states;
    },
    close: proxy.close,
  };
}

/** One command on HAProxy's admin socket, and its whole answer. */
function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.connect(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk));
    connection.once('end', () => resolve(answer));
    connection.once('error', reject);
  });
}
