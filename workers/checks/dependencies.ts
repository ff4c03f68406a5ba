// Which units read which keys (see check-context.ts), both ways: a unit's keys, to forget them when
// it re-runs, and a key's readers, to re-run them when the key is touched.
//
// Readers are filed by the key's kind (an id, a child list, a subtree, a kind's list, the
// languages) under the bare id, parent or kind, and a change notes what it touched the same way
// (`TouchedKeys`). So a group deleted with its 5 000 records is looked up by the records' own id
// strings, whose hashes the engine keeps: no key string is made, hashed and thrown away per record.
import { COMPONENT_KINDS, type Component, type ComponentKind } from '../../schema';

/**
 * Dependency keys. Component ids are used as they are; the others start with a NUL and a letter
 * naming their kind, so they cannot collide with an id.
 */
export const childrenKey = (parent: string): string => `\u0000c${parent}`;
/** Touched when the component or anything below it changes (see Engine.put, engine.ts). */
export const subtreeKey = (id: string): string => `\u0000s${id}`;
export const kindKey = (kind: ComponentKind): string => KIND_KEYS[kind];
/** Made once: a survey-wide check records a kind's list at each run. */
const KIND_KEYS = Object.fromEntries(COMPONENT_KINDS.map((kind) => [kind, `\u0000k${kind}`])) as Record<ComponentKind, string>;
export const LANGUAGES_KEY = '\u0000languages';
const CHILDREN = 'c'.charCodeAt(0);
const SUBTREE = 's'.charCodeAt(0);
const isMarkedKey = (key: string): boolean => key.charCodeAt(0) === 0;

/** What changes touched, by kind of key, the way the readers' keys are filed. */
export class TouchedKeys {
  /**
   * Components that appeared, went or changed, each with the live record it came to (null: out
   * of the survey): whoever `get` them reads them again, and whoever read their subtree (each
   * counts in `subtrees` too, without being filed there).
   */
  readonly ids = new Map<string, Component | null>();
  /** Parents (ROOT: the root) whose child list changed: membership, kind or order. */
  readonly children = new Set<string>();
  /** Components below which something changed (besides `ids`). */
  readonly subtrees = new Set<string>();
  readonly kinds = new Set<ComponentKind>();
  languages = false;
  /**
   * Records that came or went with one above them, each touched as an id and as a subtree. Kept
   * as the lists they came in: a group deleted has 5 000, looked up among the few hundred names
   * the checks read rather than filed in the sets above.
   */
  readonly members: (readonly Component[])[] = [];
}

export class Dependencies<U> {
  private readonly keysOf = new Map<U, ReadonlySet<string>>();
  /** Readers by the bare id, parent, subtree root or kind their key names; other keys as they are. */
  private readonly byId = new Map<string, Set<U>>();
  private readonly byChildren = new Map<string, Set<U>>();
  private readonly bySubtree = new Map<string, Set<U>>();
  private readonly byOther = new Map<string, Set<U>>();

  /**
   * What `unit` read in its latest run (null: nothing recorded). A re-run mostly reads what it
   * read before (the routing analysis: thousands of keys), so only the difference is filed.
   */
  set(unit: U, keys: ReadonlySet<string> | null): void {
    const before = this.keysOf.get(unit);
    if (!keys || !before) {
      // Most units read nothing, before and now (50 000 answers): one lookup to learn it.
      if (before) this.drop(unit, before);
      if (!keys) return;
      this.keysOf.set(unit, keys);
      for (const key of keys) this.addReader(key, unit);
      return;
    }
    this.keysOf.set(unit, keys);
    for (const key of before) if (!keys.has(key)) this.dropReader(key, unit);
    for (const key of keys) if (!before.has(key)) this.addReader(key, unit);
  }

  forget(unit: U): void {
    const keys = this.keysOf.get(unit);
    if (keys) this.drop(unit, keys);
  }

  private drop(unit: U, keys: ReadonlySet<string>): void {
    this.keysOf.delete(unit);
    for (const key of keys) this.dropReader(key, unit);
  }

  /** Calls `visit` with every unit that read a touched key (a unit may come more than once). */
  forEachReader(touched: TouchedKeys, visit: (unit: U) => void): void {
    readersOf(this.byId, touched.ids, visit);
    readersOf(this.byChildren, touched.children, visit);
    readersOf(this.bySubtree, touched.subtrees, visit);
    readersOf(this.bySubtree, touched.ids, visit);
    const { byId, bySubtree } = this;
    for (const members of touched.members) {
      if (byId.size === 0 && bySubtree.size === 0) break;
      for (let i = 0; i < members.length; i++) {
        const id = members[i]!.id;
        byId.get(id)?.forEach(visit);
        bySubtree.get(id)?.forEach(visit);
      }
    }
    touched.kinds.forEach((kind) => this.byOther.get(KIND_KEYS[kind])?.forEach(visit));
    if (touched.languages) this.byOther.get(LANGUAGES_KEY)?.forEach(visit);
  }

  /** The map a key is filed in, and the name it is filed under there. */
  private placeOf(key: string): [Map<string, Set<U>>, string] {
    if (!isMarkedKey(key)) return [this.byId, key];
    const kind = key.charCodeAt(1);
    if (kind === CHILDREN) return [this.byChildren, key.slice(2)];
    if (kind === SUBTREE) return [this.bySubtree, key.slice(2)];
    return [this.byOther, key];
  }

  private addReader(key: string, unit: U): void {
    const [map, name] = this.placeOf(key);
    let units = map.get(name);
    if (!units) map.set(name, (units = new Set()));
    units.add(unit);
  }

  private dropReader(key: string, unit: U): void {
    const [map, name] = this.placeOf(key);
    const units = map.get(name);
    units?.delete(unit);
    if (units?.size === 0) map.delete(name);
  }
}


/**
 * The readers of the touched names: looked up one by one, or, when more names were touched than
 * anyone reads (5 000 records of a group against the few hundred a survey's checks `get`), the
 * readers walked and each name looked up among the touched.
 */
function readersOf<U>(map: Map<string, Set<U>>, touched: ReadonlySet<string> | ReadonlyMap<string, unknown>, visit: (unit: U) => void): void {
  if (map.size === 0 || touched.size === 0) return;
  if (touched.size <= map.size) {
    // The name is the key, in a Set as in a Map.
    touched.forEach((_, name: string) => map.get(name)?.forEach(visit));
    return;
  }
  map.forEach((units, name) => {
    if (touched.has(name)) units.forEach(visit);
  });
}
