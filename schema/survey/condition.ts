import { z } from 'zod';

/** The functions a condition can apply to its subject (spec §5, condition builder). */
export const CONDITION_FUNCTIONS = [
  'answered',
  'equalTo',
  'greaterThan',
  'greaterThanOrEqualTo',
  'lessThan',
  'lessThanOrEqualTo',
  'between',
  'answerCount',
  'characterCount',
  'contains',
  'quotaFull',
] as const;
export type ConditionFunction = (typeof CONDITION_FUNCTIONS)[number];

export const CONDITION_OPERATORS = ['and', 'or'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/**
 * One condition: "question is/not fn answers [value [value2]]".
 * The schema checks shape only. A condition naming a missing question, a function the question's
 * type does not allow, or lacking its value is still stored (a draft is never blocked); the survey
 * checks report it as an invalid condition and the evaluator treats it as false.
 */
export const conditionSchema = z.object({
  kind: z.literal('condition'),
  /** The subject: a question id, or a quota definition id for quotaFull. Empty while unchosen. */
  question_id: z.string().default(''),
  /** "is not": the result of the function is inverted. */
  negate: z.boolean().default(false),
  fn: z.enum(CONDITION_FUNCTIONS).default('answered'),
  /** Answer ids: outer list = OR (comma in the builder), inner list = AND (+ in the builder). */
  answers: z.array(z.array(z.string())).default([]),
  /** Comparison operand: a number for numeric functions, a text for equalTo/contains on text. */
  value: z.union([z.number(), z.string()]).optional(),
  /** Upper bound of between, and of answerCount/characterCount when a range is wanted. */
  value2: z.number().optional(),
});
export type Condition = z.infer<typeof conditionSchema>;

/** A group combines its items, top to bottom, with one operator; groups nest. */
export const conditionGroupSchema = z.object({
  kind: z.literal('group'),
  operator: z.enum(CONDITION_OPERATORS).default('and'),
  get items(): z.ZodDefault<z.ZodArray<typeof conditionNodeSchema>> {
    return z.array(conditionNodeSchema).default([]);
  },
});
export type ConditionGroup = z.infer<typeof conditionGroupSchema>;

export const conditionNodeSchema = z.discriminatedUnion('kind', [conditionSchema, conditionGroupSchema]);
export type ConditionNode = z.infer<typeof conditionNodeSchema>;

/** An empty AND group: what a new visibility condition, routing condition or criteria starts as. */
export function emptyConditionGroup(operator: ConditionOperator = 'and'): ConditionGroup {
  return { kind: 'group', operator, items: [] };
}
