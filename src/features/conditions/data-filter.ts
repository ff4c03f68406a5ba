// Converting a condition into a data filter (spec §5): only "answered" (or its negation) can be
// filtered on in respondent data; anything else is "Not supported".
import type { ConditionNode } from '../../../schema';

export type DataFilter =
  | { readonly kind: 'answered'; readonly question_id: string; readonly answered: boolean }
  | { readonly kind: 'all' | 'any'; readonly filters: readonly DataFilter[] };

export type DataFilterResult = { readonly ok: true; readonly filter: DataFilter } | { readonly ok: false; readonly message: 'Not supported' };

const notSupported = { ok: false, message: 'Not supported' } as const;

export function toDataFilter(node: ConditionNode): DataFilterResult {
  if (node.kind === 'condition') {
    if (node.fn !== 'answered' || !node.question_id) return notSupported;
    return { ok: true, filter: { kind: 'answered', question_id: node.question_id, answered: !node.negate } };
  }
  const filters: DataFilter[] = [];
  for (const item of node.items) {
    const result = toDataFilter(item);
    if (!result.ok) return notSupported;
    filters.push(result.filter);
  }
  return { ok: true, filter: { kind: node.operator === 'and' ? 'all' : 'any', filters } };
}
