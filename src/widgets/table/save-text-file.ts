// Saving a text file: through the browser's save-file picker when it has one, else as a download.
// Export failures end quietly (spec §8), so the outcome is a value, never a throw.

interface WritableFile {
  write(data: Blob | string): Promise<void>;
  close(): Promise<void>;
}
interface SaveFileHandle {
  createWritable(): Promise<WritableFile>;
}
export type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<SaveFileHandle>;

/** What saving needs from the browser; passed in so tests can supply their own. */
export interface SaveEnvironment {
  readonly showSaveFilePicker?: SaveFilePicker;
  readonly document: Document;
  readonly createObjectURL: (blob: Blob) => string;
  readonly revokeObjectURL: (url: string) => void;
}

export type SaveOutcome = 'saved' | 'downloaded' | 'cancelled' | 'failed';

export function browserSaveEnvironment(): SaveEnvironment {
  const picker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return {
    showSaveFilePicker: picker?.bind(window),
    document,
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  };
}

export async function saveTextFile(fileName: string, text: string, env: SaveEnvironment = browserSaveEnvironment()): Promise<SaveOutcome> {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  if (env.showSaveFilePicker) {
    try {
      const handle = await env.showSaveFilePicker({ suggestedName: fileName, types: [{ description: 'Text file', accept: { 'text/plain': ['.txt'] } }] });
      const file = await handle.createWritable();
      await file.write(blob);
      await file.close();
      return 'saved';
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
    }
  }
  try {
    const url = env.createObjectURL(blob);
    const link = env.document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    env.document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => env.revokeObjectURL(url), 0);
    return 'downloaded';
  } catch {
    return 'failed';
  }
}
