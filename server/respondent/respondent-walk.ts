// The server's side of the walk for one respondent (issue 14 B). The pure walk (a page's shown
// items, the questions a save replaces, where a step lands, the end texts) is schema's
// (schema/survey/respondent/walk.ts), shared with the respondent's browser, which walks with it
// offline; this adds what only the server does as the walk passes a page: running its data
// processors (effects given by fielding.ts) and the quota gate's counts.
import {
  arrive, didNotEnd, processorsOn, settle, stepAfter,
  type Answers, type ComponentOf, type FlowStep, type Landing, type QuotaGate, type Responses, type VisibleSet,
} from '../../schema';
import type { FieldedVersion } from './fielded-version';
import type { PageNext } from './page-submission';

export {
  closedTextOf, endTextOf, landing, pageOf, pageQuestionIds, pageView, processorsOn, quotasCheckedOn,
  type Landing, type PageView, type QuotaGate,
} from '../../schema';

type Page = ComponentOf<'routing_page'>;

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
  readonly visible: VisibleSet;
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
  return { answers, ...settle(version.components, answers, given) };
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
