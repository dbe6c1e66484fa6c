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

/** Runs HAProxy on `config` (written into `dir`) until every port in `ports` takes connections. */
async function runHaproxy(binary: string, dir: string, config: string[], ports: number[]): Promise<{ close(): Promise<void> }> {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, [...config, ''].join('\n'));
  // -db: stay in the foreground, so the child is the proxy and ends with it.
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
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
 * HAProxy on loopback in front of the app, set up as a production proxy usually is: it appends
 * the address it sees to whatever `X-Forwarded-For` the client sent (`option forwardfor`).
 */
export async function startHaproxy(binary: string, backendPort: number): Promise<ReverseProxy> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-haproxy-'));
  const proxy = await runHaproxy(
    binary,
    dir,
    [
      'global',
      '  maxconn 256',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 30s',
      '  timeout server 30s',
      'frontend portal',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend app',
      'backend app',
      `  server app 127.0.0.1:${backendPort}`,
    ],
    [port],
  );
  return { port, close: proxy.close };
}

export interface BalancedServer {
  /** A short name (letters and digits), which HAProxy reports and `X-Served-By` carries. */
  name: string;
  port: number;
}

export interface Balancer {
  /** Balances round robin across every server that passes its health check. */
  port: number;
  /** One port per server that sends everything to that server alone, for a client that must stay on it. */
  pinnedPorts: Record<string, number>;
  /** Each server's state in the balanced backend as HAProxy sees it now: `UP`, `DOWN`, `MAINT`, … */
  serverStates(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface BalancerOptions {
  /** How often each server's `/health/ready` is asked; one failure takes it out, two passes bring it back. */
  checkIntervalMs?: number;
}

/**
 * HAProxy balancing several portals on loopback as production would: health checks on
 * `/health/ready`, and a request whose connection is refused is tried again on another server
 * (`retries`, `option redispatch`). Only connection failures are retried, never a request a
 * server may have begun, so a stopped portal must finish what it accepted. Every reply names
 * the server that answered in `X-Served-By`.
 */
export async function startBalancer(binary: string, servers: BalancedServer[], options: BalancerOptions = {}): Promise<Balancer> {
  const inter = options.checkIntervalMs ?? 200;
  const port = await freePort();
  const pinnedPorts: Record<string, number> = {};
  for (const server of servers) pinnedPorts[server.name] = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-balancer-'));
  const socket = path.join(dir, 'admin.sock');
  const backend = (name: string, members: BalancedServer[]) => [
    `backend ${name}`,
    '  balance roundrobin',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    `  default-server check inter ${inter}ms fastinter ${Math.max(50, inter / 2)}ms downinter ${inter}ms rise 2 fall 1`,
    '  http-response set-header X-Served-By %[srv_name]',
    ...members.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`),
  ];
  const config = [
    'global',
    '  maxconn 512',
    `  stats socket ${socket} mode 600 level admin`,
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  retries 3',
    // Without it HAProxy holds a streamed reply's bytes (MSG_MORE) for up to 200 ms, so each
    // Server-Sent Event would reach the browser that much late.
    '  option http-no-delay',
    '  option redispatch 1',
    '  timeout connect 1s',
    '  timeout check 1s',
    // Long enough for a Server-Sent Events stream between its keep-alive pings.
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend balanced',
    `  bind 127.0.0.1:${port}`,
    '  default_backend balanced',
    ...backend('balanced', servers),
    ...servers.flatMap((s) => [`frontend pinned_${s.name}`, `  bind 127.0.0.1:${pinnedPorts[s.name]}`, `  default_backend only_${s.name}`]),
    ...servers.flatMap((s) => backend(`only_${s.name}`, [s])),
  ];
  const proxy = await runHaproxy(binary, dir, config, [port, ...Object.values(pinnedPorts)]);
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
        if (row[proxyAt] === 'balanced' && row[nameAt] !== 'FRONTEND' && row[nameAt] !== 'BACKEND') states[row[nameAt]] = row[statusAt];
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
