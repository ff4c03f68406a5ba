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
  /**
   * Every record by id. A removed id keeps its entry, with no record, so that putting it back (an
   * undo, a pull) fills the same slot: a Map keeps a deleted entry as a hole until it rehashes,
   * and a group of 5 000 removed and put back a few times made it rehash all 50 000.
   */
  private byId = new Map<string, Component | undefined>();
  /** Entries of `byId` with no record. */
  private vacant = 0;
  /**
   * Records filed under the id of a record not held (orphans), counted when first asked (null
   * before) and kept after: while there are none, a record put for the first time has no children.
   */
  private orphans: number | null = null;
  /**
   * The family `file` used last and its key, and the last parent found held: siblings come
   * together (a group put back, each record a copy whose parent id is a string not hashed yet).
   */
  private lastFamilyKey: string | undefined;
  private lastFamily: Family | undefined;
  private lastHeld: string | null = null;
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
    return this.byId.size - this.vacant - this.dead.size;
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

  /**
   * Calls `visit` with every live record. Map.forEach, not an iterator: a full check walks 50 000
   * records once, and a loop the optimiser has not reached yet allocates a result per step.
   */
  forEachLive(visit: (record: Component) => void): void {
    this.byId.forEach((record, id) => {
      if (record !== undefined && (this.dead.size === 0 || !this.dead.has(id))) visit(record);
    });
  }

  /** Calls `visit` with every record, deleted in its tree or not. */
  forEachRecord(visit: (record: Component) => void): void {
    this.byId.forEach((record) => {
      if (record !== undefined) visit(record);
    });
  }

  private *live<C extends Component>(records: Iterable<C>): Iterable<C> {
    for (const record of records) if (!this.dead.has(record.id)) yield record;
  }

  /** Puts `next` in place of the record with its id; returns the old one (see `take` to take one out). */
  put(next: Component): Component | undefined {
    const { id } = next;
    const prev = this.byId.get(id);
    if (prev) this.unfile(prev);
    const entries = this.byId.size;
    this.byId.set(id, next);
    // No new entry: the id's own, left vacant by a removal.
    if (!prev && this.byId.size === entries) this.vacant--;
    // The records filed under its id have a parent now (before it is filed: it may be its own).
    if (!prev && this.orphans) this.orphans -= this.familySize(id);
    this.file(next);
    return prev;
  }

  /**
   * Whether some record is filed under the id of a record not held. When none is, a record held
   * for the first time has no children: no need to look for them.
   */
  hasOrphans(): boolean {
    if (this.orphans === null) {
      let orphans = 0;
      this.childIndex.forEach((family, parent) => {
        if (parent !== ROOT && this.byId.get(parent) === undefined) family.forEach((children) => (orphans += children.length));
      });
      this.orphans = orphans;
    }
    return this.orphans > 0;
  }

  /** Whether a record with this id is held (the last one found so is remembered: see lastHeld). */
  private holds(id: string): boolean {
    if (id === this.lastHeld) return true;
    if (this.byId.get(id) === undefined) return false;
    this.lastHeld = id;
    return true;
  }

  /** How many records are filed under `parent`, deleted ones too. */
  private familySize(parent: string): number {
    let count = 0;
    this.childIndex.get(parent)?.forEach((children) => (count += children.length));
    return count;
  }

  /** Leaves the id's entry without a record (see byId); the table is made again once mostly vacant. */
  private vacate(id: string): void {
    this.byId.set(id, undefined);
    if (id === this.lastHeld) this.lastHeld = null;
    if (++this.vacant <= VACANT_MIN || this.vacant * 2 <= this.byId.size) return;
    const held = new Map<string, Component | undefined>();
    this.byId.forEach((record, key) => {
      if (record !== undefined) held.set(key, record);
    });
    this.byId = held;
    this.vacant = 0;
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
      this.lastFamilyKey = undefined;
      // The store was empty: no entry is vacant.
      this.byId.forEach((record) => this.file(record!));
    }
    if (this.marked.size) for (const id of this.subtree(this.marked)) this.dead.add(id);
  }

  /** Adds a record (in byId already) to the children and kind indexes. */
  private file(record: Component): void {
    if (isMarked(record)) this.marked.add(record.id);
    if (this.orphans !== null && record.parent && !this.holds(record.parent.id)) this.orphans++;
    const key = parentKey(record);
    let family = key === this.lastFamilyKey ? this.lastFamily : this.childIndex.get(key);
    if (!family) this.childIndex.set(key, (family = new Map()));
    this.lastFamilyKey = key;
    this.lastFamily = family;
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
    if (this.orphans !== null && record.parent && !this.holds(record.parent.id)) this.orphans--;
    const siblings = this.childIndex.get(parentKey(record))?.get(record.kind);
    // The lists hold the very record byId held; the latest put is likeliest last.
    const at = siblings ? siblings.lastIndexOf(record) : -1;
    if (at >= 0) siblings!.splice(at, 1);
    if (!UNLISTED_KINDS.has(record.kind)) this.kindIndex.get(record.kind)?.delete(record.id);
  }

  /**
   * After `put(next)` replaced `prev` (undefined: none) for this id: when the record's mark or
   * parent changed (or it came), decides again which records of its subtree are dead. Returns
   * the records, other than the one with `id`, whose liveness flipped (all the same way: dead
   * when the record now kills its subtree).
   */
  settle(id: string, prev: Component | undefined, next: Component): readonly Component[] {
    if (prev && isMarked(prev) === isMarked(next) && prev.parent?.id === next.parent?.id) return NO_RECORDS;
    // Nothing marked and nothing dead (most surveys, most of the time): nothing can flip. A group
    // put back record by record (5 000 puts) skips a walk up from each.
    if (this.marked.size === 0 && this.dead.size === 0) return NO_RECORDS;
    // A record kills its children when it is held and dead; only a change of that moves them.
    const killed = this.dead.has(id);
    const kills = this.deletedInTree(id);
    if (kills) this.dead.add(id);
    else this.dead.delete(id);
    if (kills === killed) return NO_RECORDS;
    return this.flipBelow(id, kills);
  }

  /**
   * Marks dead (`kills`) or live again the records below `top`, parents first, and returns them.
   * A child that does not flip keeps its subtree as it was: one already dead (marked itself, when
   * killing) or marked (when reviving) holds its own subtree dead. So every record flips at most
   * once, which also ends the walk on a loop of parents. The records come from the children index
   * itself: no lookup by id for each of a group's 5 000.
   */
  private flipBelow(top: string, kills: boolean): Component[] {
    const flipped: Component[] = [];
    const { dead } = this;
    for (let i = -1; i < flipped.length; i++) {
      const family = this.childIndex.get(i < 0 ? top : flipped[i]!.id);
      if (!family) continue;
      family.forEach((children) => {
        for (let c = 0; c < children.length; c++) {
          const child = children[c]!;
          if (kills) {
            const size = dead.size;
            if (dead.add(child.id).size === size) continue;
          } else if (isMarked(child) || !dead.delete(child.id)) continue;
          flipped.push(child);
        }
      });
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

  /**
   * `ids` and every record below them (through missing parents too), parents first: a set, in that
   * order, so that a removal also asks it whether a record's parent goes too.
   */
  subtree(ids: Iterable<string>): Set<string> {
    const out = new Set<string>(ids);
    const children: string[] = [];
    // A Set visits what is added while it is walked: children after their parents.
    out.forEach((id) => {
      children.length = 0;
      this.pushChildIds(id, children);
      for (let c = 0; c < children.length; c++) out.add(children[c]!);
    });
    return out;
  }

  /**
   * Takes the record with this id out, without deciding its subtree again: for a removal that
   * takes the subtree too, which ends as if it went first. Returns the record.
   */
  take(id: string): Component | undefined {
    const prev = this.byId.get(id);
    if (!prev) return undefined;
    this.unfile(prev);
    this.vacate(id);
    this.dead.delete(id);
    if (this.orphans !== null) this.orphans += this.familySize(id);
    return prev;
  }
}

const EMPTY_MAP = new Map<string, Component>();
/** Vacant entries a store keeps whatever its size: a small survey's removals never remake its table. */
const VACANT_MIN = 1024;
const NO_RECORDS: readonly Component[] = [];
