import {
  context,
  INVALID_SPAN_CONTEXT,
  propagation,
  trace,
  SpanKind,
  SpanStatusCode,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';

export { SpanKind };

/** Where spans go (OTEL_EXPORTER_OTLP_ENDPOINT) and what the service is called in them (decision 0036). */
export interface TracingOptions {
  /** The OTLP/HTTP traces address, `…/v1/traces`. */
  tracesUrl: string;
  serviceName: string;
  version: string;
}

export interface Tracing {
  /** Sends the spans still waiting; for a test that reads them at once. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * Whether spans are made at all. Without an endpoint the portal makes none: not even the API's no-op
 * spans, whose closures a synchronized exam start of a thousand candidates would pay for on every query.
 */
let active = false;

export const isTracing = () => active;

const tracer = () => trace.getTracer('drone-portal');

/**
 * Starts the process's tracer: spans in batches to the OTLP/HTTP endpoint, their context carried
 * across `await` by AsyncLocalStorage, and a caller's `traceparent` continued.
 */
export function startTracing(options: TracingOptions): Tracing {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName, 'service.version': options.version }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: options.tracesUrl }))],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  active = true;
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      active = false;
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/** Runs `work` in a span of its own, a child of the span in hand; a throw marks the span failed. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: ReturnType<typeof context.active> },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  if (!active) return work(trace.wrapSpanContext(INVALID_SPAN_CONTEXT));
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    parent,
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        failSpan(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A span that outlives one function (a request's, from its first hook to its answer). */
export function startSpan(name: string, kind: SpanKind, attributes: Attributes, parent = context.active()): Span {
  return tracer().startSpan(name, { kind, attributes }, parent);
}

/** The error's class only, never its message: a message may quote what it was working on (a name, an address). */
export function failSpan(span: Span, error: unknown): void {
  const type = error instanceof Error ? error.name : typeof error;
  const code = (error as { code?: unknown } | null)?.code;
  span.setAttribute('error.type', typeof code === 'string' ? `${type} ${code}` : type);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** The span in hand as a `traceparent`, to carry it where AsyncLocalStorage cannot (a job's row). */
export function currentTraceParent(): string | undefined {
  if (!active) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context a `traceparent` names (a request's header, a job's row); the root context without one. */
export function contextOf(traceparent: string | undefined) {
  return traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();
}

/** Whether a request's or a job's span is in hand: a statement outside one (a health probe's) is not worth a trace of its own. */
export const hasSpanInHand = () => trace.getSpan(context.active()) !== undefined;

/** Runs `work` (a hook's `done`) with `span` as the span in hand. */
export function withSpan<T>(span: Span, work: () => T): T {
  return context.with(trace.setSpan(context.active(), span), work);
}
