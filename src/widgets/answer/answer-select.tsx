// A dropdown answer as the browser's own <select>: it opens, types ahead and is read by screen
// readers natively, posts with a plain form before (or without) scripts, and brings no popover
// library into the respondent's bundle. The kit's SelectField (Radix) stays the designer's.
import { Field, useFieldMessage, type FieldBaseProps } from '../form/field';
import type { Option } from '../form/option';

export interface AnswerSelectProps extends FieldBaseProps {
  readonly options: readonly Option[];
  /** '' means nothing chosen yet. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string | undefined;
  /** The form name the chosen value posts under. */
  readonly name?: string | undefined;
}

export function AnswerSelect(props: AnswerSelectProps) {
  const { message, markTouched } = useFieldMessage(props, props.value);
  return (
    <Field {...props} message={message}>
      {(control) => (
        <select
          className="input answer-select"
          id={control.id}
          name={props.name}
          value={props.value}
          disabled={props.disabled}
          aria-required={props.required || undefined}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={markTouched}
        >
          {/* Shown until a choice is made, never chosen again (a disabled option posts nothing). */}
          <option value="" disabled>
            {props.placeholder ?? 'Select…'}
          </option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
