import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

/**
 * JSON, text and XML replies above the threshold go out compressed (brotli, else gzip), when the
 * client accepts it. PDFs, images and other binary downloads are already compact and are left
 * alone, and so are the web app's files, which are compressed at build time (the static plugin
 * marks them with their Content-Encoding, and a reply so marked is never compressed twice).
 * Registered before the routes: the plugin hooks into each route as it is added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies stay plain: a compressed upload would slip past the body size limit.
    globalDecompression: false,
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript(?:;|$)/u,
  });
}
