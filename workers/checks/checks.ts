// Every check of spec §5 in one table, keyed by code: its level, area, a title for the checks panel,
// what it looks at (one component of some kinds, or the survey as a whole) and the pure function
// that finds it. The replica (replica.ts) runs them and re-runs only what a change can affect.
import { COMPONENT_KINDS, type Component, type ComponentKind, type ComponentOf } from '../../schema';
import type { CheckContext } from './check-context';
import { CHECK_CODES, type CheckArea, type CheckCode, type CheckLevel } from './finding';
import { unreachable } from './reachability';
import {
  conditionNoExpression,
  invalidItem,
  invalidRoutingCondition,
  invalidRoutingParent,
  noChildren,
  noPages,
  noRoutedExits,
  noRoutedQuestions,
  pageEmpty,
  pageInvalidItem,
  unusedQuestions,
  unusedQuotas,
} from './routing-rules';
import {
  duplicateQuestionNames,
  gridNoAnswerGroups,
  gridNoAnswers,
  gridNoQuestions,
  invalidCondition,
  invalidParent,
  missingText,
  missingTranslation,
  noClosedExit,
  noCompleteExit,
  noParent,
  noQuestions,
  questionNoAnswerGroups,
  questionNoAnswers,
  type SurveyHit,
} from './survey-rules';

interface CheckInfo {
  readonly level: CheckLevel;
  readonly area: CheckArea;
  /** The panel's heading for the check's findings. */
  readonly title: string;
}

/** A check of one component at a time: the message of its finding, or null. */
export interface ItemCheckDef extends CheckInfo {
  readonly scope: 'item';
  readonly kinds: readonly ComponentKind[];
  /**
   * Reads the survey's languages, and nothing but the item itself besides: a language added or
   * removed re-runs these checks alone (not the other checks of every item), and only these may
   * call `languages()`.
   */
  readonly readsLanguages: boolean;
  readonly run: (item: Component, ctx: CheckContext) => string | null;
}

/** A check of the survey as a whole: one hit per item concerned (item null: the survey). */
export interface SurveyCheckDef extends CheckInfo {
  readonly scope: 'survey';
  readonly run: (ctx: CheckContext) => readonly SurveyHit[];
}

export type CheckDef = ItemCheckDef | SurveyCheckDef;

function item<const K extends ComponentKind>(
  level: CheckLevel,
  area: CheckArea,
  title: string,
  kinds: readonly K[],
  run: (item: ComponentOf<K>, ctx: CheckContext) => string | null,
  readsLanguages = false,
): ItemCheckDef {
  return { scope: 'item', level, area, title, kinds, readsLanguages, run: run as ItemCheckDef['run'] };
}

function survey(level: CheckLevel, area: CheckArea, title: string, run: SurveyCheckDef['run']): SurveyCheckDef {
  return { scope: 'survey', level, area, title, run };
}

const DESIGNED = ['group', 'grid', 'question', 'answer_group', 'answer'] as const;

export const CHECKS = {
  no_questions: survey('critical', 'survey', 'No questions', noQuestions),
  duplicate_question_name: survey('critical', 'survey', 'Duplicate question names', duplicateQuestionNames),
  no_complete_exit: survey('critical', 'survey', 'No complete exit block', noCompleteExit),
  no_closed_exit: survey('critical', 'survey', 'No closed exit block', noClosedExit),
  invalid_condition: item('critical', 'survey', 'Invalid conditions', DESIGNED, invalidCondition),
  // Conditions the spec's list leaves out, judged by the same builder rules (issue: checks off the
  // main thread). Quota criteria are edited in the quota views, reported with the survey's.
  exit_invalid_condition: item('critical', 'survey', 'Exit blocks with an invalid condition', ['exit_block'], invalidCondition),
  conditional_text_invalid_condition: item('critical', 'survey', 'Conditional texts with an invalid condition', ['conditional_text'], invalidCondition),
  quota_invalid_criteria: item('critical', 'survey', 'Quota definitions with invalid criteria', ['quota_definition'], invalidCondition),
  invalid_parent: item('standard', 'survey', 'Invalid parents', DESIGNED, invalidParent),
  grid_no_questions: item('standard', 'survey', 'Grids with no questions', ['grid'], gridNoQuestions),
  grid_no_answer_groups: item('standard', 'survey', 'Grids with no answer groups', ['grid'], gridNoAnswerGroups),
  grid_no_answers: item('standard', 'survey', 'Grids with no answers', ['grid'], gridNoAnswers),
  question_no_answer_groups: item('standard', 'survey', 'Questions with no answer groups', ['question'], questionNoAnswerGroups),
  question_no_answers: item('standard', 'survey', 'Questions with no answers', ['question'], questionNoAnswers),
  no_parent: item('warning', 'survey', 'Answer groups or answers with no parent', ['answer_group', 'answer'], noParent),
  missing_question_text: item('warning', 'survey', 'Missing question text', ['grid', 'question'], missingText),
  missing_answer_label: item('warning', 'survey', 'Missing answer labels', ['answer'], missingText),
  missing_exit_text: item('warning', 'survey', 'Missing exit text', ['exit_block'], missingText),
  missing_translation: item('warning', 'survey', 'Missing translations', ['grid', 'question', 'answer', 'exit_block'], missingTranslation, true),
  routing_no_pages: survey('critical', 'routing', 'No pages', noPages),
  routing_no_questions: survey('critical', 'routing', 'No questions in the routing', noRoutedQuestions),
  routing_no_exits: survey('critical', 'routing', 'No exit blocks in the routing', noRoutedExits),
  routing_invalid_item: item('critical', 'routing', 'Invalid exits, questions or quotas', ['routing_item'], invalidItem),
  routing_page_invalid_item: item('critical', 'routing', 'Pages with an invalid exit or question', ['routing_page'], pageInvalidItem),
  routing_invalid_condition: item('critical', 'routing', 'Conditions with an invalid question', ['routing_condition', 'routing_item'], invalidRoutingCondition),
  routing_invalid_parent: item('standard', 'routing', 'Misplaced routing items', ['routing_page', 'routing_group', 'routing_condition', 'routing_item'], invalidRoutingParent),
  routing_page_empty: item('standard', 'routing', 'Pages with no children', ['routing_page'], pageEmpty),
  routing_condition_no_expression: item('standard', 'routing', 'Conditions with no expression', ['routing_condition'], conditionNoExpression),
  routing_unreachable: survey('warning', 'routing', 'Unreachable pages or groups', unreachable),
  routing_no_children: item('warning', 'routing', 'Conditions or groups without children', ['routing_group', 'routing_condition'], noChildren),
  unused_question: survey('warning', 'routing', 'Unused questions', unusedQuestions),
  unused_quota: survey('warning', 'routing', 'Unused quotas', unusedQuotas),
} as const satisfies { readonly [C in CheckCode]: CheckDef };

/** Per kind, the item checks that look at it and not at the languages, in table order. */
export const ITEM_CHECKS_BY_KIND: Readonly<Record<ComponentKind, readonly ItemCheckEntry[]>> = itemChecksByKind(false);
/** Per kind, the item checks that read the languages (see ItemCheckDef.readsLanguages). */
export const LANGUAGE_CHECKS_BY_KIND: Readonly<Record<ComponentKind, readonly ItemCheckEntry[]>> = itemChecksByKind(true);

export interface ItemCheckEntry {
  readonly code: CheckCode;
  readonly check: ItemCheckDef;
}

function itemChecksByKind(readsLanguages: boolean): Record<ComponentKind, ItemCheckEntry[]> {
  const byKind = {} as Record<ComponentKind, ItemCheckEntry[]>;
  for (const kind of COMPONENT_KINDS) {
    byKind[kind] = [];
    for (const code of CHECK_CODES) {
      const check = checkDef(code);
      if (check.scope === 'item' && check.kinds.includes(kind) && check.readsLanguages === readsLanguages) byKind[kind].push({ code, check });
    }
  }
  return byKind;
}

/** The codes of the survey-wide checks. */
export const SURVEY_CHECK_CODES: readonly CheckCode[] = CHECK_CODES.filter((code) => checkDef(code).scope === 'survey');

export function checkDef(code: CheckCode): CheckDef {
  return CHECKS[code];
}
