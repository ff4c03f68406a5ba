// The export loop: columns first, then page after page of respondents, each written to the file
// as it arrives and dropped. The next page is fetched while the current one is written, so at most
// two pages are held at a time whatever the number of respondents. Cancelling stops fetching and
// aborts the file; any failure aborts it too and ends quietly (spec §8: export failures are silent).
import { ApiError } from '../../../api/client';
import { exportLayout } from './export-layout';
import type { ExportOptions } from './export-options';
import type { ExportSource, RespondentPage } from './export-source';
import type { FilePatch } from './export-writer';
import { writerFor } from './writer-for';

/** Rows laid out at a time, so a page's rows are never all held as cells at once. */
export const ROWS_PER_WRITE = 50;

/** Where the bytes go: the save-file picker's writable file, or chunks kept for a download. */
export interface ExportSink {
  write(chunk: Uint8Array): Promise<void>;
  patch(patch: FilePatch): Promise<void>;
  close(): Promise<void>;
  /** Drops what was written (cancel, failure). */
  abort(): Promise<void>;
}

export interface ExportProgress {
  readonly rows: number;
  /** The respondents the filter matched when the export began. */
  readonly total: number;
}

export type ExportOutcome =
  | { readonly kind: 'done'; readonly rows: number }
  | { readonly kind: 'cancelled' }
  /** `status` and `code` of an API error (a 401 signs the author out, a 503 means maintenance). */
  | { readonly kind: 'failed'; readonly message: string; readonly status: number | null; readonly code: string | null };

export interface ExportRun {
  readonly source: ExportSource;
  readonly options: ExportOptions;
  readonly sink: ExportSink;
  readonly signal: AbortSignal;
  readonly onProgress: (progress: ExportProgress) => void;
}

function cancelled(signal: AbortSignal): boolean {
  return signal.aborted;
}

export async function runExport({ source, options, sink, signal, onProgress }: ExportRun): Promise<ExportOutcome> {
  try {
    const { headers, textWidths } = await source.columns();
    if (cancelled(signal)) throw signal.reason;
    const layout = exportLayout(headers, textWidths, options.values);
    const writer = writerFor(options.format, layout.columns, options.name);
    await sink.write(writer.begin());
    let rows = 0;
    let pending: Promise<RespondentPage> | null = source.page(null, signal);
    while (pending) {
      const page: RespondentPage = await pending;
      pending = null;
      if (cancelled(signal)) throw signal.reason;
      if (page.next !== null) {
        pending = source.page(page.next, signal);
        // Awaited on the next turn; this keeps a failure while the page is written from being unhandled.
        pending.catch(() => {});
      }
      // Laid out and written a slice at a time: a page of the largest survey is 25 million cells.
      for (let i = 0; i < page.respondents.length; i += ROWS_PER_WRITE) {
        await sink.write(writer.write(page.respondents.slice(i, i + ROWS_PER_WRITE).map((respondent) => layout.row(respondent))));
      }
      rows += page.respondents.length;
      onProgress({ rows, total: Math.max(page.totalCount, rows) });
    }
    const { tail, patches } = writer.end();
    await sink.write(tail);
    for (const patch of patches) await sink.patch(patch);
    await sink.close();
    return { kind: 'done', rows };
  } catch (error) {
    await sink.abort().catch(() => {});
    if (cancelled(signal)) return { kind: 'cancelled' };
    return failure(error);
  }
}

/** A failure as a value; API errors keep their status and code. */
export function failure(error: unknown): ExportOutcome & { readonly kind: 'failed' } {
  const status = error instanceof ApiError ? error.status : null;
  const code = error instanceof ApiError ? error.code : null;
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error), status, code };
}
