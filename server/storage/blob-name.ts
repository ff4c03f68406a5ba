// What may name a container and a blob (spec §7). Names become paths on disk, so they are
// checked once, here, before any store sees them: a name that could climb out of its container
// ('..', a leading '/', a backslash, an empty or dot-led segment) is refused rather than cleaned.

export type NameCheck = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string };

/** Lower-case letters, digits and inner dashes, up to 63 characters (a survey id fits). */
const CONTAINER_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** One folder or file name: no leading dot, so '.', '..' and the store's own '.meta' are out. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const MAX_BLOB_NAME_LENGTH = 512;
export const MAX_BLOB_DEPTH = 8;

export function checkContainerId(id: string): NameCheck {
  if (CONTAINER_ID.test(id)) return { ok: true, value: id };
  return { ok: false, message: `Invalid container id "${id.slice(0, 80)}": use 1 to 63 lower-case letters, digits and inner dashes` };
}

/** A blob name: an optional folder path, then the file name, joined by '/' (spec §7). */
export function checkBlobName(name: string): NameCheck {
  const shown = name.slice(0, 80);
  if (name.length === 0 || name.length > MAX_BLOB_NAME_LENGTH) {
    return { ok: false, message: `Invalid blob name "${shown}": it must have 1 to ${MAX_BLOB_NAME_LENGTH} characters, got ${name.length}` };
  }
  const segments = name.split('/');
  if (segments.length > MAX_BLOB_DEPTH) {
    return { ok: false, message: `Invalid blob name "${shown}": at most ${MAX_BLOB_DEPTH} levels of folders, got ${segments.length}` };
  }
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) {
    return {
      ok: false,
      message: `Invalid blob name "${shown}": each part between '/' must use letters, digits, '.', '_' or '-' and not start with '.', got "${bad.slice(0, 40)}"`,
    };
  }
  return { ok: true, value: name };
}

/** The public path of a blob, each segment encoded (the names checked above need none today). */
export function publicBlobPath(container: string, name: string): string {
  return `/files/${encodeURIComponent(container)}/${name.split('/').map(encodeURIComponent).join('/')}`;
}
