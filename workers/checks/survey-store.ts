// The replica's survey: every record it was given, indexed by id, by parent and by kind, and which
// of them are out of the survey. A record marked `deleted`, and everything below it, is out (the
// schema's isDeletedInTree): hidden from the checks, kept so that restoring it brings it back.
import type { Component, ComponentKind, ComponentOf } from '../../schema';

/** The key of the survey root in the children index (component ids are never empty). */
export const ROOT = '';

/** The key a component is filed under in the children index: its parent's id, or the root. */
export const parentKey = (component: Component): string => component.parent?.id ?? ROOT;

/** Siblings sort by order, then id, as the draft engine shows them. */
export function compareSiblings(a: Component, b: Component): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const isMarked = (component: Component | undefined) => component?.deleted === true;

/**
 * A parent's children, by kind, in the order they were put. Arrays, not maps: a full check files
 * 50 000 answers in 1 000 lists and reads them whole; a removal scans one list of siblings (the
 * limits keep those short: 50 answers, 100 questions).
 */
type Family = Map<ComponentKind, Component[]>;

/**
 * Kinds not listed by kind: answers are half of a large survey (50 000), and every check reaches
 * them through their answer group. Asking for them by kind is a programming error.
 */
const UNLISTED_KINDS: ReadonlySet<ComponentKind> = new Set(['answer']);

export class SurveyStore {
  private readonly byId = new Map<string, Component>();
  /**
   * Parent id (or ROOT) → kind → children, deleted ones too. Kept for parents that are missing.
   * By kind, so "the answers of this group" is one list, not a filter over every child.
   */
  private readonly childIndex = new Map<string, Family>();
  private readonly kindIndex = new Map<ComponentKind, Map<string, Component>>();
  /** Ids of records deleted in their tree: marked, or below a marked record. Usually empty. */
  private readonly dead = new Set<string>();
  /** Ids of records marked deleted themselves (noted as they are put: no pass over the survey). */
  private readonly marked = new Set<string>();
  /** The survey's additional languages (the default language needs no translation). */
  languages: readonly string[] = [];

  /** Live records. */
  get size(): number {
    return this.byId.size - this.dead.size;
  }

  /** The live record with this id: in the survey, not deleted in its tree. */
  get(id: string): Component | undefined {
    const record = this.byId.get(id);
    return record && (this.dead.size === 0 || !this.dead.has(id)) ? record : undefined;
  }

  /** Whether the record with this id (which must be held) is deleted in its tree. */
  isDead(id: string): boolean {
    return this.dead.size !== 0 && this.dead.has(id);
  }

  /** The record with this id, deleted or not. */
  record(id: string): Component | undefined {
    return this.byId.get(id);
  }

  /** The live children of `parent` (ROOT: the root), of `kinds` when given, in no particular order. */
  children(parent: string, kinds?: readonly ComponentKind[]): Component[] {
    const family = this.childIndex.get(parent);
    if (!family) return [];
    // The common case, one kind and nothing deleted: a copy of the list.
    if (kinds?.length === 1 && this.dead.size === 0) return family.get(kinds[0]!)?.slice() ?? [];
    const out: Component[] = [];
    if (kinds) for (const kind of kinds) this.pushLive(family.get(kind), out);
    else for (const ofKind of family.values()) this.pushLive(ofKind, out);
    return out;
  }

  private pushLive(children: readonly Component[] | undefined, out: Component[]): void {
    if (!children) return;
    for (const child of children) if (this.dead.size === 0 || !this.dead.has(child.id)) out.push(child);
  }

  /** How many live children of `kind` `parent` has. */
  countChildren(parent: string, kind: ComponentKind): number {
    const ofKind = this.childIndex.get(parent)?.get(kind);
    if (!ofKind || this.dead.size === 0) return ofKind?.length ?? 0;
    let count = 0;
    for (const child of ofKind) if (!this.dead.has(child.id)) count++;
    return count;
  }

  /** Ids of the children of `parent`, of any kind, deleted ones too. */
  childIds(parent: string): string[] {
    const out: string[] = [];
    this.pushChildIds(parent, out);
    return out;
  }

  /**
   * Appends the ids of `parent`'s children to `out`. No generator: a group deleted or restored
   * visits 5 000 records, and an iterator per record shows.
   */
  private pushChildIds(parent: string, out: string[]): void {
    const family = this.childIndex.get(parent);
    if (!family) return;
    family.forEach((ofKind) => {
      for (let i = 0; i < ofKind.length; i++) out.push(ofKind[i]!.id);
    });
  }

  ofKind<K extends ComponentKind>(kind: K): Iterable<ComponentOf<K>> {
    if (UNLISTED_KINDS.has(kind)) throw new RangeError(`Components of kind ${kind} are not listed by kind; read them through their parents`);
    const all = ((this.kindIndex.get(kind) ?? EMPTY_MAP) as Map<string, ComponentOf<K>>).values();
    return this.dead.size === 0 ? all : this.live(all);
  }

  /** Every live record. */
  all(): Iterable<Component> {
    return this.dead.size === 0 ? this.byId.values() : this.live(this.byId.values());
  }

  /**
   * Calls `visit` with every live record. Map.forEach, not an iterator: a full check walks 50 000
   * records once, and a loop the optimiser has not reached yet allocates a result per step.
   */
  forEachLive(visit: (record: Component) => void): void {
    this.byId.forEach((record, id) => {
      if (this.dead.size === 0 || !this.dead.has(id)) visit(record);
    });
  }

  /** Calls `visit` with every record, deleted in its tree or not. */
  forEachRecord(visit: (record: Component) => void): void {
    this.byId.forEach((record) => visit(record));
  }

  private *live<C extends Component>(records: Iterable<C>): Iterable<C> {
    for (const record of records) if (!this.dead.has(record.id)) yield record;
  }

  /** Puts `next` in place of the record with this id (undefined: none); returns the old one. */
  put(id: string, next: Component | undefined): Component | undefined {
    const prev = this.byId.get(id);
    if (prev) {
      this.byId.delete(id);
      this.unfile(prev);
    }
    if (next) {
      this.byId.set(id, next);
      this.file(next);
    }
    return prev;
  }

  /**
   * Fills an empty store, as `put` of each record would (the last of a repeated id wins), then
   * decides which records are dead. One hash lookup per record fewer than `put`: a full check
   * files 50 000 of them.
   */
  load(records: Iterable<Component>): void {
    const list = Array.isArray(records) ? (records as readonly Component[]) : [...records];
    // Indexed: see forEachLive.
    for (let i = 0; i < list.length; i++) {
      const record = list[i]!;
      this.byId.set(record.id, record);
      this.file(record);
    }
    if (list.length !== this.byId.size) {
      // An id came twice: file again what byId kept.
      this.childIndex.clear();
      this.kindIndex.clear();
      this.marked.clear();
      for (const record of this.byId.values()) this.file(record);
    }
    if (this.marked.size) for (const id of this.subtreeIds(this.marked)) this.dead.add(id);
  }

  /** Adds a record (in byId already) to the children and kind indexes. */
  private file(record: Component): void {
    if (isMarked(record)) this.marked.add(record.id);
    const key = parentKey(record);
    let family = this.childIndex.get(key);
    if (!family) this.childIndex.set(key, (family = new Map()));
    const siblings = family.get(record.kind);
    if (siblings) siblings.push(record);
    else family.set(record.kind, [record]);
    if (UNLISTED_KINDS.has(record.kind)) return;
    let ofKind = this.kindIndex.get(record.kind);
    if (!ofKind) this.kindIndex.set(record.kind, (ofKind = new Map()));
    ofKind.set(record.id, record);
  }

  private unfile(record: Component): void {
    if (isMarked(record)) this.marked.delete(record.id);
    const siblings = this.childIndex.get(parentKey(record))?.get(record.kind);
    // The lists hold the very record byId held; the latest put is likeliest last.
    const at = siblings ? siblings.lastIndexOf(record) : -1;
    if (at >= 0) siblings!.splice(at, 1);
    if (!UNLISTED_KINDS.has(record.kind)) this.kindIndex.get(record.kind)?.delete(record.id);
  }

  /**
   * After `put(id, next)`: when the record's mark or parent changed (or it came or went), decides
   * again which records of its subtree are dead. Returns the ids, other than `id` itself, whose
   * liveness flipped.
   */
  settle(id: string, prev: Component | undefined): string[] {
    const next = this.byId.get(id);
    if (prev && next && isMarked(prev) === isMarked(next) && prev.parent?.id === next.parent?.id) return [];
    // Nothing marked and nothing dead (most surveys, most of the time): nothing can flip. A group
    // put back record by record (5 000 puts) skips a walk up from each.
    if (this.marked.size === 0 && this.dead.size === 0) return [];
    const flipped: string[] = [];
    const members = this.subtreeIds([id]);
    for (let i = 0; i < members.length; i++) {
      const member = members[i]!;
      const record = this.byId.get(member);
      // Parents first: a member's parent is decided before it, so its own walk up is one step
      // (`dead` holds the parent's new state). The top one walks the whole way.
      const dead = record !== undefined && (i === 0 ? this.deletedInTree(member) : isMarked(record) || (!!record.parent && this.byId.has(record.parent.id) && this.dead.has(record.parent.id)));
      if (dead === this.dead.has(member)) continue;
      if (dead) this.dead.add(member);
      else this.dead.delete(member);
      if (i !== 0) flipped.push(member);
    }
    return flipped;
  }

  /** Whether the record or one above it is marked (a missing parent, or a loop, ends the walk). */
  private deletedInTree(id: string): boolean {
    const seen = new Set<string>();
    for (let at = this.byId.get(id); at && !seen.has(at.id); at = at.parent ? this.byId.get(at.parent.id) : undefined) {
      if (isMarked(at)) return true;
      seen.add(at.id);
    }
    return false;
  }

  /** `ids` and every record below them (through missing parents too), parents first. */
  subtreeIds(ids: Iterable<string>): string[] {
    const out: string[] = [];
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      out.push(id);
    };
    for (const id of ids) visit(id);
    const children: string[] = [];
    for (let i = 0; i < out.length; i++) {
      children.length = 0;
      this.pushChildIds(out[i]!, children);
      for (let c = 0; c < children.length; c++) visit(children[c]!);
    }
    return out;
  }
}

const EMPTY_MAP = new Map<string, Component>();
