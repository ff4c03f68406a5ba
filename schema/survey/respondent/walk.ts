// The respondent's walk over one published version (issue 14), pure: which items a page shows for
// the answers so far, which questions a page's save replaces, where a step lands the respondent
// and what they read at the end. The server (the authority, server/respondent/respondent-walk.ts)
// and the respondent's browser (answering offline, src/respondent/offline-walk.ts) run this same
// code. Imports no zod: the respondent's entry carries it.
import type { ExitStatus } from '../components/exit-block';
import type { Component, ComponentOf } from '../components/component';
import type { Responses } from '../condition-evaluator';
import { itemTargetOf, shownItems, stepAfter, type FlowSource, type FlowStep } from '../routing-walk';
import type { Answers } from './answers';
import { localText, type SurveyLanguage } from './language';
import { settle, visibilityUnder, type VisibleSet } from './responses';
import { inTreeOrder, type ChildrenMap } from './tree';

type Page = ComponentOf<'routing_page'>;

/** What the walk reads of a version: its components, indexed once. */
export interface WalkVersion {
  /** Every live component and routing component of the version. */
  readonly all: readonly Component[];
  /** The survey's components without the routing ones (what visibility and the page draw from). */
  readonly components: readonly Component[];
  readonly source: FlowSource;
  readonly tree: ChildrenMap;
  /** Names the version in a broken invariant's message. */
  readonly adminSurveyId?: string;
  readonly version?: number;
}

export interface PageView {
  readonly page: Page;
  /** Which of the version's components show for these answers, settled (asked by id). */
  readonly visible: VisibleSet;
  readonly responses: Responses;
  /** The page's items that show, in item order; exit blocks are the walk's, not drawn. */
  readonly items: Component[];
}

/** The live routing page `pageId` of the version, or null. */
export function pageOf(version: WalkVersion, pageId: string): Page | null {
  const page = version.source.get(pageId);
  return page?.kind === 'routing_page' ? page : null;
}

/**
 * What a page item is to the respondent: drawn (a question, grid or group), the walk's (an exit
 * block), or run by the server as the walk passes (a data processor; a data collector's value came
 * with the link): never drawn.
 */
export const isDrawn = (target: Component) =>
  target.kind !== 'exit_block' && target.kind !== 'data_processor' && target.kind !== 'data_collector';

/** `given`: responses no answer gives (data collectors' values, collectors.ts). */
export function pageView(version: WalkVersion, page: Page, answers: Answers, given: Responses = {}): PageView {
  const { visible, responses } = settle(version.components, answers, given);
  const items = shownItems(version.source, page, responses)
    .map((s) => s.target)
    .filter((target) => isDrawn(target) && visible.has(target.id));
  return { page, visible, responses, items };
}

/**
 * Every question under the page's items, shown or not: a save replaces their stored answers, so
 * an answer cleared on the page, or left on a question its conditions now hide, is deleted.
 */
export function pageQuestionIds(version: WalkVersion, page: Page): string[] {
  const ids: string[] = [];
  for (const child of version.source.children(page.id)) {
    if (child.kind !== 'routing_item') continue;
    // As the page draws it: an item naming a component of another kind shows nothing, so replaces nothing.
    const target = itemTargetOf(version.source, child);
    if (!target) continue;
    if (target.kind === 'question') ids.push(target.id);
    else if (target.kind === 'group' || target.kind === 'grid') {
      for (const below of inTreeOrder(version.tree, target.id)) if (below.kind === 'question') ids.push(below.id);
    }
  }
  return [...new Set(ids)];
}

/** The stored answers with the page's questions replaced by what the page posted. */
export function withPage(stored: Answers, questionIds: readonly string[], posted: Answers): Answers {
  const replaced = new Set([...questionIds, ...Object.keys(posted)]);
  const kept = Object.fromEntries(Object.entries(stored).filter(([questionId]) => !replaced.has(questionId)));
  return { ...kept, ...posted };
}

/** Where a step lands the respondent: a page with something to show, or the end. */
export type Landing =
  | { readonly kind: 'page'; readonly page: Page }
  | { readonly kind: 'end'; readonly status: ExitStatus; readonly exit: ComponentOf<'exit_block'> | null };

/**
 * A page with the quota flag checks quotas when the walk reaches it (spec §3): the gate answers
 * whether a quota the respondent qualifies for there is full, which ends the walk as quota_full.
 * Only the server has one (the counts); a walk without it passes every flagged page.
 */
export type QuotaGate = (page: Page) => boolean;

/** The quotas a flagged page checks: those placed on it as routing items, else every quota. */
export function quotasCheckedOn(version: WalkVersion, page: Page): string[] | undefined {
  const placed = version.source.children(page.id)
    .flatMap((child) => (child.kind === 'routing_item' && child.item_kind === 'quota' && !child.deleted ? [child.item_id] : []));
  return placed.length > 0 ? placed : undefined;
}

/** What the walk does at a page it reaches: ends there, shows it, or passes it for the next step. */
export type Arrival = Landing | { readonly kind: 'pass'; readonly page: Page };

export function arrive(version: WalkVersion, stop: FlowStep['stop'], responses: Responses, visible: VisibleSet, gate?: QuotaGate): Arrival {
  switch (stop.kind) {
    case 'exit': return { kind: 'end', status: stop.status, exit: stop.exit };
    case 'terminate': return { kind: 'end', status: stop.status, exit: null };
    // Past the last page the respondent has seen every page meant for them.
    case 'flow_end': return { kind: 'end', status: 'complete', exit: null };
    case 'page': {
      if (stop.page.quota && gate?.(stop.page)) return { kind: 'end', status: 'quota_full', exit: firstExitWith(version, 'quota_full') };
      const drawn = shownItems(version.source, stop.page, responses).some(({ target }) => isDrawn(target) && visible.has(target.id));
      return drawn ? { kind: 'page', page: stop.page } : { kind: 'pass', page: stop.page };
    }
    default: {
      const never: never = stop;
      throw new Error(`Unknown flow stop ${JSON.stringify(never)}`);
    }
  }
}

export const didNotEnd = (version: WalkVersion) =>
  new Error(`The walk of survey ${version.adminSurveyId ?? '(unnamed)'} version ${version.version ?? '?'} did not end within its ${version.all.length} components`);

/**
 * Where a step lands. A page with nothing to show for these responses (a page of exit blocks
 * only, as the publish gate's smallest survey ends; a page of data processors) is not shown as an
 * empty form: its exit, when one shows, ends the walk there, else the walk goes on past it. A
 * quota-flagged page checks its quotas when reached (`gate`), shown or not.
 */
export function landing(version: WalkVersion, step: FlowStep, responses: Responses, gate?: QuotaGate): Landing {
  const visible = visibilityUnder(version.components, responses);
  let current = step;
  // Each pass moves past one page of the flow, so the walk ends within the number of pages.
  for (let guard = 0; guard <= version.all.length; guard++) {
    const arrival = arrive(version, current.stop, responses, visible, gate);
    if (arrival.kind !== 'pass') return arrival;
    current = stepAfter(version.source, arrival.page.id, responses);
  }
  throw didNotEnd(version);
}

/** The data processors of a page that the walk runs for these responses: shown items, visible. */
export function processorsOn(version: WalkVersion, page: Page, responses: Responses, visible: VisibleSet): ComponentOf<'data_processor'>[] {
  return shownItems(version.source, page, responses)
    .flatMap(({ target }) => (target.kind === 'data_processor' && visible.has(target.id) ? [target] : []));
}

/**
 * The exit text a finished respondent reads: the exit block the walk ends at when its status is
 * theirs; else (a quota filled when they reached a flagged page) the first exit block of their
 * status; else null (the default thanks).
 */
export function endTextOf(version: WalkVersion, status: ExitStatus, lastPageId: string | undefined, responses: Responses, lang: SurveyLanguage): string | null {
  const landed = lastPageId !== undefined && pageOf(version, lastPageId)
    ? landing(version, stepAfter(version.source, lastPageId, responses), responses)
    : null;
  const exit = landed?.kind === 'end' && landed.status === status && landed.exit ? landed.exit : firstExitWith(version, status);
  return exit ? localText(exit, 'exit_text', lang) : null;
}

/** The first live exit block of a status, in tree order. */
export function firstExitWith(version: WalkVersion, status: ExitStatus): ComponentOf<'exit_block'> | null {
  return inTreeOrder(version.tree).find((c): c is ComponentOf<'exit_block'> => c.kind === 'exit_block' && c.terminate_status === status) ?? null;
}

/** A closed survey's message: the text of its first closed exit block (the publish gate requires one). */
export function closedTextOf(version: WalkVersion, lang: SurveyLanguage): string | null {
  const exit = firstExitWith(version, 'closed');
  return exit ? localText(exit, 'exit_text', lang) : null;
}

/**
 * Every component that can show on a page, for a live page (the browser settles visibility over
 * them as the respondent answers): the page, its routing items (exit blocks left out: the walk's,
 * never drawn), their targets with everything below them, and each target's parents up to the
 * root (visibility needs a component's parent: one whose parent is absent is not shown). In tree
 * order, each component once.
 */
export function pageComponents(version: WalkVersion, page: Page): Component[] {
  const out = new Map<string, Component>([[page.id, page]]);
  for (const child of version.source.children(page.id)) {
    if (child.kind !== 'routing_item') continue;
    const target = version.source.get(child.item_id);
    if (!target || target.kind !== child.item_kind || target.kind === 'exit_block') continue;
    out.set(child.id, child);
    const parents: Component[] = [];
    // The guard stops at the version's size should a broken snapshot hold a parent cycle.
    for (let parent = target.parent ? version.source.get(target.parent.id) : undefined, n = 0; parent && n < version.all.length; n++) {
      parents.unshift(parent);
      parent = parent.parent ? version.source.get(parent.parent.id) : undefined;
    }
    for (const component of [...parents, target, ...inTreeOrder(version.tree, target.id)]) out.set(component.id, component);
  }
  return [...out.values()];
}
