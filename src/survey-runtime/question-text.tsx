// The rich texts above a question or grid (question_text, instruction_text), and the visible
// conditional texts hanging under any component.
import type { ComponentOf } from '../../schema';
import { SurveyHtml } from './survey-html';
import { useSurveyModel } from './survey-model';
import { localText } from './survey-text';
import { childrenOfKind } from '../../schema/survey/respondent/tree';

export interface QuestionTextProps {
  readonly component: ComponentOf<'question'> | ComponentOf<'grid'>;
  readonly showInstruction?: boolean | undefined;
  /** Ends the question text with the required '*' (for answers the question text names). */
  readonly required?: boolean | undefined;
}

export function QuestionText({ component, showInstruction = true, required = false }: QuestionTextProps) {
  const { lang } = useSurveyModel();
  const question = localText(component, 'question_text', lang);
  const instruction = showInstruction ? localText(component, 'instruction_text', lang) : '';
  return (
    <>
      {question.trim() !== '' ? (
        <SurveyHtml className={`survey-page__question-text${required ? ' survey-page__question-text--required' : ''}`} html={question} />
      ) : null}
      {instruction.trim() !== '' ? (
        <SurveyHtml className="survey-page__instruction" html={instruction} />
      ) : null}
      <ConditionalTexts parentId={component.id} />
    </>
  );
}

/** Conditional texts under `parentId` whose visibility condition holds (the tree holds only those). */
export function ConditionalTexts({ parentId }: { readonly parentId: string }) {
  const { tree, lang } = useSurveyModel();
  return childrenOfKind(tree, parentId, 'conditional_text').map((text) => {
    const html = localText(text, 'text', lang);
    return html.trim() === '' ? null : (
      <SurveyHtml key={text.id} className="survey-page__conditional-text" html={html} />
    );
  });
}
