// Which units read which keys (see check-context.ts), both ways: a unit's keys, to forget them when
// it re-runs, and a key's readers, to re-run them when the key is touched.
export class Dependencies<U> {
  private readonly keysOf = new Map<U, Set<string>>();
  private readonly readersOf = new Map<string, Set<U>>();

  /**
   * What `unit` read in its latest run (null: nothing recorded). A re-run mostly reads what it
   * read before (the routing analysis: thousands of keys), so only the difference is filed.
   */
  set(unit: U, keys: Set<string> | null): void {
    const before = this.keysOf.get(unit);
    if (!keys || !before) {
      this.forget(unit);
      if (!keys) return;
      this.keysOf.set(unit, keys);
      for (const key of keys) this.addReader(key, unit);
      return;
    }
    this.keysOf.set(unit, keys);
    for (const key of before) if (!keys.has(key)) this.dropReader(key, unit);
    for (const key of keys) if (!before.has(key)) this.addReader(key, unit);
  }

  private addReader(key: string, unit: U): void {
    let units = this.readersOf.get(key);
    if (!units) this.readersOf.set(key, (units = new Set()));
    units.add(unit);
  }

  private dropReader(key: string, unit: U): void {
    const units = this.readersOf.get(key);
    units?.delete(unit);
    if (units?.size === 0) this.readersOf.delete(key);
  }

  forget(unit: U): void {
    const keys = this.keysOf.get(unit);
    if (!keys) return;
    this.keysOf.delete(unit);
    for (const key of keys) this.dropReader(key, unit);
  }

  readers(key: string): Iterable<U> {
    return this.readersOf.get(key) ?? NONE;
  }
}

const NONE: ReadonlySet<never> = new Set();
