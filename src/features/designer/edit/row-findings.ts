// What a tree row's badge says about the checks' findings on its item: how many, and the worst
// level among them (the badge takes that level's colour, so a warning does not look critical).
import { CHECK_LEVELS, type CheckLevel, type Finding } from '../../../../workers/checks';

export interface RowFindings {
  readonly count: number;
  readonly level: CheckLevel;
  /** The badge's accessible description, e.g. "2 findings, the worst critical". */
  readonly title: string;
}

// Interned by count and level: an unchanged badge keeps its identity across check runs, so the
// memoised rows of a large tree do not re-render when findings elsewhere change.
const interned = new Map<string, RowFindings>();

function rowFindings(count: number, level: CheckLevel): RowFindings {
  const key = `${level}:${count}`;
  let known = interned.get(key);
  if (!known) {
    const title = count === 1 ? `1 finding (${level})` : `${count} findings, the worst ${level}`;
    known = { count, level, title };
    interned.set(key, known);
  }
  return known;
}

/** The badge of every item with findings, by item id. */
export function findingsByItem(findings: readonly Finding[]): ReadonlyMap<string, RowFindings> {
  const tally = new Map<string, { count: number; worst: number }>();
  for (const f of findings) {
    if (!f.itemId) continue;
    const rank = CHECK_LEVELS.indexOf(f.level);
    const known = tally.get(f.itemId);
    if (known) {
      known.count++;
      known.worst = Math.min(known.worst, rank);
    } else tally.set(f.itemId, { count: 1, worst: rank });
  }
  const byItem = new Map<string, RowFindings>();
  for (const [id, { count, worst }] of tally) byItem.set(id, rowFindings(count, CHECK_LEVELS[worst]!));
  return byItem;
}
