// Image storage (spec §7): create a container, upload an image into it, delete one. A container
// belongs to what it is named after (access-rule.ts, containerOwner): a survey (its id) needs
// write access to that survey, anything else is the admins'. The public GET /files/{container}/…
// that serves the images is no API call and stays outside the contract.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { rule } from './access-rule';

/** Which uploads are kept: the same rules the image uploader applies in the browser (spec §5). */
export const IMAGE_CONTENT_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/svg+xml'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
export const MAX_IMAGE_BYTES = 5_242_880;

// Names become paths on disk, so they are checked before any store sees them: a name that could
// climb out of its container ('..', a leading '/', a backslash, an empty or dot-led segment) is
// refused rather than cleaned.
export type NameCheck = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string };

/** Lower-case letters, digits and inner dashes, up to 63 characters (a survey id fits). */
const CONTAINER_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** One folder or file name: no leading dot, so '.', '..' and the store's own '.meta' are out. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const MAX_BLOB_NAME_LENGTH = 512;
export const MAX_BLOB_DEPTH = 8;

export function checkContainerId(id: string): NameCheck {
  if (CONTAINER_ID.test(id)) return { ok: true, value: id };
  return { ok: false, message: `Invalid container id "${id.slice(0, 80)}": use 1 to 63 lower-case letters, digits and inner dashes` };
}

/** A blob name: an optional folder path, then the file name, joined by '/' (spec §7). */
export function checkBlobName(name: string): NameCheck {
  const shown = name.slice(0, 80);
  if (name.length === 0 || name.length > MAX_BLOB_NAME_LENGTH) {
    return { ok: false, message: `Invalid blob name "${shown}": it must have 1 to ${MAX_BLOB_NAME_LENGTH} characters, got ${name.length}` };
  }
  const segments = name.split('/');
  if (segments.length > MAX_BLOB_DEPTH) {
    return { ok: false, message: `Invalid blob name "${shown}": at most ${MAX_BLOB_DEPTH} levels of folders, got ${segments.length}` };
  }
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) {
    return {
      ok: false,
      message: `Invalid blob name "${shown}": each part between '/' must use letters, digits, '.', '_' or '-' and not start with '.', got "${bad.slice(0, 40)}"`,
    };
  }
  return { ok: true, value: name };
}

/** A string the check accepts, refused with the check's own message. */
const checked = (check: (value: string) => NameCheck) =>
  z.string().superRefine((value, ctx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  });

const containerParams = z.object({
  /** The {cloud-storage} segment naming the store; the server answers 404 for one it does not have. */
  storage: z.string().max(40),
  id: checked(checkContainerId),
});
const blobParams = containerParams.extend({ '*': checked(checkBlobName) });

export const blobSchema = z.strictObject({
  container: z.string(),
  name: z.string(),
  content_type: z.enum(IMAGE_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
  /** The public address, /files/{container}/{name}. */
  url: z.string(),
});
export type StoredBlob = z.infer<typeof blobSchema>;

/** 201 when this call created the container, 200 when it already existed. */
export const createContainer = endpoint({
  id: 'storage.containers.create',
  method: 'POST',
  path: '/admin/api/:storage/blob-storage/containers/:id',
  params: containerParams,
  access: rule.container('id'),
  status: 201,
  reply: z.strictObject({ container: z.strictObject({ id: z.string(), created: z.boolean() }) }),
});

/** The raw image is the body, its type the Content-Type (IMAGE_CONTENT_TYPES), at most MAX_IMAGE_BYTES. */
export const uploadBlob = endpoint({
  id: 'storage.blobs.upload',
  method: 'POST',
  path: '/admin/api/:storage/blob-storage/containers/:id/blobs/*',
  params: blobParams,
  bodyKind: 'image',
  body: z.instanceof(Uint8Array),
  limits: { bytes: MAX_IMAGE_BYTES },
  access: rule.container('id'),
  status: 201,
  reply: z.strictObject({ blob: blobSchema }),
});

export const deleteBlob = endpoint({
  id: 'storage.blobs.delete',
  method: 'DELETE',
  path: '/admin/api/:storage/blob-storage/containers/:id/blobs/*',
  params: blobParams,
  access: rule.container('id'),
  status: 204,
  reply: z.null(),
});

/**
 * The public address of an uploaded image: the file itself, or 304 when the browser has it. A
 * bad or unknown name is simply not there (404): public callers learn nothing about the naming
 * rules, so the parts are checked by the handler rather than refused with a 400.
 */
export const getFile = endpoint({
  id: 'storage.files.get',
  method: 'GET',
  path: '/files/:id/*',
  params: z.object({ id: z.string(), '*': z.string() }),
  access: rule.public,
  /** The image's bytes, streamed with its own content type. */
  reply: z.unknown(),
});
