// A survey's components in memory while a batch is applied: lookups by id and client_ref and a
// children index, so every item of a 5,000-item batch costs O(its siblings), not O(survey).
//
// The tree may hold only a slice of the survey (survey-slice.ts): the rows a batch touches, their
// ancestors, the siblings it counts and names among. `coverage` then says which questions the
// slice can answer; any other question throws MissingRows naming what to read, and the batch is
// planned again with those rows loaded. So a one-item batch reads a few dozen rows, not 51,369,
// and still answers exactly as over the whole survey. Without `coverage` the tree is complete.
import type { ComponentNode } from './component-row';

const ROOT = '';

/** What a slice must read before it can answer: sets of keys, each naming rows to read. */
export interface RowsNeeded {
  /** Components by id, with their ancestors. */
  readonly ids: Set<string>;
  /** Components by client_ref, with their ancestors. */
  readonly refs: Set<string>;
  /** Every child of these parents (ROOT '' for the survey root). */
  readonly children: Set<string>;
  /** These components and everything below them. */
  readonly subtrees: Set<string>;
  /** Every question of the survey, with its ancestors. */
  questions: boolean;
  /** Every component whose lower-case name starts with one of these. */
  readonly namePrefixes: Set<string>;
}

export const noRowsNeeded = (): RowsNeeded => ({
  ids: new Set(), refs: new Set(), children: new Set(), subtrees: new Set(), questions: false, namePrefixes: new Set(),
});

/** What a slice was read to answer: the same keys as RowsNeeded, as read so far. */
export type Coverage = RowsNeeded;

/** Thrown by a sliced tree asked about rows it was not given; `needed` says which to read. */
export class MissingRows extends Error {
  constructor(readonly needed: RowsNeeded) {
    super('The survey slice lacks rows this batch needs');
  }
}

const childKey = (parentId: string | null) => parentId ?? ROOT;

export class ComponentTree {
  private readonly byId = new Map<string, ComponentNode>();
  private readonly byClientRef = new Map<string, string>();
  // parent id (ROOT for the survey root) → ids of its children, in insertion order.
  private readonly children = new Map<string, Set<string>>();
  // Questions are limited survey-wide, so they are the one kind counted across parents.
  private readonly questions = new Set<string>();
  // How many components bear each name (lower-case: Q1 and q1 collide), for name generation.
  private readonly names = new Map<string, number>();
  private freedNames = 0;
  // Sliced trees only: ids removed or added by the batch (known without reading), and what the
  // planner asked for that the slice could not answer.
  private readonly gone = new Set<string>();
  private readonly goneRefs = new Set<string>();
  private readonly born = new Set<string>();
  private readonly needed = noRowsNeeded();
  private missing = false;

  constructor(nodes: Iterable<ComponentNode> = [], private readonly coverage: Coverage | null = null) {
    for (const node of nodes) this.link(this.store(node));
  }

  /** What the planner asked of a slice that it did not hold; null when nothing was missing. */
  rowsNeeded(): RowsNeeded | null {
    return this.missing ? this.needed : null;
  }

  private miss(record: (needed: RowsNeeded) => void): never {
    record(this.needed);
    this.missing = true;
    throw new MissingRows(this.needed);
  }

  private idKnown(id: string): boolean {
    return this.coverage === null || this.byId.has(id) || this.gone.has(id) || this.coverage.ids.has(id);
  }

  private childrenKnown(key: string): boolean {
    return this.coverage === null || this.coverage.children.has(key) || this.born.has(key);
  }

  private nameKnown(lowerName: string): boolean {
    if (this.coverage === null) return true;
    for (const prefix of this.coverage.namePrefixes) if (lowerName.startsWith(prefix)) return true;
    return false;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): ComponentNode | undefined {
    const node = this.byId.get(id);
    if (node || this.idKnown(id)) return node;
    return this.miss((needed) => needed.ids.add(id));
  }

  byRef(clientRef: string): ComponentNode | undefined {
    const id = this.byClientRef.get(clientRef);
    if (id !== undefined) return this.byId.get(id);
    if (this.coverage === null || this.coverage.refs.has(clientRef) || this.goneRefs.has(clientRef)) return undefined;
    return this.miss((needed) => needed.refs.add(clientRef));
  }

  /** Every component held: the whole survey, or only the slice. */
  all(): IterableIterator<ComponentNode> {
    return this.byId.values();
  }

  childrenOf(parentId: string | null): ComponentNode[] {
    const key = childKey(parentId);
    if (!this.childrenKnown(key)) this.miss((needed) => needed.children.add(key));
    const ids = this.children.get(key);
    if (!ids) return [];
    return Array.from(ids, (id) => this.byId.get(id)!);
  }

  childCount(parentId: string | null): number {
    const key = childKey(parentId);
    if (!this.childrenKnown(key)) this.miss((needed) => needed.children.add(key));
    return this.children.get(key)?.size ?? 0;
  }

  hasName(name: string): boolean {
    const lower = name.toLowerCase();
    if (!this.nameKnown(lower)) this.miss((needed) => needed.namePrefixes.add(lower));
    return this.names.has(lower);
  }

  /** The components whose name starts with `prefix`, compared without case. */
  namedStartingWith(prefix: string): ComponentNode[] {
    const lower = prefix.toLowerCase();
    if (!this.nameKnown(lower)) this.miss((needed) => needed.namePrefixes.add(lower));
    const out: ComponentNode[] = [];
    for (const node of this.byId.values()) if (node.name.toLowerCase().startsWith(lower)) out.push(node);
    return out;
  }

  /** Grows whenever a name leaves the tree (delete or rename): a freed name may be reused. */
  get nameEpoch(): number {
    return this.freedNames;
  }

  questionNodes(): ComponentNode[] {
    if (this.coverage !== null && !this.coverage.questions) this.miss((needed) => { needed.questions = true; });
    return Array.from(this.questions, (id) => this.byId.get(id)!);
  }

  /** Adds a component new to the survey (a post): it has no stored children to read. */
  add(node: ComponentNode): void {
    this.link(this.store(node));
    this.born.add(node.id);
  }

  private store(node: ComponentNode): ComponentNode {
    if (this.byId.has(node.id)) throw new RangeError(`Component ${node.id} is already in the tree`);
    this.byId.set(node.id, node);
    if (node.client_ref !== null) this.byClientRef.set(node.client_ref, node.id);
    return node;
  }

  /** Replaces a node by a new version of itself (same id), re-linking it if its parent changed. */
  replace(node: ComponentNode): void {
    const old = this.byId.get(node.id);
    if (!old) throw new RangeError(`Component ${node.id} is not in the tree`);
    this.unlink(old, old.name.toLowerCase() !== node.name.toLowerCase());
    if (old.client_ref !== null && old.client_ref !== node.client_ref) this.byClientRef.delete(old.client_ref);
    this.byId.set(node.id, node);
    if (node.client_ref !== null) this.byClientRef.set(node.client_ref, node.id);
    this.link(node);
  }

  /** A node and all its descendants, parents first (a slice reads the whole subtree first). */
  subtreeOf(id: string): ComponentNode[] {
    const out: ComponentNode[] = [];
    const visit = (nodeId: string) => {
      if (!this.childrenKnown(nodeId)) this.miss((needed) => needed.subtrees.add(id));
      const node = this.byId.get(nodeId);
      if (node) out.push(node);
      for (const child of this.children.get(nodeId) ?? []) visit(child);
    };
    visit(id);
    return out;
  }

  /** Removes a node and all its descendants; returns their ids, children before parents. */
  remove(id: string): string[] {
    // A slice must hold the whole subtree; checked before anything changes.
    const check = (nodeId: string) => {
      if (!this.childrenKnown(nodeId)) this.miss((needed) => needed.subtrees.add(id));
      for (const child of this.children.get(nodeId) ?? []) check(child);
    };
    check(id);
    const removed: string[] = [];
    const visit = (nodeId: string) => {
      for (const child of [...(this.children.get(nodeId) ?? [])]) visit(child);
      const node = this.byId.get(nodeId);
      if (!node) return;
      this.unlink(node, true);
      this.byId.delete(nodeId);
      if (node.client_ref !== null) {
        this.byClientRef.delete(node.client_ref);
        this.goneRefs.add(node.client_ref);
      }
      this.children.delete(nodeId);
      this.gone.add(nodeId);
      removed.push(nodeId);
    };
    visit(id);
    return removed;
  }

  /** Whether `ancestorId` is `id` itself or above it: moving a node there would make a cycle. */
  isSelfOrAncestor(ancestorId: string, id: string): boolean {
    const seen = new Set<string>();
    for (let current = this.get(id); current; current = current.parent ? this.get(current.parent.id) : undefined) {
      if (current.id === ancestorId) return true;
      if (seen.has(current.id)) return true; // stored data with a cycle: refuse rather than loop
      seen.add(current.id);
    }
    return false;
  }

  private link(node: ComponentNode): void {
    const key = node.parent?.id ?? ROOT;
    let set = this.children.get(key);
    if (!set) this.children.set(key, (set = new Set()));
    set.add(node.id);
    if (node.kind === 'question') this.questions.add(node.id);
    const name = node.name.toLowerCase();
    this.names.set(name, (this.names.get(name) ?? 0) + 1);
  }

  private unlink(node: ComponentNode, freesName: boolean): void {
    this.children.get(node.parent?.id ?? ROOT)?.delete(node.id);
    this.questions.delete(node.id);
    const name = node.name.toLowerCase();
    const count = (this.names.get(name) ?? 1) - 1;
    if (count > 0) this.names.set(name, count);
    else this.names.delete(name);
    if (freesName) this.freedNames++;
  }
}
