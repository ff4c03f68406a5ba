// What the export worker does, free of Comlink and workers so it can be tested in Node: one export
// at a time, through the service with the author's token, into the picked file or a Blob.
import type { RespondentDataRegion } from '../../../../schema/api/respondent-data';
import { ApiClient } from '../../../api/client';
import type { RespondentFilterInput } from '../respondent-filter';
import { EXPORT_FORMATS, type ExportOptions } from './export-options';
import { failure, runExport, type ExportOutcome, type ExportProgress, type ExportSink } from './export-run';
import { blobSink, writableFileSink } from './export-sink';
import type { ExportSource } from './export-source';
import { serviceSource } from './service-source';

export interface ExportRequest {
  readonly surveyId: string;
  readonly region: RespondentDataRegion;
  readonly filter: RespondentFilterInput;
  readonly options: ExportOptions;
  /** The session's token: a worker has no access to the page's session. */
  readonly token: string;
}

/** Where the file goes: the handle the save-file picker gave (on the page), or a download. */
export type ExportTarget = { readonly kind: 'file'; readonly handle: FileSystemFileHandle } | { readonly kind: 'download' };

/** The outcome, with the file for a download. */
export type ExportResult = ExportOutcome & { readonly blob?: Blob };

export interface ExportServiceDeps {
  readonly source: (request: ExportRequest) => ExportSource;
  readonly fileSink: (handle: FileSystemFileHandle) => Promise<ExportSink>;
}

export const browserExportDeps: ExportServiceDeps = {
  source: (request) => {
    // 401 and 503 come back in the outcome; the page's session reacts to them.
    const api = new ApiClient({ token: () => request.token, onUnauthorized: () => {}, onUnavailable: () => {} });
    return serviceSource(api, request.region, request.surveyId, { ...request.filter, kind: request.options.rows });
  },
  fileSink: writableFileSink,
};

export interface ExportService {
  start(request: ExportRequest, target: ExportTarget, onProgress: (progress: ExportProgress) => void): Promise<ExportResult>;
  /** Stops the running export, if any: no more pages are fetched and the file is aborted. */
  cancel(): void;
}

export function createExportService(deps: ExportServiceDeps = browserExportDeps): ExportService {
  let running: AbortController | null = null;
  return {
    async start(request, target, onProgress) {
      if (running) throw new Error('An export is already running in this worker');
      const controller = new AbortController();
      running = controller;
      try {
        const source = deps.source(request);
        if (target.kind === 'file') {
          const sink = await deps.fileSink(target.handle);
          return await runExport({ source, options: request.options, sink, signal: controller.signal, onProgress });
        }
        const sink = blobSink(EXPORT_FORMATS[request.options.format].mimeType);
        const outcome = await runExport({ source, options: request.options, sink, signal: controller.signal, onProgress });
        return outcome.kind === 'done' ? { ...outcome, blob: sink.blob() } : outcome;
      } catch (error) {
        // Opening the picked file failed: nothing was written.
        return controller.signal.aborted ? { kind: 'cancelled' } : failure(error);
      } finally {
        running = null;
      }
    },
    cancel() {
      running?.abort(new DOMException('Export cancelled', 'AbortError'));
    },
  };
}
