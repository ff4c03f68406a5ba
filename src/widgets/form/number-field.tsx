// Number input (spec §5). The box holds text so that half-typed states ("-", "3.") can exist; the
// value reported to the parent is always a clamped, truncated number or null.
import { useState } from 'react';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import {
  numberToText,
  parseNumberText,
  sanitizeNumberText,
  settleNumberText,
  snapWhileTyping,
} from './number';
import type { NumberRules } from './number';
import { useControllable } from './use-controllable';

export interface NumberFieldProps extends FieldBaseProps {
  readonly value?: number | null | undefined;
  readonly defaultValue?: number | null | undefined;
  readonly onChange?: ((value: number | null) => void) | undefined;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /** Decimal places allowed (default 0: whole numbers). */
  readonly decimalPlaces?: number | undefined;
  readonly placeholder?: string | undefined;
  readonly name?: string | undefined;
}

export function NumberField(props: NumberFieldProps) {
  const rules: NumberRules = { min: props.min, max: props.max, decimalPlaces: props.decimalPlaces };
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? null, props.onChange);
  const [text, setText] = useState(() => numberToText(value));
  // Follow a value changed from outside, unless the box already means that value.
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (parseNumberText(text, rules) !== value) setText(numberToText(value));
  }
  const { message, markTouched } = useFieldMessage(props, value);

  const commit = (nextText: string) => {
    const next = parseNumberText(nextText, rules);
    setText(nextText);
    setShown(next);
    if (next !== value) setValue(next);
  };

  const negativeAllowed = props.min === undefined || props.min < 0;
  const decimals = (props.decimalPlaces ?? 0) > 0;
  return (
    <Field {...props} message={message}>
      {(control) => (
        <input
          className="input input--number"
          id={control.id}
          name={props.name}
          type="text"
          inputMode={negativeAllowed ? 'text' : decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={text}
          placeholder={props.placeholder}
          disabled={props.disabled}
          aria-required={props.required || undefined}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          onChange={(event) => commit(snapWhileTyping(sanitizeNumberText(event.target.value, rules), rules))}
          onBlur={() => {
            const settled = settleNumberText(text);
            const next = parseNumberText(settled, rules);
            // Out-of-range text becomes the bound it was clamped to.
            commit(next !== null && Number(settled) !== next ? numberToText(next) : settled);
            markTouched();
          }}
        />
      )}
    </Field>
  );
}
