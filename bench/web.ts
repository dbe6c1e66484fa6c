// Every page a stranger, a pilot and a candidate open first, on a phone: what each puts on the wire,
// whether it loads code it does not use, and how soon its largest paint shows on a throttled phone.
// See docs/benchmark.md.
import crypto from 'node:crypto';
import pg from 'pg';
import { UserType } from '../src/shared/enums';
import { startPortal } from './portal';
import { median } from './stats';
import { candidatePassword, createCandidates, deactivateA1A3Course, type Candidate } from './candidates';
import { launchChromium, loadOnPhone, phone, type PageLoad, type SignedIn } from './web-page';

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
/** `--profile`: where the script's time went before the largest paint, in the last load of each page. */
const profiled = option('profile', '') === 'true' || process.argv.includes('--profile');
/**
 * The goals on a throttled phone: every public page paints its largest element within 1.5 s, every
 * signed-in page and the exam within 2 s; a public page brings at most 150 KB of JavaScript and
 * 40 KB of CSS; and no page loads code it does not use.
 */
const goals = {
  public: { lcpMs: 1500, scriptBytes: 150 * 1024, styleBytes: 40 * 1024 },
  signedIn: { lcpMs: 2000, scriptBytes: Number.POSITIVE_INFINITY, styleBytes: Number.POSITIVE_INFINITY },
};
/** Code no page of the bench may load: the rich-text editor and the administration screens. */
const editorOrAdministration =
  /tiptap|rich-text-editor|prosemirror|admin-layout|admin-home|-admin-|users-page|roles-page|tenants-page|outbox-page/i;
/** The two public pages' own files, which only they may load. */
const pageFiles = { login: /\/login-page-[\w-]+\.js$/, verify: /\/verify-certificate-page-[\w-]+\.js$/ };
const only = option('pages', '');

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
const installations: { label: string; env: Record<string, string>; full: boolean }[] = [
  {
    label: '',
    env: { OIDC_ISSUER: 'https://innskraning.island.is', OIDC_CLIENT_ID: 'drone-portal', OIDC_CLIENT_SECRET: 'not-used-by-the-bench' },
    full: true,
  },
  { label: ' (test installation, built-in electronic-ID provider)', env: {}, full: false },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** One page the bench loads: where, what shows that the app has drawn it, and whose goal it has. */
interface BenchPage {
  name: string;
  path: string;
  ready: string;
  kind: keyof typeof goals;
  /** The code only another page uses, which this one must not load. */
  notItsCode: RegExp[];
  signedIn?: SignedIn;
}

/** The app's own first frame, not the markup the build rendered, which it replaces (scripts/prerender-pages.ts). */
const appDrawn = (selector: string) => `#root:not(:has([data-prerendered])) ${selector}`;

function report(page: BenchPage, loads: PageLoad[]): boolean {
  const goal = goals[page.kind];
  const last = loads[loads.length - 1];
  const lcp = median(loads.map((l) => l.lcpMs));
  const unused = last.files.filter((f) => editorOrAdministration.test(f.url) || page.notItsCode.some((code) => code.test(f.url)));
  const met = last.scriptBytes <= goal.scriptBytes && last.styleBytes <= goal.styleBytes && lcp <= goal.lcpMs && unused.length === 0;
  const bytesGoal = (bytes: number) => (Number.isFinite(bytes) ? `(goal ≤ ${kb(bytes)})` : '');
  console.log(`\n${page.name}`);
  console.log(`  JavaScript on the wire  ${kb(last.scriptBytes).padStart(10)}   ${bytesGoal(goal.scriptBytes)}`);
  console.log(`  CSS on the wire         ${kb(last.styleBytes).padStart(10)}   ${bytesGoal(goal.styleBytes)}`);
  console.log(`  texts, as data (JSON)   ${kb(last.textBytes).padStart(10)}   (not script: shown beside the goal)`);
  console.log(
    `  files                   ${String(last.files.length).padStart(10)}   (${[...new Set(last.files.map((f) => f.encoding))].join(', ')})`,
  );
  console.log(
    `  LCP, throttled phone    ${`${Math.round(lcp)} ms`.padStart(10)}   (median of ${loads.map((l) => Math.round(l.lcpMs)).join(', ')}; goal ≤ ${goal.lcpMs} ms): ${last.lcpElement}`,
  );
  console.log(`  code it does not use    ${unused.length === 0 ? 'none' : unused.map((f) => f.url).join(', ')}`);
  const ofEach = (pick: (load: PageLoad) => number) => `${Math.round(median(loads.map(pick)))}`.padStart(10);
  console.log(`  round trips before LCP  ${ofEach((l) => l.roundTripsBeforePaint)}   (requests in a row, the document first)`);
  console.log(
    `  main thread, whole load ${`${ofEach((l) => l.taskMs).trim()} ms`.padStart(10)}   (of which script ${Math.round(median(loads.map((l) => l.scriptMs)))} ms; medians)`,
  );
  console.log(
    `  long tasks before LCP   ${`${ofEach((l) => l.longTasks.reduce((sum, task) => sum + task.durationMs, 0)).trim()} ms`.padStart(10)}   (last load: ${last.longTasks.map((task) => `${task.durationMs} at ${task.startMs}`).join(', ') || 'none'})`,
  );
  if (verbose) {
    for (const f of last.files) console.log(`    ${kb(f.bytes).padStart(10)}  ${f.encoding.padEnd(8)} ${f.url}`);
    console.log(`  the last load, request by request (ms after the first request)`);
    const paint = { url: 'largest paint', sentMs: Math.round(last.lcpMs), doneMs: Math.round(last.lcpMs), bytes: 0 };
    for (const r of [...last.waterfall, paint].sort((a, b) => a.sentMs - b.sentMs))
      console.log(
        r === paint
          ? `    ${String(r.sentMs).padStart(6)}   ── the largest paint ──`
          : `    ${String(r.sentMs).padStart(6)} → ${String(r.doneMs).padStart(6)}  ${kb(r.bytes).padStart(9)}  ${r.url}`,
      );
  }
  if (last.profile) {
    console.log(`  script before the paint, by file (self time, ms; the whole profile in ${last.profile.file})`);
    for (const f of last.profile.byFile) console.log(`    ${String(f.ms).padStart(6)}  ${f.url}`);
    console.log(`  and by function`);
    for (const f of last.profile.byFunction) console.log(`    ${String(f.ms).padStart(6)}  ${f.name}`);
  }
  console.log(`  goal ${verdict(met)}`);
  return met;
}

/** A pilot who has started the A1/A3 exam, signed in as the app keeps them, for My pages and the exam. */
async function startedCandidate(portal: { baseUrl: string; databaseUrl: string }): Promise<SignedIn> {
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 1 });
  let candidate: Candidate;
  try {
    [candidate] = await createCandidates(pool, 1, `web-${crypto.randomBytes(3).toString('hex')}`);
    await deactivateA1A3Course(pool);
  } finally {
    await pool.end();
  }
  const res = await fetch(`${portal.baseUrl}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: candidate.userName, password: candidatePassword, rememberClient: true }),
  });
  const { result } = (await res.json()) as { result: SignedIn };
  const started = await fetch(`${portal.baseUrl}/api/services/app/Question/GetQuestionsForExam?code=1`, {
    headers: { authorization: `Bearer ${result.accessToken}` },
  });
  if (!started.ok) throw new Error(`the candidate's exam did not start: ${started.status} ${await started.text()}`);
  return result;
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

/** Every page of the goal: the public ones, three signed-in pages of My pages, and the exam. */
async function pagesOf(portal: { baseUrl: string; databaseUrl: string }, full: boolean): Promise<BenchPage[]> {
  const { login, verify } = pageFiles;
  const publicPage = (name: string, path: string, ready = appDrawn('main h1')): BenchPage => ({
    name,
    path,
    ready,
    kind: 'public',
    notItsCode: [login, verify],
  });
  if (!full) return [{ ...publicPage('/account/login', '/account/login', appDrawn('input[type=password]')), notItsCode: [verify] }];
  const signedIn = await startedCandidate(portal);
  return [
    publicPage('/', '/'),
    publicPage('/faq', '/faq'),
    publicPage('/privacy', '/privacy'),
    publicPage('/register', '/register', appDrawn('input[type=password]')),
    { ...publicPage('/account/login', '/account/login', appDrawn('input[type=password]')), notItsCode: [verify] },
    {
      ...publicPage('/verify-qrcode/…', await createCertificateHolder(portal.databaseUrl), 'section[aria-labelledby="verified-type"]'),
      notItsCode: [login],
    },
    {
      name: '/my-site/default (a pilot)',
      path: '/my-site/default',
      ready: 'main h1',
      kind: 'signedIn',
      notItsCode: [login, verify],
      signedIn,
    },
    // Two more of a pilot's pages, opened from My pages' menu: each comes with the area's files and its own.
    ...['/my-site/competency', '/my-site/payment'].map((path): BenchPage => ({
      name: `${path} (a pilot)`,
      path,
      ready: 'main h1',
      kind: 'signedIn',
      notItsCode: [login, verify],
      signedIn,
    })),
    {
      name: '/examination/A1A3/start (the exam)',
      path: '/examination/A1A3/start',
      ready: 'main input[type=radio]',
      kind: 'signedIn',
      notItsCode: [login, verify],
      signedIn,
    },
  ];
}

async function main() {
  console.log(
    `Every page on a phone: ${phone.cpuSlowdown}× CPU slowdown, 1.6 Mbps down, ${phone.latencyMs} ms round trip; ${runs} cold loads each.`,
  );
  const browser = await launchChromium();
  let allMet = true;
  try {
    for (const installation of installations) {
      const database = serverUrl ? await scratchDatabase(serverUrl) : undefined;
      const portal = await startPortal({ databaseUrl: database?.url, logLevel: 'warn', nodeArgs: [], env: installation.env });
      try {
        const pages = (await pagesOf(portal, installation.full)).filter(
          (page) => !only || page.path.includes(only) || page.name.includes(only),
        );
        for (const page of pages) {
          const loads: PageLoad[] = [];
          for (let i = 0; i < runs; i++)
            loads.push(
              await loadOnPhone(browser, `${portal.baseUrl}${page.path}`, page.ready, page.signedIn, {
                profile: profiled && i === runs - 1,
              }),
            );
          allMet = report({ ...page, name: `${page.name}${installation.label}` }, loads) && allMet;
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
