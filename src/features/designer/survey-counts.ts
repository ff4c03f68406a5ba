// What the overview counts (issue 6): questions, routing pages and quotas still in the survey.
import { isDeletedInTree, type ComponentKind } from '../../../schema';
import { forEachEntry } from '../../../sync/bucket-map';
import { lookupOf, type DraftDoc } from '../../../sync/document';

export interface SurveyCounts {
  readonly questions: number;
  readonly pages: number;
  readonly quotas: number;
  readonly exits: number;
}

const countedAs: Partial<Record<ComponentKind, keyof SurveyCounts>> = {
  question: 'questions', routing_page: 'pages', quota: 'quotas', exit_block: 'exits',
};

export function surveyCounts(doc: DraftDoc): SurveyCounts {
  const byId = lookupOf(doc);
  const counts = { questions: 0, pages: 0, quotas: 0, exits: 0 };
  // The kind first: only the few counted records walk up their ancestors (the answers and answer
  // groups, most of the largest survey, cost ~50 ms of the overview's first paint when each did).
  forEachEntry(doc.components, (c) => {
    const counted = countedAs[c.kind];
    if (counted && !isDeletedInTree(c, byId)) counts[counted]++;
  });
  return counts;
}
