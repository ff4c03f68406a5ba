// The runtime's face of the form-field scheme (schema/survey/respondent/form-fields.ts): the
// names each answer widget posts under, and the stable id of each group's field.
import { answerFieldName, datePartFieldName, otherFieldName } from '../../schema/survey/respondent/form-fields';
import type { AnswerFieldNames } from '../widgets/answer';

export { DATE_PARTS, answerFieldName, answersFromForm, datePartFieldName, otherFieldName } from '../../schema/survey/respondent/form-fields';

/** The DOM id of a group's field (its errors hang off it): stable across server and browser. */
export function answerFieldId(questionId: string, answerGroupId: string): string {
  return `answer-${questionId}-${answerGroupId}`;
}

/** Every name of one (question, group), as the answer widgets take them. */
export function answerFieldNames(questionId: string, answerGroupId: string): AnswerFieldNames {
  return {
    answer: answerFieldName(questionId, answerGroupId),
    other: (code) => otherFieldName(questionId, answerGroupId, code),
    datePart: (part) => datePartFieldName(questionId, answerGroupId, part),
  };
}
