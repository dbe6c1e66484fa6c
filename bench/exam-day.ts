// Exam day on one machine: N candidates start the A1/A3 exam within a ramp, save every answer
// after a think time and submit, against the production build. See docs/benchmark.md.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { cpuPerEvent, cpuSnapshot, describeCpu, type CpuSnapshot } from './cpu';
import { createCandidates, deactivateA1A3Course, openPrepareScreens, signIn } from './candidates';
import { failureOf, httpClient, type Reply } from './http';
import { numberOption, option } from './options';
import { signInAs } from './admin';
import { exportWhileExamRuns, type ExportRuns } from './exam-export';
import { benchAdminPassword, startPortal } from './portal';
import { CallStats, formatTable } from './stats';
import { answerKey, verifyAnswers, type SentAnswers } from './verify';

const settings = {
  candidates: Math.max(1, Math.floor(numberOption('candidates', 1000))),
  /** Answers per candidate; 0 answers every question of the attempt (40 in the demo bank's exam). */
  questions: Math.floor(numberOption('questions', 0)),
  thinkMs: numberOption('think-ms', 3000),
  rampMs: numberOption('ramp-ms', 30_000),
  loginConcurrency: Math.max(1, Math.floor(numberOption('login-concurrency', 8))),
  /**
   * 1: every candidate opens the prepare screen before the sitting starts, as in the room, over the
   * connection they start on; 0: they first connect at the start itself.
   */
  prepare: numberOption('prepare', 1) > 0,
  /** How often the bare route is asked while the candidates work. */
  probeMs: Math.max(1, numberOption('probe-ms', 20)),
  databaseUrl: option('database-url', '') || undefined,
  logLevel: option('log-level', 'warn'),
  /** Extra options for the portal's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes. */
  portalNodeArgs: option('portal-node-args', '').split(' ').filter(Boolean),
  /** 1: the host's administrator downloads the exam results as CSV, one download after another, while the candidates work. */
  withExport: numberOption('with-export', 0) > 0,
  /**
   * A data folder to run on and keep, e.g. one that `bench:scale --data-dir` seeded (its
   * `scale-0.1`), so that the export beside the exam is of a register's size.
   */
  dataDir: option('data-dir', '') || undefined,
};
const goalP95Ms = 50;

const calls = {
  start: new CallStats('GetQuestionsForExam'),
  answer: new CallStats('UpdateUserAnswer'),
  submit: new CallStats('SubmitExamination'),
  bare: new CallStats('/health/live (bare)'),
};
const sent: SentAnswers = new Map();
/** When each save was answered, for the busiest stretch of the run. */
const answeredAt: number[] = [];
const windowMs = 5000;

/**
 * The saturation point: the most saves answered in any 5-second stretch, per second, against
 * what the candidates asked for then (each asks again a think time after the last answer). When
 * the portal keeps up, the two match; when it cannot, the first is what it can do.
 */
function saturation(): { peak: number; offered: number; saturated: boolean } {
  const times = answeredAt.slice().sort((x, y) => x - y);
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] > windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  const peak = best / (windowMs / 1000);
  const offered = settings.candidates / (settings.thinkMs / 1000);
  return { peak, offered, saturated: peak < 0.9 * offered };
}

/** Uniform between half and one and a half times the mean, so candidates drift apart as in a real room. */
const thinkTime = () => settings.thinkMs * (0.5 + Math.random());

function record(stats: CallStats, reply: Reply, extra?: (body: any) => string | null): boolean {
  const why = failureOf(reply) ?? extra?.(reply.body?.result) ?? null;
  if (why) stats.fail(reply.ms, why);
  else stats.ok(reply.ms);
  return !why;
}

type Call = ReturnType<typeof httpClient>['call'];

/**
 * CPU from the first start to the last start's reply. Per start this is steadier than the start's
 * latency on a shared machine, where the latency also measures whoever else had the cores.
 */
const startBurst: { portalPid: number; from: CpuSnapshot | null; to: CpuSnapshot | null } = { portalPid: 0, from: null, to: null };

async function sitExam(call: Call, token: string, startAfterMs: number) {
  await sleep(startAfterMs);
  const started = await call('GET', '/api/services/app/Question/GetQuestionsForExam?code=1', token);
  const attemptStarted = record(calls.start, started, (r) => (r?.errorCode === 0 && r.data ? null : `not started: ${JSON.stringify(r)}`));
  if (calls.start.count === settings.candidates) startBurst.to = cpuSnapshot(startBurst.portalPid);
  if (!attemptStarted) return;
  const attempt = started.body.result.data as { userExaminationId: number; questions: { questionId: number; options: { id: number }[] }[] };
  const questions = settings.questions > 0 ? attempt.questions.slice(0, settings.questions) : attempt.questions;
  for (const question of questions) {
    await sleep(thinkTime());
    const chosen = [question.options[Math.floor(Math.random() * question.options.length)].id];
    const body = { userExaminationId: attempt.userExaminationId, questionId: question.questionId, answerOptionIds: chosen };
    const reply = await call('PUT', '/api/services/app/Question/UpdateUserAnswer', token, body);
    answeredAt.push(performance.now());
    if (record(calls.answer, reply)) {
      sent.set(answerKey(attempt.userExaminationId, question.questionId), chosen);
    }
  }
  await sleep(thinkTime());
  // The specification puts examType in the query; the body carries it too for a body-bound input.
  record(calls.submit, await call('POST', '/api/services/app/Examination/SubmitExamination?examType=1', token, { examType: 1 }));
}

/** Asks the bare route at a steady pace until told to stop, without waiting for one answer before the next. */
async function probeBareRoute(call: Call, done: () => boolean) {
  const inFlight: Promise<void>[] = [];
  while (!done()) {
    inFlight.push(call('GET', '/health/live').then((reply) => void record(calls.bare, reply)));
    await sleep(settings.probeMs);
  }
  await Promise.all(inFlight);
}

async function main() {
  const cores = os.cpus();
  console.log(
    `Exam day: ${settings.candidates} candidates, think ${settings.thinkMs} ms, ramp ${settings.rampMs} ms, ` +
      `${cores.length} × ${cores[0]?.model.trim()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  let t = performance.now();
  const portal = await startPortal({
    databaseUrl: settings.databaseUrl,
    logLevel: settings.logLevel,
    nodeArgs: settings.portalNodeArgs,
    dataDir: settings.dataDir,
  });
  console.log(`portal ready at ${portal.baseUrl} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 4 });
  // The portal stopping ends our idle connections; that is no failure of the run.
  pool.on('error', () => {});
  // Each candidate has a connection of their own, as each browser in the room has; the bare route its own.
  const clients: ReturnType<typeof httpClient>[] = [];
  const probeClient = httpClient(portal.baseUrl, 64);
  let exitCode = 1;
  try {
    t = performance.now();
    const runId = Date.now().toString(36);
    const candidates = await createCandidates(pool, settings.candidates, runId);
    await deactivateA1A3Course(pool);
    console.log(`${candidates.length} candidates created in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    const tokens = await signIn(portal.baseUrl, candidates, settings.loginConcurrency);
    console.log(`signed in in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    for (let i = 0; i < candidates.length; i++) clients.push(httpClient(portal.baseUrl, 1));
    if (settings.prepare) {
      t = performance.now();
      const calls = candidates.map((c, i) => ({ call: clients[i].call, token: tokens.get(c.userId)! }));
      await openPrepareScreens(calls, settings.loginConcurrency * 2);
      console.log(`prepare screens opened in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const adminToken = settings.withExport ? await signInAs(portal.baseUrl, pool, 'admin', benchAdminPassword) : '';
    console.log('the exam starts');

    let finished = false;
    const examStarted = performance.now();
    const cpuBefore = cpuSnapshot(portal.pid);
    Object.assign(startBurst, { portalPid: portal.pid, from: cpuBefore });
    const probe = probeBareRoute(probeClient.call, () => finished);
    const exports = settings.withExport ? exportWhileExamRuns(portal.baseUrl, adminToken, () => finished) : undefined;
    await Promise.all(candidates.map((c, i) => sitExam(clients[i].call, tokens.get(c.userId)!, (i / candidates.length) * settings.rampMs)));
    const seconds = (performance.now() - examStarted) / 1000;
    const cpu = describeCpu(cpuBefore, cpuSnapshot(portal.pid), settings.databaseUrl !== undefined);
    finished = true;
    await probe;
    const exported = await exports;

    const check = await verifyAnswers(
      pool,
      candidates.map((c) => c.userId),
      sent,
    );
    exitCode = report(seconds, cpu, check, exported);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`portal output (tail):\n${portal.output()}`);
  } finally {
    for (const client of [...clients, probeClient]) client.close();
    await pool.end();
    await portal.stop();
  }
  process.exit(exitCode);
}

function report(seconds: number, cpu: string, check: Awaited<ReturnType<typeof verifyAnswers>>, exported?: ExportRuns): number {
  const all = Object.values(calls);
  const summaries = all.map((c) => c.summary());
  const examRequests = calls.start.count + calls.answer.count + calls.submit.count;
  const answer = summaries[1];
  const bare = summaries[3];
  const errors = all.reduce((n, c) => n + c.errors, 0);
  console.log(`\ncandidates ${settings.candidates}; exam phase ${seconds.toFixed(1)} s`);
  console.log(
    `throughput ${(examRequests / seconds).toFixed(0)} exam requests/s (${((examRequests + calls.bare.count) / seconds).toFixed(0)} with the bare route), ` +
      `${(calls.answer.count / seconds).toFixed(0)} answers/s`,
  );
  console.log(cpu);
  console.log(cpuPerEvent('the start', startBurst.from, startBurst.to, settings.candidates, settings.databaseUrl !== undefined));
  console.log(
    `\n${formatTable(
      summaries,
      all.map((c) => c.name),
    )}\n`,
  );
  for (const c of all) for (const why of c.samples) console.log(`  ${c.name} failed: ${why}`);
  if (exported) {
    console.log(
      `beside the exam: ${exported.count} exam-results CSV downloads (${(exported.bytes / 1e6).toFixed(1)} MB each), ` +
        `median ${exported.medianMs.toFixed(0)} ms, first byte ${exported.medianFirstByteMs.toFixed(0)} ms, ${exported.failures} failed`,
    );
  }
  console.log(
    `p95 UpdateUserAnswer / p95 bare route: ${(answer.p95 / bare.p95).toFixed(1)} (${answer.p95.toFixed(1)} / ${bare.p95.toFixed(1)} ms)`,
  );
  const s = saturation();
  console.log(
    `saturation point: ${s.saturated ? 'saturated at' : 'not reached; served'} ${s.peak.toFixed(0)} answers/s at the busiest 5 s ` +
      `(the candidates asked for up to ${s.offered.toFixed(0)}/s at ${settings.thinkMs} ms think time)`,
  );

  const lost = check.lostAnswers > 0 || check.savedAnswers !== check.confirmedAnswers;
  const unsubmitted = check.attemptsInProgress > 0 || check.attemptsSubmitted !== check.attempts;
  console.log(
    `\nanswers confirmed ${check.confirmedAnswers}, saved ${check.savedAnswers}, lost ${check.lostAnswers} — ` +
      (lost ? 'SAVED ANSWERS DO NOT MATCH' : 'no saved answer lost'),
  );
  console.log(`attempts ${check.attempts}, submitted ${check.attemptsSubmitted}, in progress ${check.attemptsInProgress}`);
  const goalMet = answer.p95 < goalP95Ms && errors === 0;
  console.log(`goal (p95 of saving an answer < ${goalP95Ms} ms, zero errors): ${goalMet ? 'MET' : 'NOT MET'}`);
  return errors > 0 || lost || unsubmitted || (exported?.failures ?? 0) > 0 ? 1 : 0;
}

await main();
