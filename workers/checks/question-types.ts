// What the checks need to know per question type, in one table.
import type { QuestionType } from '../../schema';

/**
 * How the routing analysis models a subject's responses: one answer of a choice list, a set of
 * answers, a number, a text; opaque when the response shape is open (info, mixed, dates, …), so
 * conditions on it are kept as possibly true and possibly false.
 */
export type ResponseModel = 'single' | 'multi' | 'numeric' | 'text' | 'opaque';

export interface QuestionTypeDef {
  /** A question of this type collects answers, so it needs answer groups (unless it sits in a grid). */
  readonly needsAnswerGroups: boolean;
  readonly responses: ResponseModel;
  /** Filled without being shown on a page (from the link, a file, a provider): answered from the start. */
  readonly filledOutsidePages: boolean;
}

export const QUESTION_TYPE_DEFS = {
  info: { needsAnswerGroups: false, responses: 'opaque', filledOutsidePages: false },
  single: { needsAnswerGroups: true, responses: 'single', filledOutsidePages: false },
  multi: { needsAnswerGroups: true, responses: 'multi', filledOutsidePages: false },
  open_text: { needsAnswerGroups: true, responses: 'text', filledOutsidePages: false },
  numeric: { needsAnswerGroups: true, responses: 'numeric', filledOutsidePages: false },
  // A grid-type question takes its answer groups from its grid; a group-type question is a heading.
  grid: { needsAnswerGroups: false, responses: 'opaque', filledOutsidePages: false },
  group: { needsAnswerGroups: false, responses: 'opaque', filledOutsidePages: false },
  mixed: { needsAnswerGroups: true, responses: 'opaque', filledOutsidePages: false },
  data_collector: { needsAnswerGroups: false, responses: 'opaque', filledOutsidePages: true },
  data_processor: { needsAnswerGroups: false, responses: 'single', filledOutsidePages: true },
} as const satisfies { readonly [T in QuestionType]: QuestionTypeDef };

/** The definition of a type; an unknown type (a newer client's) is treated as opaque. */
export function questionTypeDef(type: string): QuestionTypeDef {
  return (QUESTION_TYPE_DEFS as Record<string, QuestionTypeDef | undefined>)[type] ?? QUESTION_TYPE_DEFS.info;
}
