// What the overview counts (issue 6): questions, routing pages and quotas still in the survey.
import { isDeletedInTree } from '../../../schema';
import { allComponents, lookupOf, type DraftDoc } from '../../../sync/document';

export interface SurveyCounts {
  readonly questions: number;
  readonly pages: number;
  readonly quotas: number;
  readonly exits: number;
}

export function surveyCounts(doc: DraftDoc): SurveyCounts {
  const all = allComponents(doc);
  const byId = lookupOf(doc);
  const counts = { questions: 0, pages: 0, quotas: 0, exits: 0 };
  for (const c of all) {
    if (isDeletedInTree(c, byId)) continue;
    if (c.kind === 'question') counts.questions++;
    else if (c.kind === 'routing_page') counts.pages++;
    else if (c.kind === 'quota') counts.quotas++;
    else if (c.kind === 'exit_block') counts.exits++;
  }
  return counts;
}
