import { describe, expect, it } from 'vitest';
import { BucketMapWriter, bucketMapOf, diffEntries, getEntry, sizeOf, valuesOf, type BucketMap } from './bucket-map';

const keys = Array.from({ length: 5000 }, (_, i) => `0190${i.toString(16).padStart(4, '0')}-key-${i}`);
const big = (): BucketMap<number> => bucketMapOf(keys.map((key, i) => [key, i] as const));

describe('bucket map', () => {
  it('finds every entry and counts them', () => {
    const map = big();
    expect(keys.every((key, i) => getEntry(map, key) === i)).toBe(true);
    expect(getEntry(map, 'missing')).toBeUndefined();
    expect(sizeOf(map)).toBe(5000);
    expect(valuesOf(map).sort((a, b) => a - b)).toEqual(keys.map((_, i) => i));
  });

  it('writes copy-on-write: the base is untouched and shares every bucket the edit did not reach', () => {
    const base = big();
    const before = JSON.stringify(valuesOf(base));
    const writer = new BucketMapWriter(base);
    writer.set(keys[7]!, -7);
    writer.set('new', 1);
    writer.delete(keys[9]!);
    const next = writer.result();
    expect(JSON.stringify(valuesOf(base))).toBe(before);
    expect(getEntry(next, keys[7]!)).toBe(-7);
    expect(getEntry(next, 'new')).toBe(1);
    expect(getEntry(next, keys[9]!)).toBeUndefined();
    expect(sizeOf(next)).toBe(5000);
    let shared = 0;
    for (let g = 0; g < 64; g++) if (base[g] === next[g]) shared++;
    expect(shared).toBeGreaterThan(60); // at most 3 of 64 groups were copied
  });

  it('gives the base back when nothing was written, and drops emptied levels', () => {
    const base = bucketMapOf([['a', 1]]);
    expect(new BucketMapWriter(base).result()).toBe(base);
    const writer = new BucketMapWriter(base);
    writer.delete('a');
    writer.delete('never there');
    expect(sizeOf(writer.result())).toBe(0);
    expect(writer.result().every((group) => group === undefined)).toBe(true);
  });

  it('diffs by identity, visiting only what changed', () => {
    const base = big();
    const writer = new BucketMapWriter(base);
    writer.set(keys[1]!, 100);
    writer.set('added', 5);
    writer.delete(keys[2]!);
    const seen: [string, number | undefined, number | undefined][] = [];
    diffEntries(base, writer.result(), (key, prev, next) => seen.push([key, prev, next]));
    expect(seen.sort()).toEqual([['added', undefined, 5], [keys[1]!, 1, 100], [keys[2]!, 2, undefined]].sort());
    diffEntries(base, base, () => expect.unreachable());
  });
});
