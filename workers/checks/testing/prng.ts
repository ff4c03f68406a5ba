// A seeded PRNG (mulberry32): the same seed replays the same run, so a failure can be pinned.
// Shared by every property and fault-injection suite (checks here, the draft engine in tests/sync).

export class Prng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T | undefined {
    return list.length ? list[Math.floor(this.next() * list.length)] : undefined;
  }

  /** Like pick, for lists that cannot be empty: an empty one is a broken test, said out loud. */
  choose<T>(list: readonly T[]): T {
    if (list.length === 0) throw new RangeError('Cannot choose from an empty list');
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** A key of `weights`, chosen in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let roll = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }

  bytes(n: number): Uint8Array {
    return Uint8Array.from({ length: n }, () => Math.floor(this.next() * 256));
  }
}
