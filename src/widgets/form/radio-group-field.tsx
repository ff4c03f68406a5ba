// A radio group on Radix RadioGroup: arrow keys move and choose, Tab leaves the group.
import { RadioGroup } from 'radix-ui';
import { Field, leavesElement, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import type { Option } from './option';
import { useControllable } from './use-controllable';

export interface RadioGroupFieldProps extends FieldBaseProps {
  readonly options: readonly Option[];
  readonly value?: string | null | undefined;
  readonly defaultValue?: string | null | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
  readonly orientation?: 'horizontal' | 'vertical' | undefined;
  readonly name?: string | undefined;
}

export function RadioGroupField(props: RadioGroupFieldProps) {
  const [value, setValue] = useControllable<string | null>(props.value, props.defaultValue ?? null, (next) => {
    if (next !== null) props.onChange?.(next);
  });
  const { message, markTouched } = useFieldMessage(props, value);
  const orientation = props.orientation ?? 'vertical';
  return (
    <Field {...props} kind="labelled" message={message}>
      {(control) => (
        <RadioGroup.Root
          className={`radio-group radio-group--${orientation}`}
          id={control.id}
          name={props.name}
          value={value}
          onValueChange={setValue}
          orientation={orientation}
          disabled={props.disabled}
          aria-labelledby={control.labelId}
          aria-describedby={control.describedBy}
          aria-required={props.required || undefined}
          aria-invalid={control.invalid || undefined}
          onBlur={(event) => {
            if (leavesElement(event)) markTouched();
          }}
        >
          {props.options.map((option, index) => {
            const itemId = `${control.id}-${index}`;
            return (
              <span className="radio" key={option.value}>
                <RadioGroup.Item className="radio__item" id={itemId} value={option.value} disabled={option.disabled}>
                  <RadioGroup.Indicator className="radio__indicator" />
                </RadioGroup.Item>
                <label className="radio__label" htmlFor={itemId}>
                  {option.label}
                </label>
              </span>
            );
          })}
        </RadioGroup.Root>
      )}
    </Field>
  );
}
