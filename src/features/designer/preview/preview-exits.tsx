// Exit blocks (spec §3), listed after the survey body: where the survey ends and with what status,
// with the exit text a respondent would read there.
import { RichTextViewer } from '../../../widgets/rich-text';
import { usePreviewModel } from './preview-model';
import { localText } from './preview-text';
import { inTreeOrder } from './preview-tree';
import { ConditionalTexts } from './question-text';

export function PreviewExits() {
  const { tree, lang, sources } = usePreviewModel();
  const exits = inTreeOrder(tree).flatMap((component) => (component.kind === 'exit_block' ? [component] : []));
  if (exits.length === 0) return null;
  return (
    <ul className="survey-preview__exits" aria-label="Exit blocks">
      {exits.map((exit) => (
        <li key={exit.id} className="survey-preview__exit" data-status={exit.terminate_status}>
          <p className="survey-preview__exit-status">Ends here: {exit.terminate_status}</p>
          <RichTextViewer html={localText(exit, 'exit_text', lang)} dynamicTextSources={sources} emptyText="No exit text" />
          <ConditionalTexts parentId={exit.id} />
        </li>
      ))}
    </ul>
  );
}
