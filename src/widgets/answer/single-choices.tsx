// Single answer shown as radios or as buttons: native radio inputs in both (the buttons' radios
// are visually hidden inside labels drawn as buttons), so arrows move and choose, and the chosen
// code posts with a plain form before (or without) scripts. Button colours come from each
// answer's button_settings.
import { memo } from 'react';
import type { FieldControl } from '../form/field';
import type { AnswerOption, SingleAnswerValue } from './answer-option';
import { buttonColourStyle } from './button-colours';
import { ChoiceOtherText } from './other-text-input';
import { useStableHandler } from './stable-handler';

export interface SingleChoicesProps {
  readonly variant: 'radio' | 'button';
  readonly control: FieldControl;
  readonly options: readonly AnswerOption[];
  readonly value: SingleAnswerValue;
  readonly onChoose: (code: string) => void;
  readonly onOtherText: (code: string, text: string) => void;
  readonly otherErrors: Readonly<Record<string, string>>;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** The form name of each 'other' text, by answer code. */
  readonly otherName?: ((code: string) => string) | undefined;
  /** The form name of the chosen code; native radios post under it themselves. */
  readonly name?: string | undefined;
}

/**
 * The answers as native radios: the browser gives the arrow keys that move and choose within the
 * group (same name). As buttons, each radio sits visually hidden in a label drawn as a button in
 * its answer's colours (CSS marks the label of the checked one).
 *
 * Each answer is a memoised row: a click redraws the two rows whose state it changes, not all of
 * the group's answers (a respondent's click is one frame's work; groups hold up to 50 answers).
 */
export function SingleChoices(props: SingleChoicesProps) {
  const { control, value, variant } = props;
  const choose = useStableHandler(props.onChoose);
  const setOther = useStableHandler(props.onOtherText);
  return (
    <div
      className={`answer-choices answer-choices--${variant}`}
      id={control.id}
      role="radiogroup"
      {...groupAria(props)}
    >
      {props.options.map((option) => (
        <SingleChoice
          key={option.code}
          variant={variant}
          option={option}
          itemId={`${control.id}-${option.code}`}
          // Without a form name the group still needs one of its own for the arrow keys.
          name={props.name ?? control.id}
          chosen={value.code === option.code}
          disabled={props.disabled || option.disabled}
          otherText={option.other ? (value.other[option.code] ?? '') : undefined}
          otherError={option.other ? props.otherErrors[option.code] : undefined}
          otherName={option.other ? props.otherName?.(option.code) : undefined}
          onChoose={choose}
          onOtherText={setOther}
        />
      ))}
    </div>
  );
}

interface SingleChoiceProps {
  readonly variant: SingleChoicesProps['variant'];
  readonly option: AnswerOption;
  readonly itemId: string;
  readonly name: string;
  readonly chosen: boolean;
  readonly disabled: boolean | undefined;
  /** Only for an 'other' answer: its text, error and form name. */
  readonly otherText: string | undefined;
  readonly otherError: string | undefined;
  readonly otherName: string | undefined;
  readonly onChoose: (code: string) => void;
  readonly onOtherText: (code: string, text: string) => void;
}

const SingleChoice = memo(function SingleChoice(props: SingleChoiceProps) {
  const { option, itemId, variant, chosen } = props;
  // A plain radio is one label around its input: a page of 500 answers is half the elements to
  // parse, lay out and mount (the respondent's first paint and Next). Its 'other' box needs the
  // radio's id, and cannot sit inside the radio's label.
  const plain = variant === 'radio' && !option.other;
  const input = (
    <input
      className={variant === 'radio' ? 'check__box' : 'visually-hidden'}
      type="radio"
      id={plain ? undefined : itemId}
      name={props.name}
      value={option.code}
      checked={chosen}
      disabled={props.disabled}
      onChange={() => props.onChoose(option.code)}
    />
  );
  if (plain) {
    return (
      <label className="answer-choice radio__label">
        {input}
        {option.label}
      </label>
    );
  }
  return (
    <span className="answer-choice">
      {variant === 'radio' ? (
        <span className="radio">
          {input}
          <label className="radio__label" htmlFor={itemId}>
            {option.label}
          </label>
        </span>
      ) : (
        <label className="answer-button" style={buttonColourStyle(option.button_settings)}>
          {input}
          {option.label}
        </label>
      )}
      <ChoiceOtherText
        itemId={itemId}
        option={option}
        chosen={chosen}
        text={props.otherText}
        error={props.otherError}
        disabled={props.disabled}
        name={props.otherName}
        onOtherText={props.onOtherText}
      />
    </span>
  );
});

/** What assistive technology reads of the group, in either drawing: its label, hint and state. */
function groupAria({ control, required }: SingleChoicesProps) {
  return {
    'aria-labelledby': control.labelId,
    'aria-describedby': control.describedBy,
    'aria-required': required || undefined,
    'aria-invalid': control.invalid || undefined,
  };
}
