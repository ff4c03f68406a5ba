// The server's side of the walk for one respondent (issue 14 B): which items a page shows for the
// answers so far, which questions a page's save replaces, where the walk goes after it and what
// the respondent reads at the end. Pure: the service reads and writes, this decides.
import {
  inTreeOrder, localText, settleVisibility, shownItems, stepAfter, visibleComponents,
  type Answers, type Component, type ComponentOf, type ExitStatus, type FlowStep, type Responses, type SurveyLanguage,
} from '../../schema';
import type { FieldedVersion } from './fielded-version';
import type { PageNext } from './page-submission';

type Page = ComponentOf<'routing_page'>;

export interface PageView {
  readonly page: Page;
  /** The version's visible components for these answers, settled. */
  readonly visible: Component[];
  readonly responses: Responses;
  /** The page's items that show, in item order; exit blocks are the walk's, not drawn. */
  readonly items: Component[];
}

/** The live routing page `pageId` of the version, or null. */
export function pageOf(version: FieldedVersion, pageId: string): Page | null {
  const page = version.source.get(pageId);
  return page?.kind === 'routing_page' ? page : null;
}

export function pageView(version: FieldedVersion, page: Page, answers: Answers): PageView {
  const { visible, responses } = settleVisibility(version.components, answers);
  const shown = new Set(visible.map((c) => c.id));
  const items = shownItems(version.source, page, responses)
    .map((s) => s.target)
    .filter((target) => target.kind !== 'exit_block' && shown.has(target.id));
  return { page, visible, responses, items };
}

/**
 * Every question under the page's items, shown or not: a save replaces their stored answers, so
 * an answer cleared on the page, or left on a question its conditions now hide, is deleted.
 */
export function pageQuestionIds(version: FieldedVersion, page: Page): string[] {
  const ids: string[] = [];
  for (const child of version.source.children(page.id)) {
    if (child.kind !== 'routing_item') continue;
    const target = version.source.get(child.item_id);
    if (!target) continue;
    if (target.kind === 'question') ids.push(target.id);
    else if (target.kind === 'group' || target.kind === 'grid') {
      for (const below of inTreeOrder(version.tree, target.id)) if (below.kind === 'question') ids.push(below.id);
    }
  }
  return [...new Set(ids)];
}

/** Where a step lands the respondent: a page with something to show, or the end. */
export type Landing =
  | { readonly kind: 'page'; readonly page: Page }
  | { readonly kind: 'end'; readonly status: ExitStatus; readonly exit: ComponentOf<'exit_block'> | null };

/**
 * A page with the quota flag checks quotas when the walk reaches it (spec §3): the gate answers
 * whether a quota the respondent qualifies for there is full, which ends the walk as quota_full.
 */
export type QuotaGate = (page: Page) => boolean;

/** The quotas a flagged page checks: those placed on it as routing items, else every quota. */
export function quotasCheckedOn(version: FieldedVersion, page: Page): string[] | undefined {
  const placed = version.source.children(page.id)
    .flatMap((child) => (child.kind === 'routing_item' && child.item_kind === 'quota' && !child.deleted ? [child.item_id] : []));
  return placed.length > 0 ? placed : undefined;
}

/**
 * Where a step lands. A page with nothing to show for these responses (a page of exit blocks
 * only, as the publish gate's smallest survey ends) is not shown as an empty form: its exit, when
 * one shows, ends the walk there, else the walk goes on past it. A quota-flagged page checks its
 * quotas when reached (`gate`), shown or not.
 */
export function landing(version: FieldedVersion, step: FlowStep, responses: Responses, gate?: QuotaGate): Landing {
  const visible = new Set(visibleComponents(version.components, responses).map((c) => c.id));
  let current = step;
  // Each pass moves past one page of the flow, so the walk ends within the number of pages.
  for (let guard = 0; guard <= version.all.length; guard++) {
    const { stop } = current;
    switch (stop.kind) {
      case 'exit': return { kind: 'end', status: stop.status, exit: stop.exit };
      case 'terminate': return { kind: 'end', status: stop.status, exit: null };
      // Past the last page the respondent has seen every page meant for them.
      case 'flow_end': return { kind: 'end', status: 'complete', exit: null };
      case 'page': {
        if (stop.page.quota && gate?.(stop.page)) return { kind: 'end', status: 'quota_full', exit: firstExitWith(version, 'quota_full') };
        const drawn = shownItems(version.source, stop.page, responses)
          .some(({ target }) => target.kind !== 'exit_block' && visible.has(target.id));
        if (drawn) return { kind: 'page', page: stop.page };
        current = stepAfter(version.source, stop.page.id, responses);
        break;
      }
      default: {
        const never: never = stop;
        throw new Error(`Unknown flow stop ${JSON.stringify(never)}`);
      }
    }
  }
  throw new Error(`The walk of survey ${version.adminSurveyId} version ${version.version} did not end within its pages`);
}

/** What a landing means for the store: the next page, or the end with its status. */
export function nextOf(landed: Landing): PageNext {
  return landed.kind === 'page' ? { kind: 'page', pageId: landed.page.id } : { kind: 'end', status: landed.status };
}

/**
 * The exit text a finished respondent reads: the exit block the walk ends at when its status is
 * theirs; else (a quota filled when they reached a flagged page) the first exit block of their
 * status; else null (the default thanks).
 */
export function endTextOf(version: FieldedVersion, status: ExitStatus, lastPageId: string | undefined, responses: Responses, lang: SurveyLanguage): string | null {
  const landed = lastPageId !== undefined && pageOf(version, lastPageId)
    ? landing(version, stepAfter(version.source, lastPageId, responses), responses)
    : null;
  const exit = landed?.kind === 'end' && landed.status === status && landed.exit ? landed.exit : firstExitWith(version, status);
  return exit ? localText(exit, 'exit_text', lang) : null;
}

/** The first live exit block of a status, in tree order. */
function firstExitWith(version: FieldedVersion, status: ExitStatus): ComponentOf<'exit_block'> | null {
  return inTreeOrder(version.tree).find((c): c is ComponentOf<'exit_block'> => c.kind === 'exit_block' && c.terminate_status === status) ?? null;
}

/** A closed survey's message: the text of its first closed exit block (the publish gate requires one). */
export function closedTextOf(version: FieldedVersion, lang: SurveyLanguage): string | null {
  const exit = firstExitWith(version, 'closed');
  return exit ? localText(exit, 'exit_text', lang) : null;
}
