// A survey's components in memory while a batch is applied: lookups by id and client_ref and a
// children index, so every item of a 5,000-item batch costs O(its siblings), not O(survey).
import type { ComponentNode } from './component-row';

const ROOT = '';

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

  constructor(nodes: Iterable<ComponentNode> = []) {
    for (const node of nodes) this.add(node);
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): ComponentNode | undefined {
    return this.byId.get(id);
  }

  byRef(clientRef: string): ComponentNode | undefined {
    const id = this.byClientRef.get(clientRef);
    return id === undefined ? undefined : this.byId.get(id);
  }

  all(): IterableIterator<ComponentNode> {
    return this.byId.values();
  }

  childrenOf(parentId: string | null): ComponentNode[] {
    const ids = this.children.get(parentId ?? ROOT);
    if (!ids) return [];
    return Array.from(ids, (id) => this.byId.get(id)!);
  }

  childCount(parentId: string | null): number {
    return this.children.get(parentId ?? ROOT)?.size ?? 0;
  }

  hasName(name: string): boolean {
    return this.names.has(name.toLowerCase());
  }

  /** Grows whenever a name leaves the tree (delete or rename): a freed name may be reused. */
  get nameEpoch(): number {
    return this.freedNames;
  }

  questionNodes(): ComponentNode[] {
    return Array.from(this.questions, (id) => this.byId.get(id)!);
  }

  add(node: ComponentNode): void {
    if (this.byId.has(node.id)) throw new RangeError(`Component ${node.id} is already in the tree`);
    this.byId.set(node.id, node);
    if (node.client_ref !== null) this.byClientRef.set(node.client_ref, node.id);
    this.link(node);
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

  /** Removes a node and all its descendants; returns their ids, children before parents. */
  remove(id: string): string[] {
    const removed: string[] = [];
    const visit = (nodeId: string) => {
      for (const child of [...(this.children.get(nodeId) ?? [])]) visit(child);
      const node = this.byId.get(nodeId);
      if (!node) return;
      this.unlink(node, true);
      this.byId.delete(nodeId);
      if (node.client_ref !== null) this.byClientRef.delete(node.client_ref);
      this.children.delete(nodeId);
      removed.push(nodeId);
    };
    visit(id);
    return removed;
  }

  /** Whether `ancestorId` is `id` itself or above it: moving a node there would make a cycle. */
  isSelfOrAncestor(ancestorId: string, id: string): boolean {
    const seen = new Set<string>();
    for (let current = this.byId.get(id); current; current = current.parent ? this.byId.get(current.parent.id) : undefined) {
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
