// The public pages on a phone: what the login page and a certificate's verification page put on
// the wire, and how soon their largest paint shows on a throttled phone. See docs/benchmark.md.
import crypto from 'node:crypto';
import pg from 'pg';
import { UserType } from '../src/shared/enums';
import { startPortal } from './portal';
import { median } from './stats';
import { launchChromium, loadOnPhone, phone, type PageLoad } from './web-page';

/** `--name=value`, `--name value`, or the environment variable NAME_IN_CAPITALS. */
function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at >= 0) return args[at].includes('=') ? args[at].slice(name.length + 3) : (args[at + 1] ?? '');
  return process.env[name.toUpperCase().replace(/-/g, '_')] || fallback;
}

/** A PostgreSQL server to make a scratch database on; without one the portal starts its embedded one. */
const serverUrl = option('database-url', '') || undefined;
const runs = Math.max(1, Math.floor(Number(option('runs', '3'))));
const verbose = option('files', '') === 'true' || process.argv.includes('--files');
/** The goals of the public pages: bytes on the wire and the largest paint on a throttled phone. */
const goals = { scriptBytes: 150 * 1024, styleBytes: 40 * 1024, lcpMs: 2500 };
/** Code that a public page must never load: the rich-text editor and the administration screens. */
const forbidden = /tiptap|rich-text-editor|prosemirror|admin-layout|admin-home|-admin-|users-page|roles-page|tenants-page|outbox-page/i;

/** A host pilot holding a valid A1/A3 certificate, so the verification page shows a real one. */
async function createCertificateHolder(databaseUrl: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const run = crypto.randomBytes(4).toString('hex');
    const today = new Date().toISOString().slice(0, 10);
    const expires = `${Number(today.slice(0, 4)) + 5}${today.slice(4)}`;
    const user = await pool.query<{ id: number }>(
      `insert into users (tenant_id, user_name, name, surname, email_address, password_hash, is_active, is_email_confirmed,
                          user_type_id, date_of_birth, country_code, language)
       values (null, $1, 'Jóna', 'Flugmaður', $1 || '@example.com', 'x', true, true, $2, '1990-05-17', 'IS', 'is') returning id`,
      [`bench-web-${run}`, UserType.Pilot],
    );
    const token = crypto.randomBytes(24).toString('base64url');
    await pool.query(
      `insert into user_certificates (tenant_id, user_id, certificate_id, certificate_number, passed_date, expired_date, verify_token)
       values (null, $1, 1, $2, $3, $4, $5)`,
      [user.rows[0].id, `BENCH-${run}`, today, expires, token],
    );
    return `/verify-qrcode/${user.rows[0].id}/${token}`;
  } finally {
    await pool.end();
  }
}

/**
 * The portal as the authority runs it, with Ísland.is behind the electronic-ID login (its metadata
 * is only read at a first login, which no load here makes); and a test installation on the built-in
 * provider, whose sign-in page says so in a note that comes with the server's answer, after the
 * page has shown: that note is then the largest paint.
 */
const installations: { label: string; env: Record<string, string>; verification: boolean }[] = [
  {
    label: '',
    env: { OIDC_ISSUER: 'https://innskraning.island.is', OIDC_CLIENT_ID: 'drone-portal', OIDC_CLIENT_SECRET: 'not-used-by-the-bench' },
    verification: true,
  },
  { label: ' (test installation, built-in electronic-ID provider)', env: {}, verification: false },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function report(name: string, loads: PageLoad[]): boolean {
  const last = loads[loads.length - 1];
  const lcp = median(loads.map((l) => l.lcpMs));
  const bad = last.files.filter((f) => forbidden.test(f.url));
  const met = last.scriptBytes <= goals.scriptBytes && last.styleBytes <= goals.styleBytes && lcp <= goals.lcpMs && bad.length === 0;
  console.log(`\n${name}`);
  console.log(`  JavaScript on the wire  ${kb(last.scriptBytes).padStart(10)}   (goal ≤ ${kb(goals.scriptBytes)})`);
  console.log(`  CSS on the wire         ${kb(last.styleBytes).padStart(10)}   (goal ≤ ${kb(goals.styleBytes)})`);
  console.log(`  texts, as data (JSON)   ${kb(last.textBytes).padStart(10)}   (not script: shown beside the goal)`);
  console.log(
    `  files                   ${String(last.files.length).padStart(10)}   (${[...new Set(last.files.map((f) => f.encoding))].join(', ')})`,
  );
  console.log(
    `  LCP, throttled phone    ${`${Math.round(lcp)} ms`.padStart(10)}   (median of ${loads.map((l) => Math.round(l.lcpMs)).join(', ')}; goal ≤ ${goals.lcpMs} ms)`,
  );
  console.log(`  editor or admin code    ${bad.length === 0 ? 'none' : bad.map((f) => f.url).join(', ')}`);
  if (verbose) {
    for (const f of last.files) console.log(`    ${kb(f.bytes).padStart(10)}  ${f.encoding.padEnd(8)} ${f.url}`);
    console.log(
      `  the last load, request by request (ms after the first request); largest paint ${Math.round(last.lcpMs)} ms: ${last.lcpElement}`,
    );
    for (const r of last.waterfall)
      console.log(`    ${String(r.sentMs).padStart(6)} → ${String(r.doneMs).padStart(6)}  ${kb(r.bytes).padStart(9)}  ${r.url}`);
  }
  console.log(`  goal ${verdict(met)}`);
  return met;
}

/** A fresh database on the given server, dropped again at the end. */
async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_bench_web_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function main() {
  console.log(
    `Public pages on a phone: ${phone.cpuSlowdown}× CPU slowdown, 1.6 Mbps down, ${phone.latencyMs} ms round trip; ${runs} cold loads each.`,
  );
  const browser = await launchChromium();
  let allMet = true;
  try {
    for (const installation of installations) {
      const database = serverUrl ? await scratchDatabase(serverUrl) : undefined;
      const portal = await startPortal({ databaseUrl: database?.url, logLevel: 'warn', nodeArgs: [], env: installation.env });
      try {
        const pages = [
          // The app's own form, not the markup the build rendered, which it replaces (scripts/prerender-pages.ts).
          { name: '/account/login', path: '/account/login', ready: '#root:not(:has([data-prerendered])) input[type=password]' },
          ...(installation.verification
            ? [
                {
                  name: '/verify-qrcode/…',
                  path: await createCertificateHolder(portal.databaseUrl),
                  ready: 'section[aria-labelledby="verified-type"]',
                },
              ]
            : []),
        ];
        for (const page of pages) {
          const loads: PageLoad[] = [];
          for (let i = 0; i < runs; i++) loads.push(await loadOnPhone(browser, `${portal.baseUrl}${page.path}`, page.ready));
          allMet = report(`${page.name}${installation.label}`, loads) && allMet;
        }
      } finally {
        await portal.stop();
        await database?.drop();
      }
    }
    console.log(`\nAll goals ${verdict(allMet)}.`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
