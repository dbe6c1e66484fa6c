import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { startSmtpServer } from '../test/smtp';
import { soon } from '../test/soon';
import { startTracing, type Tracing } from './tracing';

/** A span as OTLP/HTTP's JSON carries it, ids in hex. */
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number };
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** A collector on loopback that keeps what the exporter posts to `/v1/traces`, as a real one receives it. */
async function startCollector() {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces' && request.headers['content-type'] === 'application/json') {
        bodies.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const spans = () =>
    bodies.flatMap((body) =>
      (JSON.parse(body).resourceSpans as { scopeSpans: { spans: ExportedSpan[] }[] }[]).flatMap((r) =>
        r.scopeSpans.flatMap((s) => s.spans),
      ),
    );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`,
    bodies,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

let collector: Awaited<ReturnType<typeof startCollector>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let tracing: Tracing;
let t: TestApp;
beforeAll(async () => {
  collector = await startCollector();
  smtp = await startSmtpServer();
  // Before the app, as the runtime does: the pool and the queue trace only when tracing is on as they start.
  tracing = startTracing({ tracesUrl: collector.url, serviceName: 'drone-portal-test', version: 'test' });
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await tracing.shutdown();
  await smtp.close();
  await collector.close();
});

describe('OpenTelemetry traces', () => {
  it('continue a caller’s trace through the request, its statements and the job it sent, with no personal data', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const emailAddress = 'rekja.spor@example.com';
    const res = await t.call('POST', '/api/services/app/Account/Register', {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      body: {
        name: 'Sólveig',
        surname: 'Sporðdal',
        emailAddress,
        password: 'Flug-Drauma-2026',
        dateOfBirth: '1990-05-17',
        countryCode: 'is',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await smtp.mailTo(emailAddress);

    const ofTrace = await soon(
      async () => {
        await tracing.flush();
        return collector.spans().filter((span) => span.traceId === traceId);
      },
      (spans) => spans.some((span) => span.name === 'job send-mail'),
      { withinMs: 10_000, everyMs: 100 },
    );
    const request = ofTrace.find((span) => span.name === 'POST /api/services/app/Account/Register')!;
    expect(request).toBeDefined();
    expect(request.parentSpanId).toBe('00f067aa0ba902b7');
    expect(attribute(request, 'http.response.status_code')).toBe(200);
    expect(attribute(request, 'http.route')).toBe('/api/services/app/Account/Register');

    // The statements of the request's transaction are its descendants, named by operation.
    const byId = new Map(ofTrace.map((span) => [span.spanId, span]));
    const descendsFrom = (span: ExportedSpan, ancestor: ExportedSpan): boolean => {
      for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? ''))
        if (parent === ancestor) return true;
      return false;
    };
    const statements = ofTrace.filter((span) => attribute(span, 'db.system.name') === 'postgresql');
    expect(statements.map((span) => span.name)).toEqual(expect.arrayContaining(['pg.begin', 'pg.insert', 'pg.commit']));
    const inserts = statements.filter((span) => span.name === 'pg.insert' && descendsFrom(span, request));
    expect(inserts.length).toBeGreaterThan(0);
    expect(ofTrace.some((span) => span.name === 'db.transaction' && descendsFrom(span, request))).toBe(true);

    // The mail job runs later, in the worker, and still belongs to the trace that sent it.
    const job = ofTrace.find((span) => span.name === 'job send-mail')!;
    expect(attribute(job, 'messaging.system')).toBe('pg-boss');
    expect(descendsFrom(job, request)).toBe(true);
    expect(ofTrace.some((span) => attribute(span, 'db.system.name') === 'postgresql' && descendsFrom(span, job))).toBe(true);

    // Statements go with their placeholders; the address and the names never leave.
    const exported = collector.bodies.join('\n');
    for (const personal of [emailAddress, 'Sólveig', 'Sporðdal', 'Flug-Drauma-2026']) expect(exported).not.toContain(personal);
  });

  it('make no span of the balancer’s health probes, nor of their statement', async () => {
    await tracing.flush();
    const before = collector.spans().length;
    for (let i = 0; i < 3; i++) expect((await t.call('GET', '/health/ready')).status).toBe(200);
    const answered = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations');
    expect(answered.status).toBe(200);
    const spans = await soon(
      async () => {
        await tracing.flush();
        return collector.spans().slice(before);
      },
      (added) => added.some((span) => span.name.includes('GetCurrentLoginInformations')),
      { withinMs: 10_000, everyMs: 100 },
    );
    expect(spans.some((span) => span.name.includes('GetCurrentLoginInformations'))).toBe(true);
    expect(spans.filter((span) => span.name.includes('/health/'))).toEqual([]);
    expect(spans.filter((span) => span.name === 'pg.select' && !span.parentSpanId)).toEqual([]);
  });
});
