import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * HAProxy on loopback in front of the app, set up as a production proxy usually is: it appends
 * the address it sees to whatever `X-Forwarded-For` the client sent (`option forwardfor`).
 */
export async function startHaproxy(binary: string, backendPort: number): Promise<ReverseProxy> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
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
      '',
    ].join('\n'),
  );
  // -db: stay in the foreground, so the child is the proxy and ends with it.
  const child = spawn(binary, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100 && !(await accepts(port)); i++) {
    if (child.exitCode !== null) throw new Error(`haproxy stopped: ${errors}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!(await accepts(port))) throw new Error(`haproxy did not listen on ${port}: ${errors}`);
  return {
    port,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
