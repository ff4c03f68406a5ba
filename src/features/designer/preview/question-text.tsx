// The rich texts above a question or grid (question_text, instruction_text), and the visible
// conditional texts hanging under any component.
import type { ComponentOf } from '../../../../schema';
import { RichTextViewer } from '../../../widgets/rich-text';
import { usePreviewModel } from './preview-model';
import { localText } from './preview-text';
import { childrenOfKind } from './preview-tree';

export interface QuestionTextProps {
  readonly component: ComponentOf<'question'> | ComponentOf<'grid'>;
  readonly showInstruction?: boolean | undefined;
  /** Ends the question text with the required '*' (for answers the question text names). */
  readonly required?: boolean | undefined;
}

export function QuestionText({ component, showInstruction = true, required = false }: QuestionTextProps) {
  const { lang, sources } = usePreviewModel();
  const question = localText(component, 'question_text', lang);
  const instruction = showInstruction ? localText(component, 'instruction_text', lang) : '';
  return (
    <>
      {question.trim() !== '' ? (
        <RichTextViewer className={`survey-preview__question-text${required ? ' survey-preview__question-text--required' : ''}`} html={question} dynamicTextSources={sources} />
      ) : null}
      {instruction.trim() !== '' ? (
        <RichTextViewer className="survey-preview__instruction" html={instruction} dynamicTextSources={sources} />
      ) : null}
      <ConditionalTexts parentId={component.id} />
    </>
  );
}

/** Conditional texts under `parentId` whose visibility condition holds (the tree holds only those). */
export function ConditionalTexts({ parentId }: { readonly parentId: string }) {
  const { tree, lang, sources } = usePreviewModel();
  return childrenOfKind(tree, parentId, 'conditional_text').map((text) => {
    const html = localText(text, 'text', lang);
    return html.trim() === '' ? null : (
      <RichTextViewer key={text.id} className="survey-preview__conditional-text" html={html} dynamicTextSources={sources} />
    );
  });
}
