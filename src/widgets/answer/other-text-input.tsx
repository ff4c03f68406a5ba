// The free-text box of an 'other' answer (spec §3). Always open to typing, since a box that opens
// only when its answer is chosen needs a script, and a respondent without one could never fill it:
// with the script, typing in it chooses its answer (the caller's onChange does); without, the text
// posts with the form and counts only if the answer is chosen too (answersFromForm reads the other
// text of chosen codes only).
import type { AnswerOption } from './answer-option';

export interface OtherTextInputProps {
  readonly id: string;
  readonly option: AnswerOption;
  /** Whether its answer is chosen (announced: the box reads as part of that answer). */
  readonly chosen: boolean;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean | undefined;
  /** The form name the text posts under. */
  readonly name?: string | undefined;
}

export function OtherTextInput({ id, option, chosen, value, onChange, error, disabled, name }: OtherTextInputProps) {
  const errorId = `${id}-error`;
  return (
    <span className="answer-other">
      <input
        className="input answer-other__input"
        id={id}
        type="text"
        name={name}
        aria-label={`${option.label}: please specify`}
        value={value}
        disabled={disabled}
        data-chosen={chosen || undefined}
        aria-required={option.other_required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span className="field__error" id={errorId} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

export interface ChoiceOtherTextProps {
  /** The choice's own input id: the box's is derived from it. */
  readonly itemId: string;
  readonly option: AnswerOption;
  readonly chosen: boolean;
  readonly text: string | undefined;
  readonly error: string | undefined;
  readonly disabled: boolean | undefined;
  readonly name: string | undefined;
  readonly onOtherText: (code: string, text: string) => void;
}

/** A choice row's 'other' box, beside the answer in any drawing; nothing for other answers. */
export function ChoiceOtherText(props: ChoiceOtherTextProps) {
  const { option } = props;
  if (!option.other) return null;
  return (
    <OtherTextInput
      id={`${props.itemId}-other`}
      option={option}
      chosen={props.chosen}
      value={props.text ?? ''}
      onChange={(text) => props.onOtherText(option.code, text)}
      error={props.error}
      disabled={props.disabled}
      name={props.name}
    />
  );
}
