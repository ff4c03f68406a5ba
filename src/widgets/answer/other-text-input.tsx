// The free-text box of an 'other' answer (spec §3): enabled only while its answer is chosen.
import type { AnswerOption } from './answer-option';

export interface OtherTextInputProps {
  readonly id: string;
  readonly option: AnswerOption;
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
        disabled={!chosen || disabled}
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
