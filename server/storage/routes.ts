// HTTP shell of image storage (spec §7): create a container, upload, delete (signed-in users),
// and the public GET /files/{container}/{name} the uploaded address points at.
// {cloud-storage} names the store; only `local` (disk under <FIELDWORK_DATA_DIR>/blobs) exists.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError, badRequest, notFound, parse } from '../http/errors';
import type { BlobStore } from './blob-store';
import { checkBlobName, checkContainerId, publicBlobPath } from './blob-name';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, imageContentType, readAtMost, tooLarge, unsupportedType } from './image-blob';
import { LocalDiskStore } from './local-disk-store';

const containerPath = '/admin/api/:storage/blob-storage/containers/:id';
const blobPath = `${containerPath}/blobs/*`;

/** Served blobs are inert documents: an SVG opened on its own may not run scripts or load anything. */
const FILE_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

const targetParams = z.object({ storage: z.string(), id: z.string(), '*': z.string().optional() });

export function storageRoutes(app: FastifyInstance, ctx: AppContext, stores?: Readonly<Record<string, BlobStore>>): void {
  const available = stores ?? { local: new LocalDiskStore(path.join(ctx.config.dataDir, 'blobs')) };
  const publicStore = available.local ?? Object.values(available)[0];
  if (!publicStore) throw new Error('Image storage needs at least one blob store');

  /** The store, container and (for blob routes) name of a request, each checked. */
  const target = (request: FastifyRequest) => {
    const params = parse(targetParams, request.params, 'path');
    const store = Object.hasOwn(available, params.storage) ? available[params.storage] : undefined;
    if (!store) throw notFound(`Blob storage "${params.storage.slice(0, 40)}"`);
    const container = checkContainerId(params.id);
    if (!container.ok) throw badRequest(container.message);
    const name = params['*'] === undefined ? null : checkBlobName(params['*']);
    if (name && !name.ok) throw badRequest(name.message);
    return { store, container: container.value, name: name?.value ?? '' };
  };

  // Own scope, so the raw image body parsers apply to these routes only.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...IMAGE_CONTENT_TYPES], async (_request: FastifyRequest, payload: IncomingMessage) =>
      readAtMost(payload, MAX_IMAGE_BYTES));

    scope.post(containerPath, { config: { access: 'user' } }, async (request, reply) => {
      const { store, container } = target(request);
      const result = await store.createContainer(container);
      reply.status(result === 'created' ? 201 : 200);
      return { container: { id: container, created: result === 'created' } };
    });

    scope.post(blobPath, {
      config: { access: 'user' },
      // Refused before a byte of the body is read: the wrong type, or a declared length over the limit.
      preParsing: async (request, _reply, payload) => {
        const header = request.headers['content-type'];
        if (!imageContentType(header)) throw unsupportedType(header);
        const declared = Number(request.headers['content-length']);
        if (declared > MAX_IMAGE_BYTES) throw tooLarge(declared, MAX_IMAGE_BYTES);
        return payload;
      },
    }, async (request, reply) => {
      const { store, container, name } = target(request);
      const contentType = imageContentType(request.headers['content-type']);
      const bytes = request.body;
      if (!contentType || !Buffer.isBuffer(bytes)) throw unsupportedType(request.headers['content-type']);
      if (bytes.length === 0) throw badRequest('The image is empty (0 bytes)');
      const result = await store.put(container, name, contentType, bytes);
      if (!result.ok) {
        if (result.code === 'no_container') throw notFound(`Container "${container}"`);
        throw new HttpError(409, 'name_conflict', `Blob name "${name}" clashes with a folder or blob of the same name in "${container}"`);
      }
      reply.status(201);
      return { blob: { container, name, content_type: contentType, size: result.info.size, url: publicBlobPath(container, name) } };
    });

    scope.delete(blobPath, { config: { access: 'user' } }, async (request, reply) => {
      const { store, container, name } = target(request);
      if (!(await store.delete(container, name))) throw notFound(`Blob "${name}" in "${container}"`);
      return reply.status(204).send();
    });
  });

  app.get('/files/:id/*', { config: { access: 'public' } }, async (request, reply) => {
    const { id, '*': rest } = request.params as { id: string; '*': string };
    // A bad name is simply not there: public callers learn nothing about the naming rules.
    if (!checkContainerId(id).ok || !checkBlobName(rest).ok) return sendMissing(request, reply);
    const info = await publicStore.info(id, rest);
    if (!info) return sendMissing(request, reply);
    reply.headers({ ...FILE_SECURITY_HEADERS, ETag: info.etag, 'Cache-Control': 'no-cache' });
    // Names are overwritten in place (a new logo keeps its name), so browsers revalidate; the
    // ?v= the uploader adds makes a fresh address for a fresh upload.
    if (request.headers['if-none-match'] === info.etag) return reply.status(304).send();
    const stream = await publicStore.open(id, rest);
    if (!stream) return sendMissing(request, reply);
    return reply.type(info.contentType).header('Content-Length', info.size).send(stream);
  });
}

function sendMissing(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).headers(FILE_SECURITY_HEADERS)
    .send({ error: { message: `No file at ${request.url.split('?')[0]?.slice(0, 200)}`, code: 'not_found' } });
}
