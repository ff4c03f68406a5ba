// The designer's live preview (spec §2 edit/preview toggle, issue 6): the current draft drawn as a
// respondent sees it, in the survey's theme and a chosen language and size. Answering applies
// visibility conditions, exclusivity and 'other' rules at once; nothing is submitted anywhere.
// The page is the respondent runtime's own SurveyPage; only the frame and its controls are here.
import { useCallback, useMemo, useState } from 'react';
import { NO_ANSWERS, setAnswer, settleVisibility } from '../../../../schema';
import type { AnswerValue, Component } from '../../../../schema';
import { SurveyExits, SurveyPage, dynamicTextSources, missingRequiredCount, pageTree, type SurveyTheme } from '../../../survey-runtime';
import { Button } from '../../../widgets/feedback';
import { PreviewFrame } from './preview-frame';
import { PreviewLanguageSelect } from './preview-language-select';
import type { PreviewSize } from './preview-size';
import './survey-preview.css';

/** What the preview reads of the survey; a schema Survey fits. */
export interface PreviewSurvey {
  readonly title: string;
  readonly description?: string | null | undefined;
  readonly default_language: string;
  readonly additional_languages: readonly string[];
  /** Colours hex without '#'; missing ones take the spec §9 defaults. custom_css is not applied. */
  readonly theme?: SurveyTheme | undefined;
}

export interface SurveyPreviewProps {
  readonly survey: PreviewSurvey;
  /** The draft's components, flat; deleted ones are absent. */
  readonly components: readonly Component[];
  /** The language shown first (and whenever this prop changes); default: the survey's default. */
  readonly language?: string | undefined;
  readonly size: PreviewSize;
  readonly onSizeChange: (size: PreviewSize) => void;
}

export function SurveyPreview({ survey, components, language, size, onSizeChange }: SurveyPreviewProps) {
  const [answers, setAnswers] = useState(NO_ANSWERS);
  const [checked, setChecked] = useState(false);
  const [chosen, setChosen] = useState(language);
  // Follow a language chosen from outside, as the form fields follow an outside value.
  const [prop, setProp] = useState(language);
  if (prop !== language) {
    setProp(language);
    setChosen(language);
  }
  const languages = [survey.default_language, ...survey.additional_languages.filter((l) => l !== survey.default_language)];
  const current = chosen !== undefined && languages.includes(chosen) ? chosen : survey.default_language;

  const { visible, responses } = useMemo(() => settleVisibility(components, answers), [components, answers]);
  const sources = useMemo(() => dynamicTextSources(components), [components]);
  const onAnswer = useCallback(
    (questionId: string, groupId: string, value: AnswerValue) => setAnswers((old) => setAnswer(old, questionId, groupId, value)),
    [],
  );
  const lang = { language: current, defaultLanguage: survey.default_language };
  const missing = checked ? missingRequiredCount(pageTree(visible), answers, responses) : 0;
  const hasQuestions = visible.some((component) => component.kind === 'question' || component.kind === 'grid');

  return (
    <PreviewFrame
      size={size}
      onSizeChange={onSizeChange}
      theme={survey.theme}
      toolbar={languages.length > 1 ? <PreviewLanguageSelect languages={languages} value={current} onChange={setChosen} /> : null}
    >
      <SurveyPage
        components={visible}
        answers={answers}
        responses={responses}
        lang={lang}
        sources={sources}
        showErrors={checked}
        onAnswer={onAnswer}
        header={
          <header className="survey-page__header">
            <h2 className="survey-page__title">{survey.title}</h2>
            {survey.description ? <p className="survey-page__description">{survey.description}</p> : null}
          </header>
        }
      >
        {hasQuestions ? null : <p className="survey-preview__empty">No questions to show yet.</p>}
        <div className="survey-preview__actions">
          <Button variant="primary" onClick={() => setChecked(true)}>
            Check answers
          </Button>
          <Button variant="ghost" onClick={() => { setAnswers(NO_ANSWERS); setChecked(false); }}>
            Clear answers
          </Button>
        </div>
        <p className="survey-preview__status" role="status">
          {checked ? (missing === 0 ? 'Every required question is answered.' : `${missing} required ${missing === 1 ? 'answer is' : 'answers are'} missing.`) : ''}
        </p>
        <SurveyExits />
      </SurveyPage>
    </PreviewFrame>
  );
}
