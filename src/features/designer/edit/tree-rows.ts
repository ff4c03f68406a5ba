// The question editor's tree as rows (spec §3): groups, grids, questions, answer groups, answers,
// exit blocks, conditional texts, data collectors and processors, quotas with their groups and
// definitions — routing has its own tab. Flattened depth-first so the list can be virtualised;
// each parent's children are filed in one pass over the records, so the largest survey stays linear.
import { isDeletedInTree, type Component, type ComponentKind } from '../../../../schema';
import { diffEntries, forEachEntry } from '../../../../sync/bucket-map';
import { allComponents, compareSiblings, lookupOf, ROOT, type Cid, type DraftDoc } from '../../../../sync/document';

export interface TreeRow {
  readonly cid: Cid;
  readonly kind: ComponentKind;
  readonly depth: number;
  readonly name: string;
  /** The component's own text (question text, answer label …) without markup. */
  readonly label: string;
  readonly childCount: number;
  readonly expanded: boolean;
  readonly deleted: boolean;
  /** Position among its shown siblings, and how many there are (for move up/down). */
  readonly index: number;
  readonly siblings: number;
  /** Whether Alt+Right / Alt+Left may move the row in / out; left out: the editor's rule (a row
   *  below another moves into it, a nested row moves out). The routing tab says per row. */
  readonly canMoveIn?: boolean;
  readonly canMoveOut?: boolean;
}

export interface TreeOptions {
  readonly collapsed: ReadonlySet<Cid>;
  /** Show components marked deleted (the deleted-items toggle). */
  readonly showDeleted: boolean;
}

const isEditorKind = (kind: ComponentKind) => !kind.startsWith('routing_');

/** The text a kind shows in the tree, from its default-language data. */
const textField: Partial<Record<ComponentKind, string>> = {
  question: 'question_text', grid: 'question_text', answer: 'label', exit_block: 'exit_text',
  conditional_text: 'text', answer_group: 'grid_header_text',
};

export function plainText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
}

export function componentLabel(component: Component): string {
  const field = textField[component.kind];
  const data = (component as { default_language_data?: Record<string, unknown> }).default_language_data;
  if (field && data) return plainText(data[field]);
  if (component.kind === 'quota_definition') return String((component as { label?: unknown }).label ?? '');
  if (component.kind === 'quota') return String((component as { description?: unknown }).description ?? '');
  return '';
}

/** Labels per record: the tree is rebuilt on every change, but an unchanged record keeps its identity. */
const labels = new WeakMap<Component, string>();

function labelOf(component: Component): string {
  let label = labels.get(component);
  if (label === undefined) labels.set(component, (label = componentLabel(component)));
  return label;
}

type Place = Omit<TreeRow, 'cid' | 'kind' | 'name' | 'label'>;

/**
 * A row of the editor's tree. Its label is worked out when first read (a row scrolled into view,
 * a type-ahead search), not when the tree is built: the labels of the largest survey's 50k rows
 * (markup stripped from every text) took ~100 ms of opening the Edit tab, for the 20 rows shown.
 */
class ComponentRow implements TreeRow {
  readonly cid: Cid;
  readonly kind: ComponentKind;
  readonly name: string;
  readonly depth: number;
  readonly childCount: number;
  readonly expanded: boolean;
  readonly deleted: boolean;
  readonly index: number;
  readonly siblings: number;
  readonly #component: Component;

  constructor(component: Component, place: Place) {
    this.#component = component;
    this.cid = component.id;
    this.kind = component.kind;
    this.name = component.name;
    this.depth = place.depth;
    this.childCount = place.childCount;
    this.expanded = place.expanded;
    this.deleted = place.deleted;
    this.index = place.index;
    this.siblings = place.siblings;
  }

  get label(): string {
    return labelOf(this.#component);
  }
}

/**
 * The last row made for each record: a row whose record and place are unchanged is handed back as
 * the same object, so the memoised row views of a 50,000-row tree skip everything but the edit.
 */
const lastRows = new WeakMap<Component, TreeRow>();

function rowOf(component: Component, place: Place): TreeRow {
  const last = lastRows.get(component);
  if (last && last.depth === place.depth && last.childCount === place.childCount && last.expanded === place.expanded
    && last.deleted === place.deleted && last.index === place.index && last.siblings === place.siblings) return last;
  const row = new ComponentRow(component, place);
  lastRows.set(component, row);
  return row;
}

export function treeRows(doc: DraftDoc, options: TreeOptions): TreeRow[] {
  // The shown children of every parent, filed in one pass over the records. Asking the document's
  // children index per row hashed two UUIDs per component (the index, then the record): on the
  // largest survey that walk took ~170 ms of opening the Edit tab; filing by the parent's id uses
  // the string's own cached hash. The index and the records' parents agree (makeDoc, DocWriter).
  const byParent = new Map<Cid, Component[]>();
  forEachEntry(doc.components, (component) => {
    if (!isEditorKind(component.kind) || (component.deleted && !options.showDeleted)) return;
    const parent = component.parent?.id ?? ROOT;
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(component);
    else byParent.set(parent, [component]);
  });
  const rows: TreeRow[] = [];
  const visit = (children: Component[], depth: number, parentDeleted: boolean) => {
    children.sort(compareSiblings);
    for (let index = 0; index < children.length; index++) {
      const component = children[index]!;
      const deleted = parentDeleted || component.deleted === true;
      const own = byParent.get(component.id);
      const expanded = !options.collapsed.has(component.id);
      rows.push(rowOf(component, { depth, childCount: own?.length ?? 0, expanded, deleted, index, siblings: children.length }));
      if (expanded && own) visit(own, depth + 1, deleted);
    }
  };
  visit(byParent.get(ROOT) ?? [], 0, false);
  return rows;
}

/**
 * The tree as last built, kept to be patched: an edit that moves nothing (typing in a question's
 * text, renaming, a setting) changes only its own rows, so the next tree is the last one with those
 * rows replaced, found through the documents' diff (which skips the buckets both share), instead of
 * a walk of every component: on the largest survey that walk took ~35 ms of the ~56 ms long task of
 * leaving a text field.
 */
export class TreeRowsCache {
  private last: { doc: DraftDoc; collapsed: ReadonlySet<Cid>; showDeleted: boolean; rows: TreeRow[] } | null = null;
  private rowIndex: Map<Cid, number> | null = null;

  rows(doc: DraftDoc, options: TreeOptions): TreeRow[] {
    const last = this.last;
    if (last && sameCollapsed(last.collapsed, options.collapsed) && last.showDeleted === options.showDeleted) {
      if (last.doc === doc) return last.rows;
      const patched = this.patched(last.doc, doc, last.rows);
      if (patched) return this.keep(doc, options, patched, this.rowIndex);
    }
    return this.keep(doc, options, treeRows(doc, options), null);
  }

  private keep(doc: DraftDoc, options: TreeOptions, rows: TreeRow[], rowIndex: Map<Cid, number> | null): TreeRow[] {
    this.last = { doc, collapsed: options.collapsed, showDeleted: options.showDeleted, rows };
    this.rowIndex = rowIndex;
    return rows;
  }

  /** Rows by cid, built the first time a tree is patched (not for every rebuild). */
  private indexOf(rows: readonly TreeRow[]): Map<Cid, number> {
    if (!this.rowIndex) this.rowIndex = new Map(rows.map((row, index) => [row.cid, index]));
    return this.rowIndex;
  }

  /** `rows` with the rows of changed components replaced, or null when a change moves rows. */
  private patched(prev: DraftDoc, next: DraftDoc, rows: TreeRow[]): TreeRow[] | null {
    let moved = false;
    const changed: Component[] = [];
    diffEntries(prev.components, next.components, (_cid, before, after) => {
      if (moved) return;
      if (!before || !after) {
        moved = isEditorKind((before ?? after)!.kind);
        return;
      }
      if (!isEditorKind(before.kind) && !isEditorKind(after.kind)) return;
      // What decides a row's place, its count of children or its deleted look.
      if (before.kind !== after.kind || before.order !== after.order || before.deleted !== after.deleted
        || (before.parent?.id ?? null) !== (after.parent?.id ?? null)) {
        moved = true;
        return;
      }
      changed.push(after);
    });
    if (moved) return null;
    if (changed.length === 0) return rows;
    const at = this.indexOf(rows);
    let out: TreeRow[] | null = null;
    for (const component of changed) {
      const index = at.get(component.id);
      // Not shown (under a collapsed row, or deleted while deleted items are hidden).
      if (index === undefined) continue;
      out ??= rows.slice();
      out[index] = rowOf(component, rows[index]!);
    }
    return out ?? rows;
  }
}

/** The same rows collapsed: the same set, or two empty ones (each editor starts with its own). */
const sameCollapsed = (a: ReadonlySet<Cid>, b: ReadonlySet<Cid>) => a === b || (a.size === 0 && b.size === 0);

/** The tree as first shown: nothing collapsed, deleted items hidden. */
export const FIRST_TREE: TreeOptions = { collapsed: new Set(), showDeleted: false };

const caches = new WeakMap<object, TreeRowsCache>();

/**
 * The tree cache of a draft (keyed by its store): the editor's, kept across its visits, and made
 * ahead while the page is idle (designer-draft.tsx) so that opening the Edit tab does not walk the
 * largest survey's 51k records (~50-90 ms) on the author's click.
 */
export function treeRowsCacheOf(draft: object): TreeRowsCache {
  let cache = caches.get(draft);
  if (!cache) caches.set(draft, (cache = new TreeRowsCache()));
  return cache;
}

/** The components marked deleted at the top of their deleted subtree (what "Restore" brings back). */
export function deletedRoots(doc: DraftDoc): Component[] {
  const byId = lookupOf(doc);
  return allComponents(doc).filter((c) =>
    isEditorKind(c.kind) && c.deleted && !(c.parent && isDeletedInTree(byId.get(c.parent.id) ?? { parent: null }, byId)));
}
