// How many required answers a page still lacks (the preview's "Check answers" status line).
import { isEmptyAnswer } from '../../schema/survey/respondent/answers';
import { isAnswerable, isRequired } from '../../schema/survey/respondent/required';
import { answerGroupsOf, inTreeOrder } from '../../schema/survey/respondent/tree';
import type { Answers, ChildrenMap, Responses } from '../../schema';

/** How many required answer groups of visible questions are still empty. */
export function missingRequiredCount(tree: ChildrenMap, answers: Answers, responses: Responses): number {
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
