// The two places an export's bytes can go (spec §9: the save-file picker when the browser has
// one, else a download), both usable inside the worker.
import type { ExportSink } from './export-run';
import type { FilePatch } from './export-writer';

/** Straight to the file the author picked: each page is on disk once written. */
export async function writableFileSink(handle: FileSystemFileHandle): Promise<ExportSink> {
  const file = await handle.createWritable();
  return {
    write: async (chunk) => {
      // Copied into a buffer of its own: the stream wants an ArrayBuffer-backed view.
      if (chunk.length > 0) await file.write(new Uint8Array(chunk));
    },
    patch: (patch) => file.write({ type: 'write', position: patch.position, data: new Uint8Array(patch.bytes) }),
    close: () => file.close(),
    abort: () => file.abort(),
  };
}

export interface BlobSink extends ExportSink {
  /** The whole file, once closed. */
  blob(): Blob;
}

/**
 * The download fallback. A download can only start from a URL of the complete file, so without a
 * writable file this sink has to hold the file until the last page: each page becomes a Blob part
 * (which the browser may keep on disk rather than in the worker's memory); only the first chunk,
 * the header or dictionary, stays as bytes so the end can patch it (a .sav's case count).
 */
export function blobSink(type: string): BlobSink {
  let head: Uint8Array | null = null;
  let parts: Blob[] = [];
  let result: Blob | null = null;
  return {
    async write(chunk) {
      if (head === null) head = new Uint8Array(chunk);
      else if (chunk.length > 0) parts.push(new Blob([new Uint8Array(chunk)]));
    },
    async patch(patch: FilePatch) {
      if (head === null || patch.position + patch.bytes.length > head.length) {
        throw new RangeError(`A patch at ${patch.position} (${patch.bytes.length} bytes) falls outside the ${head?.length ?? 0}-byte head`);
      }
      head.set(patch.bytes, patch.position);
    },
    async close() {
      result = new Blob([...(head ? [head as Uint8Array<ArrayBuffer>] : []), ...parts], { type });
      parts = [];
    },
    async abort() {
      head = null;
      parts = [];
    },
    blob() {
      if (!result) throw new Error('The export file is not complete');
      return result;
    },
  };
}
