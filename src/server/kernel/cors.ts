import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';

/** The headers that ABP clients (the Angular and React templates, abp.ajax) send with their calls. */
export const corsAllowedHeaders = [
  'authorization',
  'content-type',
  'abp.tenantid',
  'abp-tenantid',
  '.aspnetcore.culture',
  'accept-language',
  'x-requested-with',
  'pragma',
  'cache-control',
  'expires',
  // Microsoft's SignalR client names itself on the hub's negotiation.
  'x-signalr-user-agent',
];

export const corsAllowedMethods = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * Lets the browser apps of the named origins call the API with credentials. Any other origin gets no
 * CORS header at all, not even on a preflight, so the browser keeps its same-origin rule for it.
 */
export async function installCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    // Echo the caller's origin when it is listed; `false` leaves the reply without CORS headers.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: corsAllowedMethods,
    allowedHeaders: corsAllowedHeaders,
    maxAge: 600,
  });
}
