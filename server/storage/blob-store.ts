// The blob-storage interface behind the image calls of spec §7. Local disk is the default
// (local-disk-store.ts); a cloud store plugs in under its own path segment ({cloud-storage}).
// Names reaching a store have passed blob-name.ts. Expected failures come back as values.
import type { Readable } from 'node:stream';
import type { ImageContentType } from './image-blob';

export interface BlobInfo {
  readonly contentType: ImageContentType;
  readonly size: number;
  /** Changes whenever the bytes do: the HTTP ETag. */
  readonly etag: string;
}

export type PutResult =
  | { readonly ok: true; readonly info: BlobInfo }
  /** The container was never created (its creation may have failed: the client ignores that). */
  | { readonly ok: false; readonly code: 'no_container' }
  /** A folder and a blob would share a name, e.g. "a" and "a/b". */
  | { readonly ok: false; readonly code: 'name_conflict' };

export interface BlobStore {
  /** Creates the container if needed; tells whether this call created it. */
  createContainer(container: string): Promise<'created' | 'exists'>;
  put(container: string, name: string, contentType: ImageContentType, bytes: Buffer): Promise<PutResult>;
  /** What is stored under the name, without reading it; null when nothing is. */
  info(container: string, name: string): Promise<BlobInfo | null>;
  /** The bytes, or null when the blob went away meanwhile. */
  open(container: string, name: string): Promise<Readable | null>;
  /** True when something was deleted. */
  delete(container: string, name: string): Promise<boolean>;
}
