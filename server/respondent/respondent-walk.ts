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

/**
 * What a page item is to the respondent: drawn (a question, grid or group), the walk's (an exit
 * block), or run by the server as the walk passes (a data processor; a data collector's value came
 * with the link): never drawn.
 */
const isDrawn = (target: Component) => target.kind !== 'exit_block' && target.kind !== 'data_processor' && target.kind !== 'data_collector';

/** `given`: responses no answer gives (data collectors' values, collectors.ts). */
export function pageView(version: FieldedVersion, page: Page, answers: Answers, given: Responses = {}): PageView {
  const { visible, responses } = settleVisibility(version.components, answers, given);
  const shown = new Set(visible.map((c) => c.id));
  const items = shownItems(version.source, page, responses)
    .map((s) => s.target)
    .filter((target) => isDrawn(target) && shown.has(target.id));
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

/** What the walk does at a page it reaches: ends there, shows it, or passes it for the next step. */
type Arrival = Landing | { readonly kind: 'pass'; readonly page: Page };

function arrive(version: FieldedVersion, stop: FlowStep['stop'], responses: Responses, visible: ReadonlySet<string>, gate?: QuotaGate): Arrival {
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

const didNotEnd = (version: FieldedVersion) =>
  new Error(`The walk of survey ${version.adminSurveyId} version ${version.version} did not end within its pages`);

/**
 * Where a step lands. A page with nothing to show for these responses (a page of exit blocks
 * only, as the publish gate's smallest survey ends; a page of data processors) is not shown as an
 * empty form: its exit, when one shows, ends the walk there, else the walk goes on past it. A
 * quota-flagged page checks its quotas when reached (`gate`), shown or not.
 */
export function landing(version: FieldedVersion, step: FlowStep, responses: Responses, gate?: QuotaGate): Landing {
  const visible = new Set(visibleComponents(version.components, responses).map((c) => c.id));
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
export function processorsOn(version: FieldedVersion, page: Page, responses: Responses, visible: ReadonlySet<string>): ComponentOf<'data_processor'>[] {
  return shownItems(version.source, page, responses)
    .flatMap(({ target }) => (target.kind === 'data_processor' && visible.has(target.id) ? [target] : []));
}

/** The effects a walk on the server has as it passes pages (fielding.ts gives them). */
export interface WalkEffects {
  /** Responses no answer gives (data collectors' values). */
  readonly given: Responses;
  /** The quota gate for the responses so far. */
  readonly gate?: (responses: Responses) => QuotaGate;
  /** Runs `processors` (passed on `page`) and gives the answers with their results. */
  readonly pass: (page: Page, processors: readonly ComponentOf<'data_processor'>[], answers: Answers) => Promise<Answers>;
}

/** The walk's state after the server has run what a page holds: the answers with processor results. */
export interface Passed {
  readonly answers: Answers;
  readonly responses: Responses;
  readonly visible: ReadonlySet<string>;
}

/** The answers and responses after running the processors `page` shows for them (none: as they are). */
export async function passPage(version: FieldedVersion, page: Page, answers: Answers, effects: WalkEffects, settled?: Passed): Promise<Passed> {
  let state = settled ?? settledState(version, answers, effects.given);
  const processors = processorsOn(version, page, state.responses, state.visible);
  if (processors.length > 0) {
    const after = await effects.pass(page, processors, state.answers);
    if (after !== state.answers) state = settledState(version, after, effects.given);
  }
  return state;
}

/** The walk's state for `answers` (settled with `given`) before anything has run. */
export function settledState(version: FieldedVersion, answers: Answers, given: Responses): Passed {
  const { visible, responses } = settleVisibility(version.components, answers, given);
  return { answers, responses, visible: new Set(visible.map((c) => c.id)) };
}

/**
 * `landing` on the server: a page passed without being shown has its data processors run as the
 * walk leaves it (their results are answers, so routing after it can read them). A shown page's
 * processors run when its answers are submitted (fielding.ts), before the step after it.
 */
export async function landingThrough(version: FieldedVersion, step: FlowStep, state: Passed, effects: WalkEffects): Promise<{ readonly landed: Landing; readonly state: Passed }> {
  let current = step;
  let now = state;
  for (let guard = 0; guard <= version.all.length; guard++) {
    const arrival = arrive(version, current.stop, now.responses, now.visible, effects.gate?.(now.responses));
    if (arrival.kind !== 'pass') return { landed: arrival, state: now };
    now = await passPage(version, arrival.page, now.answers, effects, now);
    current = stepAfter(version.source, arrival.page.id, now.responses);
  }
  throw didNotEnd(version);
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
