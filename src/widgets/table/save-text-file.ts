// Saving a file: through the browser's save-file picker when it has one, else as a download.
// The table's pipe export hands it text; the Data tab's export hands it the Blob its worker built
// (that export offered the picker when it began, so it saves with `browserDownloadEnvironment`).
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

/** The browser without its picker: saving is a download. */
export function browserDownloadEnvironment(): SaveEnvironment {
  return {
    document,
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  };
}

export function browserSaveEnvironment(): SaveEnvironment {
  const picker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return { ...browserDownloadEnvironment(), showSaveFilePicker: picker?.bind(window) };
}

const TEXT_TYPE = 'text/plain';
const TEXT_FILE = { description: 'Text file', accept: { [TEXT_TYPE]: ['.txt'] } };

/**
 * The picker's file type: text is a .txt; a Blob offers its own type with the name's extension.
 * A Blob without a type or a name without an extension offers no filter (any name is accepted).
 */
function pickerTypes(fileName: string, content: string | Blob): { description: string; accept: Record<string, string[]> }[] {
  if (typeof content === 'string') return [TEXT_FILE];
  const type = content.type.split(';')[0]?.trim() ?? '';
  const extension = /\.[A-Za-z0-9]{1,16}$/.exec(fileName)?.[0];
  if (!type || !extension) return [];
  return [{ description: `${extension.slice(1).toUpperCase()} file`, accept: { [type]: [extension] } }];
}

/** Saves text (as UTF-8 plain text) or a Blob (as it is, its type kept) under `fileName`. */
export async function saveTextFile(fileName: string, content: string | Blob, env: SaveEnvironment = browserSaveEnvironment()): Promise<SaveOutcome> {
  const blob = typeof content === 'string' ? new Blob([content], { type: `${TEXT_TYPE};charset=utf-8` }) : content;
  if (env.showSaveFilePicker) {
    try {
      const handle = await env.showSaveFilePicker({ suggestedName: fileName, types: pickerTypes(fileName, content) });
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
