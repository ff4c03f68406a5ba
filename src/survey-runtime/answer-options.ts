// Answers of an answer group as the answer widgets take them (AnswerOption), in the shown language.
import type { AnswerOption } from '../widgets/answer';
import { localText, plainText, type SurveyLanguage } from './survey-text';
import { childrenOfKind, type ChildrenMap } from '../../schema/survey/respondent/tree';

/**
 * Visible answers of `groupId`, in order. Labels are plain text (widgets label with strings); a
 * visible conditional text under an answer is appended to its label.
 */
export function answerOptions(tree: ChildrenMap, groupId: string, lang: SurveyLanguage): AnswerOption[] {
  return childrenOfKind(tree, groupId, 'answer').map((answer) => {
    const extra = childrenOfKind(tree, answer.id, 'conditional_text').map((text) => plainText(localText(text, 'text', lang)));
    const label = [plainText(localText(answer, 'label', lang)) || answer.name || answer.code, ...extra].filter(Boolean).join(' ');
    const otherMessage = localText(answer, 'other_error_message', lang).trim();
    return {
      code: answer.code,
      label,
      exclusive: answer.exclusive,
      other: answer.other,
      other_required: answer.other_required,
      other_error_message: otherMessage === '' ? undefined : otherMessage,
      disabled: answer.disabled,
      button_settings: answer.development_fields.button_settings,
    };
  });
}
