// The ImageUploader's `upload` against blob storage (spec §7): make sure the container exists,
// POST the raw file with XMLHttpRequest (fetch cannot report upload progress), and hand back the
// public address with a cache-busting query (a new logo usually keeps the old blob name). The
// addresses come from the storage records (schema/api/storage.ts); the calls stay outside the API
// client for the upload's progress events.
import { pathOf } from '../../../schema/api/endpoint';
import { createContainer, uploadBlob } from '../../../schema/api/storage';
import type { ImageUpload } from './image-uploader';
import { blobContentType, blobName } from './blob-naming';
import { imageExtension } from './image-file';

export interface BlobUploadOptions {
  /** The {cloud-storage} path segment; `local` is the server's disk store. */
  readonly storage?: string;
  readonly container: string;
  /** Optional folder in the container, e.g. "themes/42". */
  readonly folder?: string;
  /** Goes before the dash in the blob name, e.g. the survey id. */
  readonly prefix: string;
  /** Goes after the dash; spec default "logo". */
  readonly imageName?: string;
  /** The session's token code, read at upload time (it is refreshed while the page is open). */
  readonly token: () => string | null;
  /** Called on 401 and 503, as for every other call (spec §8: sign-in page, maintenance page). */
  readonly onUnauthorized?: () => void;
  readonly onUnavailable?: () => void;
  /** Where /files is served; same origin by default. */
  readonly filesBase?: string;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly createRequest?: () => XMLHttpRequest;
  /** Containers known to exist, shared by every uploader on the page unless given. */
  readonly knownContainers?: Set<string>;
}

/** Failures carry the HTTP status (0 when the server could not be reached). */
export class BlobUploadError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const pageKnownContainers = new Set<string>();

const encodePath = (name: string) => name.split('/').map(encodeURIComponent).join('/');

export function blobUpload(options: BlobUploadOptions): ImageUpload {
  const storage = options.storage ?? 'local';
  const containerUrl = pathOf(createContainer, { storage, id: options.container });
  const known = options.knownContainers ?? pageKnownContainers;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const newRequest = options.createRequest ?? (() => new XMLHttpRequest());
  const now = options.now ?? Date.now;

  const authorization = (): Record<string, string> => {
    const token = options.token();
    return token ? { Authorization: `Token ${token}` } : {};
  };

  /** Spec §7: 500 means "already exists"; any other failure is ignored (the upload will tell). */
  const ensureContainer = async () => {
    if (known.has(containerUrl)) return;
    try {
      const response = await doFetch(containerUrl, { method: 'POST', headers: authorization() });
      if (response.ok || response.status === 500) known.add(containerUrl);
    } catch {
      // Unreachable now; the upload below fails the same way and says so.
    }
  };

  const send = (url: string, file: File, contentType: string, onProgress: (percent: number) => void) =>
    new Promise<void>((resolve, reject) => {
      const request = newRequest();
      request.open('POST', url);
      request.setRequestHeader('Content-Type', contentType);
      for (const [header, value] of Object.entries(authorization())) request.setRequestHeader(header, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
      };
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) return resolve();
        if (request.status === 401) options.onUnauthorized?.();
        if (request.status === 503) options.onUnavailable?.();
        reject(new BlobUploadError(request.status, `Blob upload to ${url} failed with ${request.status}`));
      };
      request.onerror = () => reject(new BlobUploadError(0, `Blob upload to ${url} could not reach the server`));
      request.onabort = () => reject(new BlobUploadError(0, `Blob upload to ${url} was aborted`));
      request.send(file);
    });

  return async (file, onProgress) => {
    const name = blobName(options.folder, options.prefix, options.imageName);
    const contentType = blobContentType(imageExtension(file.name));
    await ensureContainer();
    await send(pathOf(uploadBlob, { storage, id: options.container, '*': name }), file, contentType, onProgress);
    onProgress(100);
    const base = options.filesBase?.replace(/\/+$/, '') ?? '';
    return `${base}/files/${encodeURIComponent(options.container)}/${encodePath(name)}?v=${now()}`;
  };
}
