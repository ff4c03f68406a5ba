// The question editor's tree as rows (spec §3): groups, grids, questions, answer groups, answers,
// exit blocks, conditional texts, data collectors and processors, quotas with their groups and
// definitions — routing has its own tab. Flattened depth-first so the list can be virtualised;
// the children index is built once per document, so a 5,000-component survey stays linear.
import { isDeletedInTree, type Component, type ComponentKind } from '../../../../schema';
import { allComponents, childrenOf, lookupOf, type Cid, type DraftDoc } from '../../../../sync/document';

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

/** The editor's children of `parent` as shown (the document keeps the index: O(children)). */
const editorChildren = (doc: DraftDoc, parent: Cid | null) => childrenOf(doc, parent).filter((c) => isEditorKind(c.kind));

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

/**
 * The last row made for each record: a row whose record and place are unchanged is handed back as
 * the same object, so the memoised row views of a 50,000-row tree skip everything but the edit.
 */
const lastRows = new WeakMap<Component, TreeRow>();

function rowOf(component: Component, place: Omit<TreeRow, 'cid' | 'kind' | 'name' | 'label'>): TreeRow {
  const last = lastRows.get(component);
  if (last && last.depth === place.depth && last.childCount === place.childCount && last.expanded === place.expanded
    && last.deleted === place.deleted && last.index === place.index && last.siblings === place.siblings) return last;
  const row: TreeRow = { cid: component.id, kind: component.kind, name: component.name, label: labelOf(component), ...place };
  lastRows.set(component, row);
  return row;
}

export function treeRows(doc: DraftDoc, options: TreeOptions): TreeRow[] {
  const rows: TreeRow[] = [];
  const shown = (parent: Cid | null) => editorChildren(doc, parent).filter((c) => options.showDeleted || !c.deleted);
  // Each component's shown children are listed once: for its row's count, then to visit them.
  const visit = (children: readonly Component[], depth: number, parentDeleted: boolean) => {
    children.forEach((component, index) => {
      const deleted = parentDeleted || component.deleted === true;
      const own = shown(component.id);
      const expanded = !options.collapsed.has(component.id);
      rows.push(rowOf(component, { depth, childCount: own.length, expanded, deleted, index, siblings: children.length }));
      if (expanded) visit(own, depth + 1, deleted);
    });
  };
  visit(shown(null), 0, false);
  return rows;
}

/** The components marked deleted at the top of their deleted subtree (what "Restore" brings back). */
export function deletedRoots(doc: DraftDoc): Component[] {
  const byId = lookupOf(doc);
  return allComponents(doc).filter((c) =>
    isEditorKind(c.kind) && c.deleted && !(c.parent && isDeletedInTree(byId.get(c.parent.id) ?? { parent: null }, byId)));
}
