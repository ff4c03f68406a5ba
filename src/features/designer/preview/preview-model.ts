// What every part of the rendered survey reads: the tree of visible components, the language,
// the answers so far and how to change them. Passed by context so the tree components stay small.
import { createContext, useContext } from 'react';
import type { Responses } from '../../../../schema';
import type { DynamicTextSource } from '../../../widgets/rich-text';
import type { AnswerValue, PreviewAnswers } from './preview-answers';
import type { PreviewLanguage } from './preview-text';
import type { ChildrenMap } from './preview-tree';

export interface PreviewModel {
  /** Visible components only, by parent. */
  readonly tree: ChildrenMap;
  readonly lang: PreviewLanguage;
  readonly answers: PreviewAnswers;
  readonly responses: Responses;
  /** Set once the author pressed "Check answers". */
  readonly showErrors: boolean;
  readonly sources: readonly DynamicTextSource[];
  readonly onAnswer: (questionId: string, answerGroupId: string, value: AnswerValue) => void;
}

export const PreviewModelContext = createContext<PreviewModel | null>(null);

export function usePreviewModel(): PreviewModel {
  const model = useContext(PreviewModelContext);
  if (!model) throw new Error('usePreviewModel() used outside SurveyPreview');
  return model;
}
