// One answer group drawn with the answer widget for its type and display (spec §3).
import { memo, useMemo, type ComponentType, type ReactNode } from 'react';
import { answerValue } from '../../schema/survey/respondent/answers';
import { customRequiredMessage, isRequired } from '../../schema/survey/respondent/required';
import type { AnswerGroupType, AnswerValue, AnswerValueOf, ComponentOf } from '../../schema';
import { MultiAnswer } from '../widgets/answer/multi-answer';
import { NumericAnswer } from '../widgets/answer/numeric-answer';
import { OpenTextAnswer } from '../widgets/answer/open-text-answer';
import { SingleAnswer } from '../widgets/answer/single-answer';
import type { AnswerBaseProps, AnswerOption } from '../widgets/answer';
import { answerOptions } from './answer-options';
import { LazyDateAnswer } from './lazy-date-answer';
import { answerFieldId, answerFieldNames } from './form-fields';
import { problemText, useAnswerState, useSurveyModel } from './survey-model';
import { localText, plainText, type SurveyLanguage } from './survey-text';

type Group<T extends AnswerGroupType> = Extract<ComponentOf<'answer_group'>, { answer_group_type: T }>;

interface ViewProps<T extends AnswerGroupType> {
  readonly group: Group<T>;
  readonly base: AnswerBaseProps;
  readonly options: readonly AnswerOption[];
  readonly value: AnswerValueOf<T>;
  readonly onChange: (value: AnswerValueOf<T>) => void;
  readonly lang: SurveyLanguage;
}

const orUndefined = <V,>(value: V | null): V | undefined => value ?? undefined;
/** The typed groups' placeholder (numeric, open text, date), in the shown language. */
const placeholderOf = (group: Group<'numeric' | 'open_text' | 'date'>, lang: SurveyLanguage) =>
  plainText(localText(group, 'placeholder', lang)) || undefined;

/** The widget of each answer group type, checked complete by the compiler. */
const VIEWS: { readonly [T in AnswerGroupType]: ComponentType<ViewProps<T>> } = {
  single: ({ group, base, options, value, onChange }) => (
    <SingleAnswer {...base} options={options} value={value} onChange={onChange} display={group.display} icon={group.icon} />
  ),
  // MultiAnswer has no dropdown display (a dropdown cannot hold several choices); checkboxes stand in.
  multi: ({ group, base, options, value, onChange }) => (
    <MultiAnswer
      {...base}
      options={options}
      value={value}
      onChange={onChange}
      display={group.display === 'button' ? 'button' : 'checkbox'}
      min={orUndefined(group.min)}
      max={orUndefined(group.max)}
    />
  ),
  numeric: ({ group, base, value, onChange, lang }) => (
    <NumericAnswer
      {...base}
      value={value}
      onChange={onChange}
      display={group.display}
      min={orUndefined(group.min)}
      max={orUndefined(group.max)}
      range_step={group.range_step}
      range_default_value={orUndefined(group.range_default_value)}
      decimal_places={group.decimal_places}
      placeholder={placeholderOf(group, lang)}
    />
  ),
  open_text: ({ group, base, value, onChange, lang }) => (
    <OpenTextAnswer
      {...base}
      value={value}
      onChange={onChange}
      min={orUndefined(group.min)}
      max={orUndefined(group.max)}
      character_counter={group.character_counter}
      small={group.small}
      text_type={group.text_type}
      placeholder={placeholderOf(group, lang)}
    />
  ),
  date: ({ group, base, value, onChange, lang }) => (
    <LazyDateAnswer
      {...base}
      value={value}
      onChange={onChange}
      display={group.display}
      format={group.format}
      placeholder={placeholderOf(group, lang)}
    />
  ),
};

export interface AnswerGroupFieldProps {
  readonly question: ComponentOf<'question'>;
  readonly group: ComponentOf<'answer_group'>;
  /** The question's plain text: names the widget when the group has no header text of its own. */
  readonly questionLabel: string;
}

/** The group's header in the shown language, as plain text; empty when the question names it. */
export function groupHeader(group: ComponentOf<'answer_group'>, lang: SurveyLanguage): string {
  return plainText(localText(group, 'grid_header_text', lang));
}

/** Memoised, reading only its own value and required mark: an answer elsewhere does not draw it again. */
export const AnswerGroupField = memo(function AnswerGroupField({ question, group, questionLabel }: AnswerGroupFieldProps) {
  const model = useSurveyModel();
  const type = group.answer_group_type;
  const value = useAnswerState(({ answers }) => answerValue(answers, question.id, group.id, type));
  const required = useAnswerState(({ responses }) => isRequired(question, group, responses));
  const options = useMemo(() => answerOptions(model.tree, group.id, model.lang), [model.tree, group.id, model.lang]);
  const header = groupHeader(group, model.lang);
  const label: ReactNode = header !== '' ? header : <span className="visually-hidden">{questionLabel || question.name}</span>;
  const base: AnswerBaseProps = {
    label,
    required,
    // A group without a header is named by the question text, which then carries the '*'.
    markRequired: header !== '',
    requiredMessage: customRequiredMessage(question, group, model.lang),
    showErrors: model.showErrors,
    error: problemText(model.problems, question.id, group.id),
    // Stable ids: the same on the server and in the browser, and known to an error summary.
    id: answerFieldId(question.id, group.id),
    names: answerFieldNames(question.id, group.id),
  };
  const onAnswer = model.onAnswer;
  // The views are keyed by type, so the group, value and onChange below always agree on it.
  const View = VIEWS[type] as ComponentType<ViewProps<AnswerGroupType>>;
  return (
    <View
      group={group as Group<AnswerGroupType>}
      base={base}
      lang={model.lang}
      options={options}
      value={value}
      onChange={(value) => onAnswer?.(question.id, group.id, { type, value } as AnswerValue)}
    />
  );
});
