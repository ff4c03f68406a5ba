// A range slider on Radix Slider (role=slider: arrows step, Page keys jump, Home/End go to the
// ends), with the current value shown beside it.
import { Slider } from 'radix-ui';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { useControllable } from './use-controllable';

export interface RangeFieldProps extends FieldBaseProps {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly step?: number | undefined;
  /** null: not moved yet; the thumb then rests on `restingValue` (or min) without being an answer. */
  readonly value?: number | null | undefined;
  readonly defaultValue?: number | null | undefined;
  readonly restingValue?: number | undefined;
  readonly onChange?: ((value: number) => void) | undefined;
  /** How the value reads beside the slider and to screen readers (e.g. "25 %"). */
  readonly formatValue?: ((value: number) => string) | undefined;
}

export function RangeField(props: RangeFieldProps) {
  const min = props.min ?? 0;
  const max = props.max ?? 100;
  if (min >= max) throw new RangeError(`Range needs min < max, got min ${min} and max ${max}`);
  const [value, setValue] = useControllable<number | null>(props.value, props.defaultValue ?? null, (next) => {
    if (next !== null) props.onChange?.(next);
  });
  const { message, markTouched } = useFieldMessage(props, value);
  const position = value ?? props.restingValue ?? min;
  const shown = (props.formatValue ?? String)(position);
  return (
    <Field {...props} kind="labelled" message={message}>
      {(control) => (
        <span className="range">
          <Slider.Root
            className="range__root"
            min={min}
            max={max}
            step={props.step ?? 1}
            value={[position]}
            disabled={props.disabled}
            onValueChange={([next]) => {
              if (next !== undefined) setValue(next);
            }}
          >
            <Slider.Track className="range__track">
              <Slider.Range className="range__fill" />
            </Slider.Track>
            <Slider.Thumb
              className={`range__thumb${value === null ? ' range__thumb--resting' : ''}`}
              id={control.id}
              // The thumb is a span (role=slider), which a <label> cannot name.
              aria-labelledby={control.labelId}
              aria-describedby={control.describedBy}
              aria-valuetext={value === null ? `No answer yet (${shown})` : shown}
              aria-invalid={control.invalid || undefined}
              onBlur={markTouched}
            />
          </Slider.Root>
          <output className="range__value" htmlFor={control.id} aria-hidden="true">
            {value === null ? '–' : shown}
          </output>
        </span>
      )}
    </Field>
  );
}
