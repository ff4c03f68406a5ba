// Multi answer (spec §3, §5): several choices as checkboxes or toggle buttons, with min/max, an
// exclusive answer that clears the others, and 'other' boxes enabled while chosen.
import { memo } from 'react';
import { Field } from '../form/field';
import type { AnswerOption, MultiAnswerValue } from './answer-option';
import { answerMessage } from './answer-props';
import type { AnswerBaseProps } from './answer-props';
import { buttonColourStyle } from './button-colours';
import { HiddenValues } from './hidden-values';
import { ChoiceOtherText } from './other-text-input';
import { canChoose, multiAnswerErrors, pruneOtherTexts, selectionHint, toggleMultiCode } from './selection';
import { useStableHandler } from './stable-handler';
import './answer.css';

export const MULTI_DISPLAYS = ['checkbox', 'button'] as const;
export type MultiDisplay = (typeof MULTI_DISPLAYS)[number];

export interface MultiAnswerProps extends AnswerBaseProps {
  readonly options: readonly AnswerOption[];
  readonly value: MultiAnswerValue;
  readonly onChange: (value: MultiAnswerValue) => void;
  readonly display?: MultiDisplay | undefined;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

export function MultiAnswer(props: MultiAnswerProps) {
  const { value, options, max } = props;
  const display = props.display ?? 'checkbox';
  const errors = multiAnswerErrors(value, options, props);
  const otherErrors = props.showErrors ? errors.other : {};
  const hint = props.hint ?? selectionHint(props);

  const toggle = (code: string) => {
    const codes = toggleMultiCode(value.codes, code, options, max);
    props.onChange({ codes, other: pruneOtherTexts(value.other, codes) });
  };
  // Typing in an answer's other box chooses that answer (when it can be chosen: not past max).
  const setOther = (code: string, text: string) => {
    const codes = value.codes.includes(code) ? value.codes : toggleMultiCode(value.codes, code, options, max);
    if (!codes.includes(code)) return;
    props.onChange({ codes, other: { ...pruneOtherTexts(value.other, codes), [code]: text } });
  };

  // Memoised rows take handlers that keep their identity: a click redraws the rows it changes.
  const onToggle = useStableHandler(toggle);
  const onOtherText = useStableHandler(setOther);

  return (
    <Field {...props} hint={hint} kind="group" message={answerMessage(props, errors.group)} className="answer">
      {(control) => (
        <div className={`answer-choices answer-choices--${display}`} id={control.id}>
          {options.map((option) => {
            const chosen = value.codes.includes(option.code);
            // At max, unchosen answers are disabled rather than silently ignoring the click.
            const blocked = props.disabled || option.disabled || !canChoose(value.codes, option.code, options, max);
            return (
              <MultiChoice
                key={option.code}
                display={display}
                option={option}
                itemId={`${control.id}-${option.code}`}
                name={props.names?.answer}
                chosen={chosen}
                blocked={blocked}
                invalid={control.invalid}
                otherText={option.other ? (value.other[option.code] ?? '') : undefined}
                otherError={option.other ? otherErrors[option.code] : undefined}
                otherDisabled={props.disabled || (blocked && !chosen)}
                otherName={option.other ? props.names?.other(option.code) : undefined}
                onToggle={onToggle}
                onOtherText={onOtherText}
              />
            );
          })}
          {/* Toggle buttons post nothing themselves: their chosen codes ride in hidden inputs. */}
          {display === 'button' ? <HiddenValues name={props.names?.answer} values={value.codes} /> : null}
        </div>
      )}
    </Field>
  );
}

interface MultiChoiceProps {
  readonly display: MultiDisplay;
  readonly option: AnswerOption;
  readonly itemId: string;
  readonly name: string | undefined;
  readonly chosen: boolean;
  /** Not choosable: disabled, or the group is at its max. */
  readonly blocked: boolean | undefined;
  readonly invalid: boolean | undefined;
  /** Only for an 'other' answer: its text, error, state and form name. */
  readonly otherText: string | undefined;
  readonly otherError: string | undefined;
  readonly otherDisabled: boolean | undefined;
  readonly otherName: string | undefined;
  readonly onToggle: (code: string) => void;
  readonly onOtherText: (code: string, text: string) => void;
}

/** One answer as a checkbox or a toggle button, with its 'other' box. */
const MultiChoice = memo(function MultiChoice(props: MultiChoiceProps) {
  const { option, itemId, chosen, blocked } = props;
  return (
    <span className="answer-choice">
      {props.display === 'checkbox' ? (
        <>
          <input
            className="check__box"
            type="checkbox"
            id={itemId}
            name={props.name}
            value={option.code}
            checked={chosen}
            disabled={blocked}
            aria-invalid={props.invalid || undefined}
            onChange={() => props.onToggle(option.code)}
          />
          <label className="check__label" htmlFor={itemId}>
            {option.label}
          </label>
        </>
      ) : (
        <button
          type="button"
          className="answer-button"
          id={itemId}
          aria-pressed={chosen}
          disabled={blocked}
          style={buttonColourStyle(option.button_settings)}
          onClick={() => props.onToggle(option.code)}
        >
          {option.label}
        </button>
      )}
      <ChoiceOtherText
        itemId={itemId}
        option={option}
        chosen={chosen}
        text={props.otherText}
        error={props.otherError}
        disabled={props.otherDisabled}
        name={props.otherName}
        onOtherText={props.onOtherText}
      />
    </span>
  );
});
