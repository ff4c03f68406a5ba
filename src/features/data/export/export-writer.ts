// The contract of the streaming writers: the columns go in once, then pages of rows, and each call
// gives back the bytes to append. A writer keeps nothing of the rows it was given, so an export of
// any size holds one page at a time.
import type { ExportRow } from './export-cell';

/** Bytes to put back at an earlier position once the rows are known (a .sav's case count). */
export interface FilePatch {
  readonly position: number;
  readonly bytes: Uint8Array;
}

export interface ExportWriter {
  /** The bytes before the first row: a header line, a dictionary. */
  begin(): Uint8Array;
  /** The bytes of one page of rows, in order. */
  write(rows: readonly ExportRow[]): Uint8Array;
  /** The bytes after the last row, and patches to what was written before. */
  end(): { readonly tail: Uint8Array; readonly patches: readonly FilePatch[] };
}

const utf8 = new TextEncoder();
export function encodeUtf8(text: string): Uint8Array {
  return utf8.encode(text);
}
