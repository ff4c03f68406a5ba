// What a check may read, and how the replica learns what each check read (its dependencies), so a
// change re-runs only the checks it can affect.
//
// Item checks (one component at a time) read their *neighbourhood* freely: the item, its parent
// (existence and kind), its children and grandchildren. The replica re-runs an item's checks when
// the item, a child or a grandchild changes, and a child's when the item appears, disappears or
// changes kind. Anything else an item check reads goes through `get`, which is recorded. Only the
// checks marked `readsLanguages` read the languages, and they alone re-run when those change.
// Survey-wide checks record every read: ids, child lists, kinds, subtrees and the languages.
import type { Component, ComponentKind, ComponentOf } from '../../schema';
import { childrenKey, kindKey, LANGUAGES_KEY, subtreeKey } from './dependencies';
import { compareSiblings, ROOT, type SurveyStore } from './survey-store';

export interface CheckContext {
  /** The live component with this id, whatever its kind. */
  get(id: string): Component | undefined;
  /** The live parent of `component`; undefined at the root or when the parent is gone. */
  parentOf(component: Component): Component | undefined;
  /** Live children of `parent` (null: the root), of `kinds` when given, in no particular order. */
  children(parent: string | null, kinds?: readonly ComponentKind[]): Component[];
  /** The same, in sibling order (order, then id), as respondents and the routing flow see them. */
  orderedChildren(parent: string | null, kinds?: readonly ComponentKind[]): Component[];
  /** How many live children of `kind` `parent` has. */
  countChildren(parent: string, kind: ComponentKind): number;
  /** Every live component of `kind`. */
  ofKind<K extends ComponentKind>(kind: K): Iterable<ComponentOf<K>>;
  /** The survey's additional languages. */
  languages(): readonly string[];
  /**
   * Reads of `id` and anything below it made inside `read` count as one read of that subtree:
   * a check that looks at 500 answers depends on their question, not on 500 ids.
   */
  below<T>(id: string, read: () => T): T;
  /**
   * `compute()`, kept between runs of a survey-wide check until something it read changes; `key`
   * must name everything else it depends on. Item checks compute every time.
   */
  memo<T>(key: string, compute: () => T): T;
}

/** A memoised value and what computing it read. */
export interface MemoEntry {
  readonly value: unknown;
  readonly deps: ReadonlySet<string> | null;
}

class StoreReader implements CheckContext {
  /** Keys read since the last `take()`; null while nothing was recorded (the common case). */
  protected deps: Set<string> | null = null;
  /** Inside `below`: the subtree key stands for every read. */
  protected muted = false;

  constructor(protected readonly store: SurveyStore) {}

  protected record(key: string): void {
    if (!this.muted) (this.deps ??= new Set()).add(key);
  }

  memo<T>(_key: string, compute: () => T): T {
    return compute();
  }

  below<T>(id: string, read: () => T): T {
    this.record(subtreeKey(id));
    const muted = this.muted;
    this.muted = true;
    try {
      return read();
    } finally {
      this.muted = muted;
    }
  }

  /** The keys recorded since the last call, and a fresh start. */
  take(): Set<string> | null {
    const deps = this.deps;
    this.deps = null;
    return deps;
  }

  get(id: string): Component | undefined {
    this.record(id);
    return this.store.get(id);
  }

  parentOf(component: Component): Component | undefined {
    return component.parent ? this.store.get(component.parent.id) : undefined;
  }

  children(parent: string | null, kinds?: readonly ComponentKind[]): Component[] {
    return this.store.children(parent ?? ROOT, kinds);
  }

  countChildren(parent: string, kind: ComponentKind): number {
    return this.store.countChildren(parent, kind);
  }

  orderedChildren(parent: string | null, kinds?: readonly ComponentKind[]): Component[] {
    return this.children(parent, kinds).sort(compareSiblings);
  }

  ofKind<K extends ComponentKind>(kind: K): Iterable<ComponentOf<K>> {
    return this.store.ofKind(kind);
  }

  languages(): readonly string[] {
    return this.store.languages;
  }
}

/** For item checks: the neighbourhood is free, `get` is recorded. */
export class ItemReader extends StoreReader {
  /**
   * The item whose parent was asked for last, and that parent: an item's checks ask in turn
   * (invalid parent, no parent), 50 000 answers each twice. Forgotten by `take()`, after each
   * item, so a change to the survey is never hidden by it.
   */
  private lastChild: Component | null = null;
  private lastParent: Component | undefined;

  override parentOf(component: Component): Component | undefined {
    if (component !== this.lastChild) {
      this.lastParent = super.parentOf(component);
      this.lastChild = component;
    }
    return this.lastParent;
  }

  override take(): Set<string> | null {
    this.lastChild = null;
    this.lastParent = undefined;
    return super.take();
  }

  /**
   * Set while a check marked `readsLanguages` runs: the replica re-runs those alone when the
   * languages change, so any other item check reading them would go stale.
   */
  languagesOpen = false;

  override languages(): readonly string[] {
    if (!this.languagesOpen) throw new RangeError('Only item checks marked readsLanguages may read the languages (see checks.ts)');
    return super.languages();
  }
}

/** For survey-wide checks: every read is recorded. */
export class SurveyReader extends StoreReader {
  /** The running check's memo table (the replica keeps one per check), and the keys used this run. */
  private memos: Map<string, MemoEntry> | null = null;
  private used = new Set<string>();

  /** Runs `check` with its memo table; entries it did not use this run are dropped. */
  runWith<T>(memos: Map<string, MemoEntry>, check: () => T): T {
    this.memos = memos;
    this.used = new Set();
    try {
      return check();
    } finally {
      for (const key of memos.keys()) if (!this.used.has(key)) memos.delete(key);
      this.memos = null;
    }
  }

  override memo<T>(key: string, compute: () => T): T {
    if (!this.memos) return compute();
    this.used.add(key);
    let entry = this.memos.get(key);
    if (!entry) {
      const outer = this.deps;
      const muted = this.muted;
      this.deps = null;
      this.muted = false;
      try {
        entry = { value: compute(), deps: this.deps };
      } finally {
        this.deps = outer;
        this.muted = muted;
      }
      this.memos.set(key, entry);
    }
    for (const dep of entry.deps ?? []) this.record(dep);
    return entry.value as T;
  }

  override parentOf(component: Component): Component | undefined {
    return component.parent ? this.get(component.parent.id) : undefined;
  }

  override children(parent: string | null, kinds?: readonly ComponentKind[]): Component[] {
    const out = super.children(parent, kinds);
    if (this.muted) return out;
    this.record(childrenKey(parent ?? ROOT));
    for (const child of out) this.record(child.id);
    return out;
  }

  override countChildren(parent: string, kind: ComponentKind): number {
    this.record(childrenKey(parent));
    return super.countChildren(parent, kind);
  }

  override ofKind<K extends ComponentKind>(kind: K): Iterable<ComponentOf<K>> {
    this.record(kindKey(kind));
    return super.ofKind(kind);
  }

  override languages(): readonly string[] {
    this.record(LANGUAGES_KEY);
    return super.languages();
  }
}
