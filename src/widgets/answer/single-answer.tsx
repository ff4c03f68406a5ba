// Single answer (spec §3): one choice, shown as radios, buttons, a dropdown or a rating. Every
// display is native radios or a native select underneath: each posts with a plain form before (or
// without) scripts, and the respondent's bundle carries no widget library.
import { useId } from 'react';
import type { ComponentType } from 'react';
import { Field } from '../form/field';
import { DEFAULT_RATING_SIZE } from '../form/rating';
import type { RatingIcon } from '../form/rating';
import type { AnswerOption, SingleAnswerValue } from './answer-option';
import { answerMessage, fieldProps } from './answer-props';
import type { AnswerBaseProps } from './answer-props';
import { AnswerRating } from './answer-rating';
import { AnswerSelect } from './answer-select';
import { OtherTextInput } from './other-text-input';
import { pruneOtherTexts, singleAnswerErrors } from './selection';
import { SingleChoices } from './single-choices';
import './answer.css';

export const SINGLE_DISPLAYS = ['radio', 'button', 'dropdown', 'rating'] as const;
export type SingleDisplay = (typeof SINGLE_DISPLAYS)[number];
/** Spec §3: a rating defaults to thumbs-up icons at size 2. */
export const DEFAULT_SINGLE_RATING_ICON: RatingIcon = 'thumbs-up';

export interface SingleAnswerProps extends AnswerBaseProps {
  readonly options: readonly AnswerOption[];
  readonly value: SingleAnswerValue;
  readonly onChange: (value: SingleAnswerValue) => void;
  readonly display?: SingleDisplay | undefined;
  readonly icon?: RatingIcon | undefined;
  readonly size?: number | undefined;
}

interface ViewProps extends SingleAnswerProps {
  readonly message: string | null;
  readonly otherErrors: Readonly<Record<string, string>>;
  readonly choose: (code: string) => void;
  readonly setOther: (code: string, text: string) => void;
}

export function SingleAnswer(props: SingleAnswerProps) {
  const errors = singleAnswerErrors(props.value, props.options, props);
  const View = VIEWS[props.display ?? 'radio'];
  return (
    <View
      {...props}
      message={answerMessage(props, errors.group)}
      otherErrors={props.showErrors ? errors.other : {}}
      choose={(code) => props.onChange({ code, other: pruneOtherTexts(props.value.other, [code]) })}
      // Typing in an answer's other box chooses that answer.
      setOther={(code, text) => props.onChange({ code, other: { ...pruneOtherTexts(props.value.other, [code]), [code]: text } })}
    />
  );
}

function ChoicesView(variant: 'radio' | 'button') {
  return function SingleChoicesView(props: ViewProps) {
    return (
      <Field {...props} kind="labelled" message={props.message} className="answer">
        {(control) => (
          <SingleChoices
            variant={variant}
            control={control}
            options={props.options}
            value={props.value}
            onChoose={props.choose}
            onOtherText={props.setOther}
            otherErrors={props.otherErrors}
            required={props.required}
            disabled={props.disabled}
            otherName={props.names?.other}
            name={props.names?.answer}
          />
        )}
      </Field>
    );
  };
}

const toChoice = (option: AnswerOption) => ({ value: option.code, label: option.label, disabled: option.disabled });

function DropdownView(props: ViewProps) {
  const otherId = useId();
  const chosen = props.options.find((option) => option.code === props.value.code);
  return (
    <div className="answer">
      <AnswerSelect
        {...fieldProps(props)}
        options={props.options.map(toChoice)}
        value={props.value.code ?? ''}
        onChange={props.choose}
        name={props.names?.answer}
      />
      {chosen?.other ? (
        <OtherTextInput
          id={`${otherId}-${chosen.code}`}
          option={chosen}
          chosen
          value={props.value.other[chosen.code] ?? ''}
          onChange={(text) => props.setOther(chosen.code, text)}
          error={props.otherErrors[chosen.code]}
          disabled={props.disabled}
          name={props.names?.other(chosen.code)}
        />
      ) : null}
    </div>
  );
}

function RatingView(props: ViewProps) {
  return (
    <AnswerRating
      className="answer"
      {...fieldProps(props)}
      icon={props.icon ?? DEFAULT_SINGLE_RATING_ICON}
      size={props.size ?? DEFAULT_RATING_SIZE}
      choices={props.options.map(toChoice)}
      value={props.value.code}
      onChange={props.choose}
      name={props.names?.answer}
    />
  );
}

const VIEWS = {
  radio: ChoicesView('radio'),
  button: ChoicesView('button'),
  dropdown: DropdownView,
  rating: RatingView,
} satisfies Record<SingleDisplay, ComponentType<ViewProps>>;
