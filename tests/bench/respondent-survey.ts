// The respondent benchmark's survey: the largest the limits allow (workers/checks/testing/
// max-survey.ts: 100 pages, each one question of 10 answer groups × 50 answers, a routing flow
// with a third of its pages behind routing groups) with conditions added up to the 330 of the
// issue 14 benchmark: answer groups 2-4 of each question show unless the question before was
// answered with its last answer, so every page after the first settles visibility.
import type { Component, ConditionGroup, ConditionNode } from '../../schema';
import { maxSurvey } from '../../workers/checks/testing/max-survey';

export const RESPONDENT_BENCH_CONDITIONS = 330;

function conditionsIn(node: ConditionNode | null | undefined): number {
  if (!node) return 0;
  return node.kind === 'condition' ? 1 : node.items.reduce((sum, item) => sum + conditionsIn(item), 0);
}

/** Every condition leaf of the survey: routing, visibility, required and quota criteria. */
export function conditionCount(components: readonly Component[]): number {
  let count = 0;
  for (const component of components) {
    const fields = component as unknown as Record<string, unknown>;
    for (const key of ['condition', 'visibility_condition', 'required_condition', 'criteria']) {
      count += conditionsIn(fields[key] as ConditionNode | null | undefined);
    }
  }
  return count;
}

export interface RespondentBenchSurvey {
  readonly components: Component[];
  readonly additionalLanguages: readonly string[];
  readonly conditions: number;
}

export function respondentBenchSurvey(): RespondentBenchSurvey {
  const { components, additionalLanguages } = maxSurvey();
  let conditions = conditionCount(components);
  const hides = (questionId: string): ConditionGroup => ({
    kind: 'group',
    operator: 'and',
    items: [{ kind: 'condition', question_id: questionId, negate: true, fn: 'answered', answers: [[`${questionId}.ag1.a50`]] }],
  });
  const withConditions = components.map((component) => {
    if (conditions >= RESPONDENT_BENCH_CONDITIONS || component.kind !== 'answer_group' || !component.parent) return component;
    const question = Number(component.parent.id.slice(1));
    const group = Number(component.id.split('.ag')[1]);
    if (question < 2 || group < 2 || group > 4) return component;
    conditions += 1;
    return { ...component, visibility_condition: hides(`q${question - 1}`) };
  });
  if (conditions !== RESPONDENT_BENCH_CONDITIONS) {
    throw new RangeError(`The respondent bench survey has ${conditions} conditions, expected ${RESPONDENT_BENCH_CONDITIONS}`);
  }
  return { components: withConditions, additionalLanguages, conditions };
}
