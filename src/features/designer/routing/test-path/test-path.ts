// The test path's state: the pages stepped through from a chosen page, each with the routing
// decisions that led to it, and the respondent's answers. The steps are the schema's walk
// (routing-walk.ts), the respondent runtime's own, so the two can never disagree.
import {
  isDeletedInTree, itemTargetOf, stepAfter, type Component, type FlowSource, type FlowStep, type GroupDecision, type Responses,
} from '../../../../../schema';
import { lookupOf, subtreeOf, type Cid, type DraftDoc } from '../../../../../sync/document';

/** One page on the path, and the groups decided on the way to it. */
export interface PathPage {
  readonly pageId: Cid;
  readonly decisions: readonly GroupDecision[];
}

export interface TestPath {
  readonly pages: readonly PathPage[];
  /** How the path ended after its last page, once the author went past it. */
  readonly end: FlowStep | null;
}

export const startPath = (pageId: Cid): TestPath => ({ pages: [{ pageId, decisions: [] }], end: null });

export const currentPage = (path: TestPath): PathPage => path.pages.at(-1)!;

/** Leaves the current page with `responses`: on to the next page, or to the end. */
export function advance(path: TestPath, source: FlowSource, responses: Responses): TestPath {
  if (path.end) return path;
  const step = stepAfter(source, currentPage(path).pageId, responses);
  return step.stop.kind === 'page'
    ? { pages: [...path.pages, { pageId: step.stop.page.id, decisions: step.decisions }], end: null }
    : { pages: path.pages, end: step };
}

/** One step back: from the end to the last page, else to the page before. */
export function back(path: TestPath): TestPath {
  if (path.end) return { pages: path.pages, end: null };
  return path.pages.length > 1 ? { pages: path.pages.slice(0, -1), end: null } : path;
}

/**
 * The designed components the path's pages name (their items' targets, with everything under
 * them): what the answers can come from. A question the path has not shown is unanswered, as it
 * is for a respondent who starts here. Costs the pages on the path, never the survey.
 */
export function pathComponents(doc: DraftDoc, source: FlowSource, path: TestPath): Component[] {
  const lookup = lookupOf(doc);
  const seen = new Set<Cid>();
  const out: Component[] = [];
  for (const { pageId } of path.pages) {
    const page = source.get(pageId);
    if (page?.kind !== 'routing_page') continue;
    for (const item of source.children(page.id)) {
      const target = item.kind === 'routing_item' ? itemTargetOf(source, item) : undefined;
      if (!target) continue;
      for (const component of subtreeOf(doc, target.id)) {
        if (seen.has(component.id) || component.kind.startsWith('routing_') || isDeletedInTree(component, lookup)) continue;
        seen.add(component.id);
        out.push(component);
      }
    }
  }
  return out;
}
