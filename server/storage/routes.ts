// Image storage (spec §7): the contract's calls (schema/api/storage.ts: create a container,
// upload, delete; who may is the record's container rule, decided by the endpoint shell), and the
// public GET /files/{container}/{name} the uploaded address points at.
// {cloud-storage} names the store; only `local` (disk under <FIELDWORK_DATA_DIR>/blobs) exists.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decide, rule } from '../../schema/api';
import { createContainer, deleteBlob, getFile, uploadBlob } from '../../schema/api/storage';
import type { AppContext } from '../context';
import { notModified, registerRoutes, route } from '../http/endpoint';
import { DomainError, badRequest, notFound } from '../http/errors';
import { authenticate } from '../http/principal';
import type { BlobStore } from './blob-store';
import { checkBlobName, checkContainerId, publicBlobPath } from './blob-name';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, imageContentType, readAtMost, tooLarge, unsupportedType } from './image-blob';
import { LocalDiskStore } from './local-disk-store';

/** Served blobs are inert documents: an SVG opened on its own may not run scripts or load anything. */
const FILE_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

export function storageRoutes(app: FastifyInstance, ctx: AppContext, stores?: Readonly<Record<string, BlobStore>>): void {
  const available = stores ?? { local: new LocalDiskStore(path.join(ctx.config.dataDir, 'blobs')) };
  const publicStore = available.local ?? Object.values(available)[0];
  if (!publicStore) throw new Error('Image storage needs at least one blob store');

  const storeNamed = (name: string): BlobStore => {
    const store = Object.hasOwn(available, name) ? available[name] : undefined;
    if (!store) throw notFound(`Blob storage "${name.slice(0, 40)}"`);
    return store;
  };

  // Own scope, so the raw image body parser and its refusals apply to these routes only.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...IMAGE_CONTENT_TYPES], async (_request: FastifyRequest, payload: IncomingMessage) =>
      readAtMost(payload, MAX_IMAGE_BYTES));

    // Refused before a byte of an image body is read: no session, the wrong type, or a declared
    // length over the limit. Who may write to the container is decided by the endpoint shell once
    // the (bounded) body is in.
    scope.addHook('preParsing', async (request, _reply, payload) => {
      if (request.routeOptions.config.endpoint?.bodyKind !== 'image') return payload;
      const signedIn = decide(rule.signedIn, await authenticate(ctx, request));
      if (!signedIn.ok) throw new DomainError(signedIn.code, signedIn.message);
      const header = request.headers['content-type'];
      if (!imageContentType(header)) throw unsupportedType(header);
      const declared = Number(request.headers['content-length']);
      if (declared > MAX_IMAGE_BYTES) throw tooLarge(declared, MAX_IMAGE_BYTES);
      return payload;
    });

    registerRoutes(scope, ctx, [
      route(createContainer, async ({ params, reply }) => {
        const result = await storeNamed(params.storage).createContainer(params.id);
        if (result === 'exists') reply.status(200);
        return { container: { id: params.id, created: result === 'created' } };
      }),

      route(uploadBlob, async ({ params, body, header }) => {
        const store = storeNamed(params.storage);
        const { id: container, '*': name } = params;
        const contentType = imageContentType(header('content-type'));
        if (!contentType || !Buffer.isBuffer(body)) throw unsupportedType(header('content-type'));
        if (body.length === 0) throw badRequest('The image is empty (0 bytes)');
        const result = await store.put(container, name, contentType, body);
        if (!result.ok) {
          if (result.code === 'no_container') throw notFound(`Container "${container}"`);
          throw new DomainError('name_conflict', `Blob name "${name}" clashes with a folder or blob of the same name in "${container}"`);
        }
        return { blob: { container, name, content_type: contentType, size: result.info.size, url: publicBlobPath(container, name) } };
      }),

      route(deleteBlob, async ({ params }) => {
        const { id: container, '*': name } = params;
        if (!(await storeNamed(params.storage).delete(container, name))) throw notFound(`Blob "${name}" in "${container}"`);
        return null;
      }),
    ]);
  });

  registerRoutes(app, ctx, [
    route(getFile, async ({ params, header, reply }) => {
      const { id, '*': rest } = params;
      // Set before anything can fail, so a 404 is as inert as a file.
      for (const [name, value] of Object.entries(FILE_SECURITY_HEADERS)) reply.header(name, value);
      const missing = () => new DomainError('not_found', `No file at /files/${id.slice(0, 80)}/${rest.slice(0, 120)}`);
      if (!checkContainerId(id).ok || !checkBlobName(rest).ok) throw missing();
      const info = await publicStore.info(id, rest);
      if (!info) throw missing();
      reply.header('ETag', info.etag);
      // Names are overwritten in place (a new logo keeps its name), so browsers revalidate; the
      // ?v= the uploader adds makes a fresh address for a fresh upload.
      reply.header('Cache-Control', 'no-cache');
      if (header('if-none-match') === info.etag) return notModified;
      const stream = await publicStore.open(id, rest);
      if (!stream) throw missing();
      reply.header('Content-Type', info.contentType);
      reply.header('Content-Length', String(info.size));
      return stream;
    }),
  ]);
}

