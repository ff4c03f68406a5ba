// Which units read which keys (see check-context.ts), both ways: a unit's keys, to forget them when
// it re-runs, and a key's readers, to re-run them when the key is touched.
export class Dependencies<U> {
  private readonly keysOf = new Map<U, Set<string>>();
  private readonly readersOf = new Map<string, Set<U>>();

  /** What `unit` read in its latest run (null: nothing recorded). */
  set(unit: U, keys: Set<string> | null): void {
    this.forget(unit);
    if (!keys) return;
    this.keysOf.set(unit, keys);
    for (const key of keys) {
      let units = this.readersOf.get(key);
      if (!units) this.readersOf.set(key, (units = new Set()));
      units.add(unit);
    }
  }

  forget(unit: U): void {
    const keys = this.keysOf.get(unit);
    if (!keys) return;
    this.keysOf.delete(unit);
    for (const key of keys) {
      const units = this.readersOf.get(key);
      units?.delete(unit);
      if (units?.size === 0) this.readersOf.delete(key);
    }
  }

  readers(key: string): Iterable<U> {
    return this.readersOf.get(key) ?? NONE;
  }
}

const NONE: ReadonlySet<never> = new Set();
