import { describe, expect, it } from 'vitest';
import type { ComponentKind } from '../../schema';
import { findingId, type Finding } from './finding';
import { ColumnBuilder, columnFindings, mergeIntoColumn, type FindingsColumn } from './findings-column';
import { Prng } from './testing/prng';

const CODE = 'missing_translation';
const KINDS: readonly ComponentKind[] = ['answer', 'question'];
const MESSAGES = ['Answer is not translated into de', 'Answer is not translated into de, fr', 'Question is not translated into de'];

const finding = (itemId: string, itemKind: ComponentKind, message: string): Finding => ({
  id: findingId(CODE, itemId), code: CODE, level: 'warning', area: 'survey', itemId, itemKind, message,
});

function columnOf(findings: readonly Finding[]): FindingsColumn {
  const builder = new ColumnBuilder(CODE);
  for (const f of findings) builder.push(f.itemId!, f.itemKind!, f.message);
  return builder.build();
}

describe('mergeIntoColumn', () => {
  it.each(Array.from({ length: 40 }, (_, i) => 31_000 + i))('equals the findings changed one by one (seed %i)', (seed) => {
    const prng = new Prng(seed);
    const some = () => finding(`i${prng.int(0, 300)}`, prng.choose(KINDS), prng.choose(MESSAGES));
    const standing = new Map<string, Finding>();
    for (let n = prng.int(0, 200); n > 0; n--) {
      const f = some();
      standing.set(f.itemId!, f);
    }
    const sorted = (map: ReadonlyMap<string, Finding>) => [...map.values()].sort((a, b) => (a.itemId! < b.itemId! ? -1 : 1));
    const column = columnOf(sorted(standing));
    // Taken out: mostly standing items, some not; put in: new items and standing ones with a new
    // message or kind, or the same finding again (no change). None of both.
    const out = new Set<string>();
    for (let n = prng.int(0, 120); n > 0; n--) out.add(prng.chance(0.8) && standing.size ? prng.choose([...standing.keys()]) : `i${prng.int(0, 300)}`);
    const put = new Map<string, Finding>();
    for (let n = prng.int(0, 120); n > 0; n--) {
      const f = prng.chance(0.2) && standing.size ? standing.get(prng.choose([...standing.keys()]))! : some();
      if (!out.has(f.itemId!)) put.set(f.itemId!, f);
    }
    const expected = new Map(standing);
    const changes = new Map<string, Finding | undefined>();
    for (const id of out) {
      if (!expected.has(id)) continue;
      changes.set(findingId(CODE, id), expected.get(id));
      expected.delete(id);
    }
    for (const [id, f] of put) {
      const then = expected.get(id);
      if (then && then.message === f.message && then.itemKind === f.itemKind) continue;
      changes.set(f.id, then);
      expected.set(id, f);
    }
    const heard = new Map<string, Finding | undefined>();
    const merged = mergeIntoColumn(column, [...out], [...put.values()], (id, then) => heard.set(id, then));
    expect(heard).toEqual(changes);
    expect(merged === null).toBe(changes.size === 0);
    expect(columnFindings(merged ?? column)).toEqual(sorted(expected));
  });
});
