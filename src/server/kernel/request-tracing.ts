import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { contextOf, isTracing, SpanKind, startSpan, withSpan } from './tracing';

const spans = new WeakMap<FastifyRequest, Span>();

/** The route's pattern, never the path: a path may name a person (`/verify/IS-A2-…`) and would split one route into thousands. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * A server span for every request but the balancer's health probes, continuing the caller's
 * `traceparent`. Its context is the one in hand from the first hook to the answer, so the database
 * and job spans of the request are its children. Installed before every other hook.
 */
export function installRequestTracing(app: FastifyInstance): void {
  if (!isTracing()) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const route = routeOf(request);
    if (route.startsWith('/health/')) return done();
    const header = request.headers.traceparent;
    const span = startSpan(
      `${request.method} ${route}`,
      SpanKind.SERVER,
      { 'http.request.method': request.method, 'http.route': route, 'url.scheme': request.protocol },
      contextOf(typeof header === 'string' ? header : undefined),
    );
    spans.set(request, span);
    withSpan(span, done);
  });
  // The body arrives on the socket's own events, outside the context above: the handler's hooks
  // take it up again once the body is read.
  app.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (span) withSpan(span, done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    }
    done();
  });
  // A client that went away gets no answer, and its span ends there.
  app.addHook('onRequestAbort', (request, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('error.type', 'aborted');
      span.end();
      spans.delete(request);
    }
    done();
  });
}
