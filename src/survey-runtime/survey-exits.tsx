// Exit blocks (spec §3), listed after the survey body: where the survey ends and with what status,
// with the exit text a respondent would read there.
import { SurveyHtml } from './survey-html';
import { useSurveyModel } from './survey-model';
import { localText } from './survey-text';
import { inTreeOrder } from '../../schema/survey/respondent/tree';
import { ConditionalTexts } from './question-text';

export function SurveyExits() {
  const { tree, lang } = useSurveyModel();
  const exits = inTreeOrder(tree).flatMap((component) => (component.kind === 'exit_block' ? [component] : []));
  if (exits.length === 0) return null;
  return (
    <ul className="survey-page__exits" aria-label="Exit blocks">
      {exits.map((exit) => (
        <li key={exit.id} className="survey-page__exit" data-status={exit.terminate_status}>
          <p className="survey-page__exit-status">Ends here: {exit.terminate_status}</p>
          <SurveyHtml html={localText(exit, 'exit_text', lang)} emptyText="No exit text" />
          <ConditionalTexts parentId={exit.id} />
        </li>
      ))}
    </ul>
  );
}
