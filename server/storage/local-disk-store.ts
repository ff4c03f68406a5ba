// Blob storage on local disk (the default, under <FIELDWORK_DATA_DIR>/blobs). A container is a
// folder; a blob is a plain file (so an operator can back it up or serve it as is) with its
// content type and ETag in a sidecar under `.meta/`, which no checked name can reach (no segment
// starts with a dot). Writes go to a temporary file renamed into place, so a reader never sees
// half an image; bytes are renamed before the sidecar, so for an instant a replaced blob may be
// served with its previous ETag, never a missing file.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobInfo, BlobStore, PutResult } from './blob-store';
import { imageContentType, type ImageContentType } from './image-blob';

const META = '.meta';
const TEMP = '.tmp';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
/** What the file system says when a folder and a file would share a path. */
const isNameConflict = (error: unknown) => ['EEXIST', 'ENOTDIR', 'EISDIR', 'ENOTEMPTY'].includes(errorCode(error) ?? '');

export class LocalDiskStore implements BlobStore {
  constructor(private readonly root: string) {}

  /** A path under the root; throws if it would leave it (names are checked before, this is a second lock). */
  private inside(...parts: string[]): string {
    const root = path.resolve(this.root);
    const target = path.resolve(root, ...parts);
    if (!target.startsWith(root + path.sep)) throw new RangeError(`Blob path ${JSON.stringify(parts)} leaves the storage root ${root}`);
    return target;
  }

  private blobPath = (container: string, name: string) => this.inside(container, ...name.split('/'));
  private metaPath = (container: string, name: string) => `${this.inside(container, META, ...name.split('/'))}.json`;

  async createContainer(container: string): Promise<'created' | 'exists'> {
    await mkdir(this.root, { recursive: true });
    try {
      await mkdir(this.inside(container));
      return 'created';
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return 'exists';
      throw error;
    }
  }

  async put(container: string, name: string, contentType: ImageContentType, bytes: Buffer): Promise<PutResult> {
    if (!(await this.hasContainer(container))) return { ok: false, code: 'no_container' };
    const info: BlobInfo = { contentType, size: bytes.length, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
    try {
      await this.writeAtomically(container, this.blobPath(container, name), bytes);
      await this.writeAtomically(container, this.metaPath(container, name), JSON.stringify(info));
      return { ok: true, info };
    } catch (error) {
      if (isNameConflict(error)) return { ok: false, code: 'name_conflict' };
      throw error;
    }
  }

  async info(container: string, name: string): Promise<BlobInfo | null> {
    try {
      const stored = JSON.parse(await readFile(this.metaPath(container, name), 'utf8')) as Partial<BlobInfo>;
      const contentType = imageContentType(stored.contentType);
      if (!contentType || typeof stored.size !== 'number' || typeof stored.etag !== 'string') return null;
      return { contentType, size: stored.size, etag: stored.etag };
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes(errorCode(error) ?? '') || error instanceof SyntaxError) return null;
      throw error;
    }
  }

  async open(container: string, name: string): Promise<Readable | null> {
    const stream = createReadStream(this.blobPath(container, name));
    // Wait for the file to open, so a missing file is a null here, not a broken reply later.
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (error) => (errorCode(error) === 'ENOENT' ? resolve(null) : reject(error)));
    });
  }

  async delete(container: string, name: string): Promise<boolean> {
    if ((await this.info(container, name)) === null) return false;
    await rm(this.metaPath(container, name), { force: true });
    await rm(this.blobPath(container, name), { force: true });
    // Empty folders left behind would block a later blob of the same name.
    await this.pruneFolders(container, path.dirname(this.blobPath(container, name)));
    await this.pruneFolders(container, path.dirname(this.metaPath(container, name)));
    return true;
  }

  private async hasContainer(container: string): Promise<boolean> {
    try {
      return (await stat(this.inside(container))).isDirectory();
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    }
  }

  private async writeAtomically(container: string, target: string, data: Buffer | string): Promise<void> {
    const temp = this.inside(container, TEMP, `${randomBytes(8).toString('hex')}.part`);
    await mkdir(path.dirname(temp), { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await writeFile(temp, data);
      await rename(temp, target);
    } finally {
      await rm(temp, { force: true });
    }
  }

  private async pruneFolders(container: string, folder: string): Promise<void> {
    const top = this.inside(container);
    const meta = this.inside(container, META);
    for (let current = folder; current !== top && current !== meta && current.startsWith(top + path.sep); current = path.dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty: something else lives there
      }
    }
  }
}
