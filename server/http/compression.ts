// Response compression (brotli at quality 4, else gzip) for what is large and text: the
// respondent's pages (the largest survey's first page is ~700 KB of HTML and hydration JSON), the
// app's scripts and styles, and the APIs' JSON (a version's 25,000 Data tab columns are 6 MB).
//
// Not compressed: an event stream (a compressor holds events back until its buffer fills, so live
// updates would stop arriving), and anything under 1 KB. Request bodies are never inflated: no
// endpoint takes a compressed body, and inflating one a stranger sent is a way to exhaust memory.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Types worth compressing; text/event-stream is left out on purpose (see above). */
export const compressedTypes = /^(?:text\/(?:html|css|javascript|plain|csv)|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: compressedTypes,
  });
}
