// A question as a respondent sees it: its texts, then each visible answer group as a widget.
// Info questions are text only.
import { Fragment, memo } from 'react';
import type { ComponentOf } from '../../schema';
import { groupHeader, AnswerGroupField } from './answer-group-field';
import { useAnswerState, useSurveyModel } from './survey-model';
import { isAnswerable, isRequired } from '../../schema/survey/respondent/required';
import { answerGroupsOf } from '../../schema/survey/respondent/tree';
import { localText, plainText } from './survey-text';
import { ConditionalTexts, QuestionText } from './question-text';

export const SurveyQuestion = memo(function SurveyQuestion({ question }: { readonly question: ComponentOf<'question'> }) {
  const { tree, lang } = useSurveyModel();
  const label = plainText(localText(question, 'question_text', lang)) || question.name;
  const groups = isAnswerable(question) ? answerGroupsOf(tree, question) : [];
  // Groups without a header of their own are named by the question text, so it shows their '*'.
  // A boolean slice: the question draws again only when its mark flips, not on every answer.
  const required = useAnswerState(({ responses }) => groups.some((group) => groupHeader(group, lang) === '' && isRequired(question, group, responses)));
  return (
    <div className="survey-page__question" data-question-type={question.question_type}>
      <QuestionText component={question} required={required} />
      {groups.map((group) => (
        <Fragment key={group.id}>
          <AnswerGroupField question={question} group={group} questionLabel={label} />
          <ConditionalTexts parentId={group.id} />
        </Fragment>
      ))}
    </div>
  );
});
