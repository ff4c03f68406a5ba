// The required rule (spec §3, §5): an answer group must be answered when both its question and
// the group are required, each while its required_condition (if any) holds.
import { evaluateCondition, type Responses } from '../condition-evaluator';
import type { ConditionGroup } from '../condition';
import type { ComponentOf } from '../components/component';
import { localText, type SurveyLanguage } from './language';
import { respondentTexts } from './respondent-texts';

type Question = ComponentOf<'question'>;
type AnswerGroup = ComponentOf<'answer_group'>;

/** Spec §5: every input's default required message. */
export const DEFAULT_REQUIRED_MESSAGE = 'This field is required';

const holds = (flag: boolean, condition: ConditionGroup | null, responses: Responses) =>
  flag && evaluateCondition(condition, responses);

export function isRequired(question: Question, group: AnswerGroup, responses: Responses): boolean {
  return (
    holds(question.required, question.required_condition, responses) &&
    holds(group.required, group.required_condition, responses)
  );
}

/** Questions a respondent answers: shown ones that are not info texts. */
export const isAnswerable = (question: Question) => question.question_type !== 'info';

/** The custom required message: the question's, else the group's; undefined when neither has one. */
export function customRequiredMessage(question: Question, group: AnswerGroup, lang: SurveyLanguage): string | undefined {
  const text = localText(question, 'error_message', lang) || localText(group, 'error_message', lang);
  return text.trim() === '' ? undefined : text;
}

/** The message for an empty required group: the custom one, else the default in the respondent's language. */
export function requiredMessage(question: Question, group: AnswerGroup, lang: SurveyLanguage): string {
  return customRequiredMessage(question, group, lang) ?? respondentTexts(lang.language).required;
}
