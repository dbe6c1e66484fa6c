import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { demoBankDir } from './seed/demo/question-bank';
import { migrationsDir, rootDir, webDistDir } from './paths';
import { findHaproxy, shippedHaproxyConfig } from './test/reverse-proxy';

/**
 * The shipped deployment files (Dockerfile, deploy/) run what CI tests: the image builds with the
 * commands `.ci/run` uses, holds every file the server reads at run time, and starts the server as
 * `npm start` does; the systemd unit starts the same bundle with the same flags.
 */
const read = (file: string) => fs.readFileSync(path.join(rootDir, file), 'utf8');
const dockerfile = read('Dockerfile');
const ciRun = read('.ci/run');
const unit = read('deploy/drone-portal.service');
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

const runSteps = [...dockerfile.matchAll(/^RUN (.+)$/gm)].map((m) => m[1]!);
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const copied = [...runtimeStage.matchAll(/^COPY --from=build (.+) \.\/?(\S*)$/gm)].flatMap((m) =>
  m[1]!.split(' ').map((source) => path.relative('/app', source)),
);
const cmd = JSON.parse(/^CMD (\[.+\])$/m.exec(dockerfile)![1]!) as string[];
const flagsOf = (command: string) => command.split(/\s+/).filter((part) => part.startsWith('--max-semi-space-size'));

describe('the image', () => {
  it('builds with the very commands CI runs', () => {
    expect(runSteps.some((step) => step.startsWith('npm ci'))).toBe(true);
    expect(runSteps).toContain('npm run build');
    expect(ciRun).toMatch(/^npm ci /m);
    expect(ciRun).toMatch(/^npm run build$/m);
  });

  it('holds every file the server reads at run time', () => {
    const needed = [
      migrationsDir,
      demoBankDir,
      path.join(rootDir, 'src/server/db/postgres-watchdog.mjs'),
      webDistDir,
      path.join(rootDir, 'package.json'),
    ];
    for (const file of needed) {
      const relative = path.relative(rootDir, file);
      expect(
        copied.some((source) => relative === source || relative.startsWith(`${source}/`)),
        relative,
      ).toBe(true);
    }
  });

  it('starts the server as npm start does, not as root, with a health check on readiness', () => {
    expect(cmd.slice(0, 1)).toEqual(['node']);
    expect(cmd.at(-1)).toBe('dist/server/main.js');
    expect(packageJson.scripts['build:server']).toContain('--outfile=dist/server/main.js');
    expect(flagsOf(cmd.join(' '))).toEqual(flagsOf(packageJson.scripts.start!));
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/HEALTHCHECK[\s\S]+\/health\/ready/);
  });
});

describe('the systemd unit', () => {
  it('starts the same bundle with the same flags, hardened, restarting on failure', () => {
    const execStart = /^ExecStart=(.+)$/m.exec(unit)![1]!;
    expect(execStart).toMatch(/ dist\/server\/main\.js$/);
    expect(flagsOf(execStart)).toEqual(flagsOf(packageJson.scripts.start!));
    for (const line of [
      'DynamicUser=yes',
      'ProtectSystem=strict',
      'NoNewPrivileges=yes',
      'Restart=on-failure',
      'StateDirectory=drone-portal',
    ]) {
      expect(unit).toMatch(new RegExp(`^${line}$`, 'm'));
    }
  });
});

const haproxy = findHaproxy();
const openssl = ['/usr/bin/openssl', '/usr/local/bin/openssl'].some((file) => fs.existsSync(file));
const noHaproxy = 'SKIPPED: haproxy is not installed (apt-get install haproxy; .ci/run installs it)';
if (!haproxy) console.warn(`deploy-files.test.ts ${noHaproxy}`);

/** What `haproxy -c` says of the shipped configuration with `env`; throws with its complaint when invalid. */
function checkHaproxy(env: Record<string, string>): string {
  return execFileSync(haproxy!, ['-c', '-f', shippedHaproxyConfig], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
}

describe.skipIf(!haproxy)(`the balancer's configuration${haproxy ? '' : ` (${noHaproxy})`}`, () => {
  const addresses = { PORTAL_LISTEN: '127.0.0.1:8443', PORTAL_A: '10.0.0.11:5000', PORTAL_B: '10.0.0.12:5000' };

  it('is valid as the tests run it: plain HTTP, addresses from the environment', () => {
    expect(checkHaproxy(addresses)).toMatch(/valid/);
  });

  it.skipIf(!openssl)(`is valid with TLS, as production runs it${openssl ? '' : ' (SKIPPED: openssl is not installed)'}`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tls-'));
    try {
      const key = path.join(dir, 'key.pem');
      const cert = path.join(dir, 'cert.pem');
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=portal.test', '-days', '1', '-keyout', key, '-out', cert],
        {
          stdio: 'ignore',
        },
      );
      const pem = path.join(dir, 'portal.pem');
      fs.writeFileSync(pem, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'));
      expect(checkHaproxy({ ...addresses, TLS_CERTIFICATE: pem, PORTAL_LISTEN_HTTP: '127.0.0.1:8080' })).toMatch(/valid/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks readiness, forwards the client and the scheme, and keeps live streams open between pings', () => {
    const config = fs.readFileSync(shippedHaproxyConfig, 'utf8');
    for (const line of ['option httpchk GET /health/ready', 'option forwardfor', 'option redispatch 1', 'timeout server 60s']) {
      expect(config).toContain(line);
    }
    expect(config).toMatch(/X-Forwarded-Proto https/);
    expect(config).toMatch(/http-request deny deny_status 404 if \{ path \/metrics \}/);
  });
});

describe('the Node.js the README names', () => {
  it('is the one package.json requires, and every installed package runs on it', () => {
    const named = /Node\.js (\d+\.\d+) or newer/.exec(read('README.md'))![1]!;
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${named}`);
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };
    const refusing = Object.entries(lock.packages)
      .map(([name, entry]) => ({ name, range: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter(({ range }) => range && !semver.satisfies(`${named}.0`, range))
      .map(({ name, range }) => `${name} needs Node ${range}`);
    expect(refusing).toEqual([]);
  });
});

describe('the compose file', () => {
  interface Service {
    build?: { context: string; dockerfile: string };
    image?: string;
    environment?: Record<string, string>;
    volumes?: string[];
    depends_on?: Record<string, { condition: string }>;
  }
  const compose = parseYaml(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const { postgres, balancer, ...rest } = compose.services;
  const portals = Object.values(rest);

  it('runs two portals of the image on one PostgreSQL, sharing the database and the key that seals the secret', () => {
    expect(postgres?.image).toMatch(/^postgres:/);
    expect(portals).toHaveLength(2);
    for (const portal of portals) {
      expect(portal.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
      expect(portal.environment!.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(portal.environment!.SECRETS_KEY).toBeTruthy();
      expect(portal.environment!.TRUST_PROXY).toBeTruthy();
    }
    expect(portals[0]!.environment).toEqual(portals[1]!.environment);
  });

  it('puts the shipped balancer configuration in front of them, with every address it needs', () => {
    expect(balancer?.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const config = fs.readFileSync(shippedHaproxyConfig, 'utf8');
    // Every address without a default, but the certificate, which is read only when it is set.
    const required = new Set([...config.matchAll(/"\$\{([A-Z_]+)\}"/g)].map((m) => m[1]!).filter((name) => name !== 'TLS_CERTIFICATE'));
    expect([...required].sort()).toEqual(['PORTAL_A', 'PORTAL_B', 'PORTAL_LISTEN']);
    for (const name of required) expect(balancer!.environment, name).toHaveProperty(name);
    const services = Object.keys(rest);
    expect([balancer!.environment!.PORTAL_A, balancer!.environment!.PORTAL_B].map((a) => a!.split(':')[0])).toEqual(services);
  });
});
