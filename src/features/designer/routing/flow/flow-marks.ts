// What the checks say about each node of the flow: a badge for its routing findings (its own and
// those of the items and branches it stands for) and, for an unreachable page or group, why.
// Kept apart from the graph so a new set of findings re-marks the nodes without a new layout.
import { CHECK_LEVELS, type CheckLevel, type Finding } from '../../../../../workers/checks';
import type { FlowGraph } from './flow-graph';

export interface NodeMarks {
  readonly findings: number;
  readonly level: CheckLevel | null;
  /** The findings' messages, for the badge's description. */
  readonly messages: readonly string[];
  /** Set when no respondent can reach the node: why. */
  readonly unreachable: UnreachableReason | null;
}

export const UNREACHABLE_CODE = 'routing_unreachable';

/** Why a node is unreachable, judged from the edges into it: a short note and the full reason. */
export const UNREACHABLE_REASONS = {
  nothingLeadsHere: { short: 'the step before always ends', long: 'Nothing leads here: what comes before it always ends the survey.' },
  branchNeverTaken: { short: 'branch never taken', long: 'Its branch is never taken: an earlier branch of its group always holds.' },
  afterUnreachable: { short: 'comes after unreachable steps', long: 'Every way here passes an unreachable page or group.' },
  conditions: { short: 'conditions never hold', long: 'No answers given on the way can make the conditions leading here hold.' },
} as const;
export type UnreachableReason = keyof typeof UNREACHABLE_REASONS;

/** The marks of every node with something to show, by node id. */
export function flowMarks(graph: FlowGraph, findings: readonly Finding[]): ReadonlyMap<string, NodeMarks> {
  const unreachable = new Set<string>();
  const tally = new Map<string, { findings: number; worst: number; messages: string[] }>();
  const nodeIds = new Set(graph.nodes.map((n) => n.id));
  for (const finding of findings) {
    if (finding.area !== 'routing' || !finding.itemId) continue;
    const node = graph.owners.get(finding.itemId) ?? (nodeIds.has(finding.itemId) ? finding.itemId : null);
    if (!node) continue;
    if (finding.code === UNREACHABLE_CODE) unreachable.add(node);
    const known = tally.get(node) ?? { findings: 0, worst: CHECK_LEVELS.length, messages: [] };
    known.findings++;
    known.worst = Math.min(known.worst, CHECK_LEVELS.indexOf(finding.level));
    known.messages.push(finding.message);
    tally.set(node, known);
  }
  const marks = new Map<string, NodeMarks>();
  for (const [node, t] of tally) {
    marks.set(node, {
      findings: t.findings,
      level: CHECK_LEVELS[t.worst] ?? null,
      messages: t.messages,
      unreachable: unreachable.has(node) ? reasonFor(graph, node, unreachable) : null,
    });
  }
  return marks;
}

function reasonFor(graph: FlowGraph, node: string, unreachable: ReadonlySet<string>): UnreachableReason {
  const into = graph.edges.filter((edge) => edge.target === node);
  if (into.length === 0) return 'nothingLeadsHere';
  const taken = into.filter((edge) => !edge.never);
  if (taken.length === 0) return 'branchNeverTaken';
  if (taken.every((edge) => unreachable.has(edge.source))) return 'afterUnreachable';
  return 'conditions';
}
