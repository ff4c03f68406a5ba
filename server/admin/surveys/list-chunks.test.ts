import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_EVERY, cutChunks, endsChunk, MAX_CHUNK_ROWS, type Chunk } from './list-chunks';

interface Row { readonly id: string; readonly ends: boolean }
const rowOf = (id: string): Row => ({ id, ends: endsChunk(id) });
const randomRows = (count: number) => Array.from({ length: count }, () => rowOf(randomUUID()));
/** Chunks as kept, each made into a label naming its first row. */
const keep = (rows: readonly Row[], kept: readonly Chunk<Row, string>[] = []): Chunk<Row, string>[] =>
  cutChunks(rows, kept).map((chunk) => ({ rows: chunk.rows, made: chunk.made ?? `made ${chunk.rows[0]!.id}` }));

describe('endsChunk', () => {
  it('ends about one chunk in BOUNDARY_EVERY rows, for random ids and for counted ones', () => {
    const counted = Array.from({ length: 100_000 }, (_, i) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`);
    for (const ids of [counted, randomRows(100_000).map((row) => row.id)]) {
      const ends = ids.filter(endsChunk).length;
      expect(ends).toBeGreaterThan((100_000 / BOUNDARY_EVERY) * 0.7);
      expect(ends).toBeLessThan((100_000 / BOUNDARY_EVERY) * 1.3);
    }
  });
});

describe('cutChunks', () => {
  it('cuts every row into exactly one chunk, in order, none longer than MAX_CHUNK_ROWS', () => {
    const rows = [...randomRows(3000), ...Array.from({ length: 2 * MAX_CHUNK_ROWS }, () => ({ id: randomUUID(), ends: false }))];
    const chunks = cutChunks(rows, []);
    expect(chunks.flatMap((chunk) => chunk.rows)).toEqual(rows);
    expect(Math.max(...chunks.map((chunk) => chunk.rows.length))).toBeLessThanOrEqual(MAX_CHUNK_ROWS);
    expect(chunks.every((chunk) => chunk.made === undefined)).toBe(true);
    expect(cutChunks([], [])).toEqual([]);
  });

  it('after a row is added, moved or deleted, reuses every chunk but the ones around it', () => {
    const rows = randomRows(5000);
    const kept = keep(rows);
    expect(kept.length).toBeGreaterThan(5);
    const added = rowOf(randomUUID());
    const moved = [...rows.slice(0, 1000), added, ...rows.slice(1000, 3000), ...rows.slice(3001, 4500), rows[3000]!, ...rows.slice(4500)];
    const deleted = moved.filter((row) => row !== rows[200]);
    const chunks = cutChunks(deleted, kept);
    expect(chunks.flatMap((chunk) => chunk.rows)).toEqual(deleted);
    const fresh = chunks.filter((chunk) => chunk.made === undefined);
    // Three places changed: at most two chunks each (a boundary row moved joins two).
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(6);
    expect(chunks.filter((chunk) => chunk.made !== undefined).every((chunk) => kept.some((k) => k.made === chunk.made && k.rows.every((row, i) => row === chunk.rows[i])))).toBe(true);
  });

  it('does not reuse a chunk whose row was replaced by a new version of it', () => {
    const rows = randomRows(2000);
    const kept = keep(rows);
    const changed = rows.map((row, i) => (i === 700 ? { ...row } : row));
    const fresh = cutChunks(changed, kept).filter((chunk) => chunk.made === undefined);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.rows).toContain(changed[700]);
  });
});
