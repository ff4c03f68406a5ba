// A range-slider answer as the browser's own <input type="range">: arrows step, Page keys jump,
// Home/End go to the ends, natively, with no slider library in the respondent's bundle. Until it
// is moved the answer is empty and the thumb rests on `resting` (said so to screen readers);
// the range itself has no form name, so an untouched slider never posts its resting point.
import { Field, useFieldMessage, type FieldBaseProps } from '../form/field';

export interface AnswerRangeProps extends FieldBaseProps {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Where the thumb rests before the first move: not an answer. */
  readonly resting: number;
  /** null: not moved yet. */
  readonly value: number | null;
  readonly onChange: (value: number) => void;
}

export function AnswerRange(props: AnswerRangeProps) {
  const { value } = props;
  const { message, markTouched } = useFieldMessage(props, value);
  const position = value ?? props.resting;
  return (
    <Field {...props} message={message}>
      {(control) => (
        <span className="range">
          <input
            type="range"
            className={`answer-range${value === null ? ' answer-range--resting' : ''}`}
            id={control.id}
            min={props.min}
            max={props.max}
            step={props.step}
            value={position}
            disabled={props.disabled}
            aria-valuetext={value === null ? `No answer yet (${position})` : undefined}
            aria-required={props.required || undefined}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onChange={(event) => props.onChange(Number(event.target.value))}
            onBlur={markTouched}
          />
          <output className="range__value" htmlFor={control.id} aria-hidden="true">
            {value === null ? '–' : String(value)}
          </output>
        </span>
      )}
    </Field>
  );
}
