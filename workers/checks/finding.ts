// A finding: one problem the survey checks report about one item (or the whole survey).
// Findings are plain JSON so they cross the worker boundary and the server's publish reply as is.
import type { ComponentKind } from '../../schema';

/** critical blocks publishing; standard and warning only inform. Listed most severe first. */
export const CHECK_LEVELS = ['critical', 'standard', 'warning'] as const;
export type CheckLevel = (typeof CHECK_LEVELS)[number];

/** Which designer tab the item lives in: the question editor or the routing flow. */
export const CHECK_AREAS = ['survey', 'routing'] as const;
export type CheckArea = (typeof CHECK_AREAS)[number];

/**
 * Every check of spec §5, the single source of the codes. The order is the display order within a
 * level and area (the panel lists critical survey findings first).
 */
export const CHECK_CODES = [
  // Survey
  'no_questions',
  'duplicate_question_name',
  'no_complete_exit',
  'no_closed_exit',
  'invalid_condition',
  'exit_invalid_condition',
  'conditional_text_invalid_condition',
  'quota_invalid_criteria',
  'invalid_parent',
  'grid_no_questions',
  'grid_no_answer_groups',
  'grid_no_answers',
  'question_no_answer_groups',
  'question_no_answers',
  'no_parent',
  'missing_question_text',
  'missing_answer_label',
  'missing_exit_text',
  'missing_translation',
  // Routing
  'routing_no_pages',
  'routing_no_questions',
  'routing_no_exits',
  'routing_invalid_item',
  'routing_page_invalid_item',
  'routing_invalid_condition',
  'routing_invalid_parent',
  'routing_page_empty',
  'routing_condition_no_expression',
  'routing_unreachable',
  'routing_no_children',
  'unused_question',
  'unused_quota',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

export interface Finding {
  /**
   * Stable across re-checks while the problem stands: `${code}:${itemId}`, or the code alone for a
   * survey-wide finding. The panel keys rows by it and keeps a dismissed row dismissed.
   */
  readonly id: string;
  readonly code: CheckCode;
  readonly level: CheckLevel;
  readonly area: CheckArea;
  /** The component to take the author to; null when the finding is about the survey as a whole. */
  readonly itemId: string | null;
  readonly itemKind: ComponentKind | null;
  /** Per item, for the author: "Page is unreachable". */
  readonly message: string;
}

/** How components are named in messages. The routing kinds use the routing tab's words. */
export const KIND_LABELS = {
  group: 'Group',
  grid: 'Grid',
  question: 'Question',
  answer_group: 'Answer group',
  answer: 'Answer',
  data_collector: 'Data collector',
  data_processor: 'Data processor',
  exit_block: 'Exit block',
  conditional_text: 'Conditional text',
  quota: 'Quota',
  quota_group: 'Quota group',
  quota_definition: 'Quota definition',
  routing_group: 'Group',
  routing_condition: 'Condition',
  routing_page: 'Page',
  routing_item: 'Item',
} as const satisfies { readonly [K in ComponentKind]: string };

/** "a page", "an answer group": a kind label in running text. */
export function aKind(kind: ComponentKind): string {
  const word = KIND_LABELS[kind].toLowerCase();
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

export function findingId(code: CheckCode, itemId: string | null): string {
  return itemId === null ? code : `${code}:${itemId}`;
}

const levelRank = Object.fromEntries(CHECK_LEVELS.map((level, i) => [level, i])) as Record<CheckLevel, number>;
const areaRank = Object.fromEntries(CHECK_AREAS.map((area, i) => [area, i])) as Record<CheckArea, number>;
const codeRank = Object.fromEntries(CHECK_CODES.map((code, i) => [code, i])) as Record<CheckCode, number>;

/**
 * The order of the findings list: level, area, check, then id. A total order on ids, so an
 * incremental re-check and a full check list the same findings in the same order.
 */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    levelRank[a.level] - levelRank[b.level] ||
    areaRank[a.area] - areaRank[b.area] ||
    codeRank[a.code] - codeRank[b.code] ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Whether publishing must be refused: a critical finding stands. */
export function blocksPublishing(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.level === 'critical');
}
