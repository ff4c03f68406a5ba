// The page's side of an export: pick where the file goes (the save-file picker needs the click's
// user activation, so it runs here, not in the worker), start the worker, relay progress, cancel.
import { proxy, wrap } from 'comlink';
import { browserDownloadEnvironment, saveTextFile, type SaveOutcome } from '../../../widgets/table/save-text-file';
import { EXPORT_FORMATS, exportFileNameFor, type ExportFormat } from './export-options';
import type { ExportProgress } from './export-run';
import type { ExportRequest, ExportResult, ExportService, ExportTarget } from './export-service';

type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle>;

/** The picked file, a download when the browser has no picker, or null when the author closed the picker. */
export async function chooseExportTarget(name: string, format: ExportFormat): Promise<ExportTarget | null> {
  const picker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (!picker) return { kind: 'download' };
  const { description, mimeType, extension } = EXPORT_FORMATS[format];
  try {
    const handle = await picker.call(window, { suggestedName: exportFileNameFor(name, format), types: [{ description, accept: { [mimeType]: [extension] } }] });
    return { kind: 'file', handle };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    // A picker that refuses (a sandboxed frame): fall back to a download.
    return { kind: 'download' };
  }
}

export interface RunningExport {
  readonly result: Promise<ExportResult>;
  cancel(): void;
}

export function startExportWorker(request: ExportRequest, target: ExportTarget, onProgress: (progress: ExportProgress) => void): RunningExport {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'data-export' });
  const service = wrap<ExportService>(worker);
  const result = service.start(request, target, proxy(onProgress)).finally(() => worker.terminate());
  return { result, cancel: () => void service.cancel() };
}

/**
 * Hands a finished download to the browser, through the table's saver: the picker was offered (or
 * missing) when the export began, so this is a download only.
 */
export function downloadBlob(blob: Blob, fileName: string): Promise<SaveOutcome> {
  return saveTextFile(fileName, blob, browserDownloadEnvironment());
}
