// The survey tree's keys (WAI-ARIA tree pattern, issue 12.2) as a pure function: a key press and
// the tree as shown give the next focus or the edit to run. The tree view only carries it out, so
// every key can be tested without a browser, and the shortcut list is read from the same table.
import type { TreeRow } from './tree-rows';

export interface KeyPress {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

export interface TreeKeyState {
  readonly rows: readonly TreeRow[];
  /** The focused row's index in `rows`. */
  readonly index: number;
  readonly readOnly: boolean;
  /** The type-ahead text so far, and when its last letter was typed (ms). */
  readonly typed: string;
  readonly typedAt: number;
  readonly now: number;
}

export type TreeCommand =
  | { readonly type: 'focus'; readonly index: number }
  | { readonly type: 'toggle'; readonly cid: string }
  | { readonly type: 'open'; readonly cid: string }
  | { readonly type: 'delete'; readonly cid: string }
  | { readonly type: 'move'; readonly cid: string; readonly delta: -1 | 1 }
  | { readonly type: 'moveOut'; readonly cid: string }
  | { readonly type: 'moveIn'; readonly cid: string }
  | { readonly type: 'help' };

/** What a key did: the command to carry out (null: the key is the tree's but there is nothing to
 *  do, e.g. Up on the first row) and the type-ahead text to keep. */
export interface TreeKeyResult {
  readonly command: TreeCommand | null;
  readonly typed: string;
}

/** Letters typed further apart than this start a new type-ahead search. */
export const TYPE_AHEAD_PAUSE_MS = 700;

export interface TreeShortcut {
  readonly keys: string;
  readonly does: string;
}

/** Every shortcut of the tree and its rows, for the `?` list. */
export const treeShortcuts: readonly TreeShortcut[] = [
  { keys: 'Up / Down', does: 'Previous / next row' },
  { keys: 'Right', does: 'Expand the row, or go to its first child' },
  { keys: 'Left', does: 'Collapse the row, or go to its parent' },
  { keys: 'Home / End', does: 'First / last row' },
  { keys: 'Letters', does: 'Go to the next row whose name or text starts with them' },
  { keys: 'Enter', does: 'Open the row\'s settings (Esc in the settings comes back to the row)' },
  { keys: 'Delete', does: 'Delete the row (asks first)' },
  { keys: 'Alt+Up / Alt+Down', does: 'Move the row up / down among its siblings' },
  { keys: 'Alt+Right', does: 'Move the row into the group or grid above it' },
  { keys: 'Alt+Left', does: 'Move the row out of its group or grid' },
  { keys: 'Tab', does: 'The focused row\'s buttons (add, paste, duplicate …), then out of the tree' },
  { keys: 'Ctrl+Z / Shift+Ctrl+Z', does: 'Undo / redo' },
  { keys: '?', does: 'This list of shortcuts' },
];

const unchanged = (state: TreeKeyState, command: TreeCommand | null): TreeKeyResult => ({ command, typed: state.typed });
const focus = (state: TreeKeyState, index: number): TreeKeyResult =>
  unchanged(state, index === state.index || index < 0 || index >= state.rows.length ? null : { type: 'focus', index });

/** The nearest row above `index` one level up (its parent), or -1 at the top level. */
export function parentIndex(rows: readonly TreeRow[], index: number): number {
  const depth = rows[index]?.depth ?? 0;
  for (let i = index - 1; i >= 0; i--) if (rows[i]!.depth < depth) return i;
  return -1;
}

function moveKey(state: TreeKeyState, row: TreeRow, key: string): TreeKeyResult | null {
  if (state.readOnly || row.deleted) return unchanged(state, null);
  switch (key) {
    case 'ArrowUp': return unchanged(state, row.index > 0 ? { type: 'move', cid: row.cid, delta: -1 } : null);
    case 'ArrowDown': return unchanged(state, row.index < row.siblings - 1 ? { type: 'move', cid: row.cid, delta: 1 } : null);
    case 'ArrowLeft': return unchanged(state, (row.canMoveOut ?? row.depth > 0) ? { type: 'moveOut', cid: row.cid } : null);
    case 'ArrowRight': return unchanged(state, (row.canMoveIn ?? row.index > 0) ? { type: 'moveIn', cid: row.cid } : null);
    default: return null;
  }
}

const rowStarts = (row: TreeRow, text: string) =>
  row.name.toLowerCase().startsWith(text) || row.label.toLowerCase().startsWith(text);

const searching = (state: TreeKeyState) => state.typed !== '' && state.now - state.typedAt < TYPE_AHEAD_PAUSE_MS;

function typeAhead(state: TreeKeyState, letter: string): TreeKeyResult {
  const typed = (searching(state) ? state.typed : '') + letter.toLowerCase();
  // The same letter again goes on to the next row that starts with it (as in a file list).
  const repeated = [...typed].every((c) => c === typed[0]);
  const text = repeated ? typed[0]! : typed;
  const from = repeated ? state.index + 1 : state.index;
  const { rows } = state;
  for (let step = 0; step < rows.length; step++) {
    const i = (from + step) % rows.length;
    if (rowStarts(rows[i]!, text)) return { command: i === state.index ? null : { type: 'focus', index: i }, typed };
  }
  return { command: null, typed };
}

/** The tree's answer to a key press on a row, or null when the key is not the tree's (the
 *  browser keeps it: Tab, Ctrl+Z for undo …). */
export function treeKey(press: KeyPress, state: TreeKeyState): TreeKeyResult | null {
  const row = state.rows[state.index];
  if (!row) return null;
  if (press.ctrlKey || press.metaKey) return null;
  if (press.key === '?') return unchanged(state, { type: 'help' });
  if (press.altKey) return moveKey(state, row, press.key);
  switch (press.key) {
    case 'ArrowUp': return focus(state, state.index - 1);
    case 'ArrowDown': return focus(state, state.index + 1);
    case 'Home': return focus(state, 0);
    case 'End': return focus(state, state.rows.length - 1);
    case 'ArrowRight':
      if (row.childCount === 0) return unchanged(state, null);
      return row.expanded ? focus(state, state.index + 1) : unchanged(state, { type: 'toggle', cid: row.cid });
    case 'ArrowLeft':
      return row.childCount > 0 && row.expanded ? unchanged(state, { type: 'toggle', cid: row.cid }) : focus(state, parentIndex(state.rows, state.index));
    case 'Enter': return unchanged(state, { type: 'open', cid: row.cid });
    case 'Delete': return unchanged(state, state.readOnly || row.deleted ? null : { type: 'delete', cid: row.cid });
    default:
      // A printable letter (not a leading space, which is nobody's row) searches the rows.
      if (press.key.length === 1 && !(press.key === ' ' && !searching(state))) return typeAhead(state, press.key);
      return null;
  }
}
