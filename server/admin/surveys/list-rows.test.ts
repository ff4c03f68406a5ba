import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compareRows, newVersions, parseRows, withChanges, type ListRow } from './list-rows';

const row = (id: string, order: number, created: number, xmin = '100'): ListRow => parseRows([`${id} ${xmin} ${order} ${created}`])[0]!;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

describe('parseRows', () => {
  it('reads id, version, order and creation, and refuses anything else', () => {
    expect(parseRows([`${uuid(1)} 7 -2 1700000000123456`])).toMatchObject([{ id: uuid(1), xmin: '7', order: -2, created: 1700000000123456 }]);
    expect(() => parseRows(['not-a-uuid 7 0 1'])).toThrow(/not-a-uuid 7 0 1/);
    expect(() => parseRows([`${uuid(1)} 7 0.5 1`])).toThrow(/is not/);
  });
});

describe('compareRows', () => {
  it('orders by order, then creation, then id as PostgreSQL compares uuids', () => {
    const rows = [row(uuid(0xb), 1, 5), row(uuid(0xa), 1, 5), row(uuid(1), 1, 4), row(uuid(2), 0, 9), row('f0000000-0000-4000-8000-000000000000', 1, 5)];
    expect([...rows].sort(compareRows).map((r) => r.id)).toEqual([uuid(2), uuid(1), uuid(0xa), uuid(0xb), 'f0000000-0000-4000-8000-000000000000']);
  });
});

describe('withChanges', () => {
  const list = Array.from({ length: 50 }, (_, i) => row(randomUUID(), i % 5, 1000 + i)).sort(compareRows);
  const apply = (scanned: ListRow[], deleted: string[] = []) => {
    const { versions, added } = newVersions(list, scanned);
    return { rows: withChanges(list, versions, new Set(deleted)), added, versions };
  };
  const expected = (rows: ListRow[]) => [...rows].sort(compareRows).map((r) => `${r.id} ${r.xmin}`);

  it('puts new rows and new versions where their key falls, and keeps the other rows as they were', () => {
    const moved = row(list[3]!.id, 4, 2000, '200');
    const added = row(randomUUID(), 2, 1, '200');
    const result = apply([moved, added]);
    expect(result.added).toBe(1);
    expect(result.rows.map((r) => `${r.id} ${r.xmin}`)).toEqual(expected([...list.filter((r) => r.id !== moved.id), moved, added]));
    // Unchanged rows are the same objects: their chunks are reused as they were compressed.
    expect(result.rows.filter((r) => r.xmin === '100').every((r) => list.includes(r))).toBe(true);
  });

  it('takes deleted rows out', () => {
    const gone = [list[0]!.id, list[49]!.id, list[20]!.id];
    expect(apply([], gone).rows).toEqual(list.filter((r) => !gone.includes(r.id)));
  });

  it('keeps a row scanned again at the version held, the same object', () => {
    const again = row(list[10]!.id, list[10]!.order, list[10]!.created, '100');
    const result = apply([again]);
    expect(result.versions).toEqual([]);
    expect(result.added).toBe(0);
    expect(result.rows[10]).toBe(list[10]);
  });

  it('agrees with a sort of the whole list after many random changes', () => {
    let rows = list;
    for (let round = 0; round < 20; round++) {
      const picked = Array.from({ length: 5 }, (_, i) => (i % 2 === 0 && rows.length > 0
        ? row(rows[(round * 7 + i * 13) % rows.length]!.id, (round + i) % 6, 3000 + round, String(300 + round))
        : row(randomUUID(), (round * i) % 6, 3000 + round, String(300 + round))));
      // A scan names each row once.
      const scanned = [...new Map(picked.map((r) => [r.id, r])).values()];
      const deleted = rows.length > 10 ? [rows[(round * 11) % rows.length]!.id].filter((id) => !scanned.some((r) => r.id === id)) : [];
      const { versions } = newVersions(rows, scanned);
      const next = withChanges(rows, versions, new Set(deleted));
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const r of scanned) byId.set(r.id, r);
      for (const id of deleted) byId.delete(id);
      expect(next.map((r) => `${r.id} ${r.xmin}`)).toEqual(expected([...byId.values()]));
      rows = next;
    }
  });
});
