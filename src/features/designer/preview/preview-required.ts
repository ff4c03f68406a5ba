// The required rule of the preview (spec §3, §5): an answer group must be answered when both its
// question and the group are required, each while its required_condition (if any) holds.
import { evaluateCondition } from '../../../../schema';
import type { ComponentOf, ConditionGroup, Responses } from '../../../../schema';
import { isEmptyAnswer, type PreviewAnswers } from './preview-answers';
import { localText, type PreviewLanguage } from './preview-text';
import { answerGroupsOf, inTreeOrder, type ChildrenMap } from './preview-tree';

type Question = ComponentOf<'question'>;
type AnswerGroup = ComponentOf<'answer_group'>;

const holds = (flag: boolean, condition: ConditionGroup | null, responses: Responses) =>
  flag && evaluateCondition(condition, responses);

export function isRequired(question: Question, group: AnswerGroup, responses: Responses): boolean {
  return (
    holds(question.required, question.required_condition, responses) &&
    holds(group.required, group.required_condition, responses)
  );
}

/** The custom required message: the question's, else the group's; undefined keeps the default. */
export function requiredMessage(question: Question, group: AnswerGroup, lang: PreviewLanguage): string | undefined {
  const text = localText(question, 'error_message', lang) || localText(group, 'error_message', lang);
  return text.trim() === '' ? undefined : text;
}

/** Questions a respondent answers: shown ones that are not info texts. */
export const isAnswerable = (question: Question) => question.question_type !== 'info';

/** How many required answer groups of visible questions are still empty. */
export function missingRequiredCount(tree: ChildrenMap, answers: PreviewAnswers, responses: Responses): number {
  let missing = 0;
  for (const component of inTreeOrder(tree)) {
    if (component.kind !== 'question' || !isAnswerable(component)) continue;
    for (const group of answerGroupsOf(tree, component)) {
      const required = isRequired(component, group, responses);
      if (required && isEmptyAnswer(answers[component.id]?.[group.id])) missing += 1;
    }
  }
  return missing;
}
