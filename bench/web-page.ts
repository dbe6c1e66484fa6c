import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Lighthouse's "slow 4G, mid-range phone": 4× CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const phone = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  latencyMs: 150,
};

export interface PageLoad {
  /** Bytes on the wire (headers and the body as sent, compressed or not), by kind. */
  scriptBytes: number;
  styleBytes: number;
  /** The translations, fetched as data (JSON) rather than as scripts: not part of the goal, shown beside it. */
  textBytes: number;
  /** The largest contentful paint after navigation start, in ms. */
  lcpMs: number;
  /** Every script and style sheet the page fetched, with its bytes on the wire and encoding. */
  files: { url: string; bytes: number; encoding: string }[];
  /** Every request in the order sent, with when it was sent and finished (ms after navigation start). */
  waterfall: { url: string; sentMs: number; doneMs: number; bytes: number }[];
  /** What the largest paint painted: its element and the start of its text. */
  lcpElement: string;
  /** The main thread's tasks of 50 ms or more before the largest paint (ms after navigation start, and how long). */
  longTasks: { startMs: number; durationMs: number }[];
  /** The main thread's busy time over the whole load, at the throttled speed: all tasks, and the script in them. */
  taskMs: number;
  scriptMs: number;
  /**
   * Round trips before the largest paint: the longest chain of requests, each sent only once the one
   * before it had come, among those in before the paint (the document counts as the first).
   */
  roundTripsBeforePaint: number;
  /** Where the main thread's script time went until the largest paint, when asked for (`--profile`). */
  profile?: ProfileSummary;
}

/** The script's self time before the largest paint, by file and by function (ms at the throttled speed). */
export interface ProfileSummary {
  byFile: { url: string; ms: number }[];
  byFunction: { name: string; ms: number }[];
  /** The whole profile, written for the browser's performance panel. */
  file?: string;
}

/** Debian's Chromium, never a downloaded browser; the flags keep it off the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

declare global {
  interface Window {
    __largestPaint?: number;
    __largestPaintElement?: string;
    __longTasks?: { startMs: number; durationMs: number }[];
  }
}

/**
 * The longest chain of requests finished before `beforeMs`, each sent only once another had come:
 * the round trips the page waited for in a row.
 */
export function roundTripsBefore(waterfall: PageLoad['waterfall'], beforeMs: number): number {
  const depth = new Map<PageLoad['waterfall'][number], number>();
  const done = waterfall.filter((r) => r.doneMs <= beforeMs).sort((a, b) => a.sentMs - b.sentMs);
  for (const request of done) {
    const before = done.filter((other) => other !== request && depth.has(other) && other.doneMs <= request.sentMs);
    depth.set(request, 1 + Math.max(0, ...before.map((other) => depth.get(other)!)));
  }
  return Math.max(0, ...depth.values());
}

/** A person signed in as the app keeps them: the token in local storage (asked to be remembered) and in the download cookie. */
export interface SignedIn {
  accessToken: string;
  encryptedAccessToken: string;
  userTypeId: number | null;
  status: number;
}

function storageStateOf(origin: string, signedIn: SignedIn) {
  const items: Record<string, string> = {
    'auth.accessToken': signedIn.accessToken,
    'auth.encryptedAccessToken': signedIn.encryptedAccessToken,
    'auth.userStatus': String(signedIn.status),
    ...(signedIn.userTypeId === null ? {} : { 'auth.userTypeId': String(signedIn.userTypeId) }),
  };
  const { hostname } = new URL(origin);
  return {
    cookies: [
      {
        name: 'Abp.AuthToken',
        value: encodeURIComponent(signedIn.accessToken),
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Strict' as const,
      },
    ],
    origins: [{ origin, localStorage: Object.entries(items).map(([name, value]) => ({ name, value })) }],
  };
}

/**
 * Opens `url` once in a fresh context (cold cache, no service worker) on a throttled phone, waits
 * until `ready` is visible and the page has been quiet a moment, and reports what came over the
 * wire and when the largest paint happened.
 */
export async function loadOnPhone(
  browser: Browser,
  url: string,
  ready: string,
  signedIn?: SignedIn,
  options: { profile?: boolean } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({
    ...(signedIn ? { storageState: storageStateOf(new URL(url).origin, signedIn) } : {}),
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'is-IS',
  });
  try {
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__largestPaint = entry.startTime;
          const element = (entry as PerformanceEntry & { element?: Element | null }).element;
          window.__largestPaintElement = element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}"` : '?';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks!.push({ startMs: Math.round(entry.startTime), durationMs: Math.round(entry.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.latencyMs,
      downloadThroughput: phone.downloadBytesPerSecond,
      uploadThroughput: phone.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    await cdp.send('Performance.enable');
    if (options.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }

    const requests = new Map<string, { url: string; kind: string; encoding: string }>();
    const files: PageLoad['files'] = [];
    let scriptBytes = 0;
    let styleBytes = 0;
    let textBytes = 0;
    const sent = new Map<string, { url: string; at: number }>();
    const waterfall: PageLoad['waterfall'] = [];
    let navigationStart: number | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      navigationStart ??= event.timestamp;
      sent.set(event.requestId, { url: event.request.url, at: event.timestamp });
    });
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      requests.set(event.requestId, { url: event.response.url, kind: event.type, encoding: headers['content-encoding'] ?? 'identity' });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const start = sent.get(event.requestId);
      if (start && navigationStart !== undefined) {
        const ms = (seconds: number) => Math.round((seconds - navigationStart!) * 1000);
        waterfall.push({
          url: new URL(start.url).pathname,
          sentMs: ms(start.at),
          doneMs: ms(event.timestamp),
          bytes: event.encodedDataLength,
        });
      }
      const request = requests.get(event.requestId);
      if (request && /\/assets\/[^/]+\.json$/.test(new URL(request.url).pathname)) textBytes += event.encodedDataLength;
      if (!request || (request.kind !== 'Script' && request.kind !== 'Stylesheet')) return;
      if (request.kind === 'Script') scriptBytes += event.encodedDataLength;
      else styleBytes += event.encodedDataLength;
      files.push({ url: new URL(request.url).pathname, bytes: event.encodedDataLength, encoding: request.encoding });
    });

    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 120_000 });
    // Late chunks and the last paint: wait until nothing has been fetched for a second.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const [lcpMs, lcpElement, allLongTasks] = await page.evaluate(
      () => [window.__largestPaint ?? Number.NaN, window.__largestPaintElement ?? '?', window.__longTasks ?? []] as const,
    );
    let profile: ProfileSummary | undefined;
    if (options.profile) {
      const cpu = (await cdp.send('Profiler.stop')).profile;
      // The whole profile too, for the browser's own performance panel to open.
      const file = path.join(os.tmpdir(), `bench-web-${new URL(url).pathname.replace(/\W+/g, '-')}.cpuprofile`);
      await writeFile(file, JSON.stringify(cpu));
      profile = { ...summarise(cpu, lcpMs), file };
    }
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    waterfall.sort((a, b) => a.sentMs - b.sentMs);
    return {
      scriptBytes,
      styleBytes,
      textBytes,
      lcpMs,
      lcpElement,
      waterfall,
      files: files.sort((a, b) => b.bytes - a.bytes),
      longTasks: allLongTasks.filter((task) => task.startMs < lcpMs),
      taskMs: metric('TaskDuration'),
      scriptMs: metric('ScriptDuration'),
      roundTripsBeforePaint: roundTripsBefore(waterfall, lcpMs),
      profile,
    };
  } finally {
    await context.close();
  }
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Self time per sample until the largest paint, summed by file and by function. The profile's clock
 * starts with the profiler, a moment before the navigation, so the paint's cut-off errs late.
 */
function summarise(profile: CpuProfile, untilMs: number): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let at = 0;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    if (at / 1000 > untilMs) break;
    const frame = nodes.get(samples[i])?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const file = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'native'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = <K extends string>(map: Map<string, number>, key: K, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ [key]: name, ms: Math.round(ms) }) as { [P in K]: string } & { ms: number });
  return { byFile: top(byFile, 'url', 15), byFunction: top(byFunction, 'name', 30) };
}
