// What the radio group and the rating share: one Radix RadioGroup root (arrows move and choose,
// Tab leaves) under a labelled Field, holding a controllable value that is touched when focus
// leaves the whole group. Each field draws only its own items.
import type { CSSProperties, ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { Field, leavesElement, useFieldMessage } from './field';
import type { FieldBaseProps, FieldControl } from './field';
import { useControllable } from './use-controllable';

export interface SingleChoiceProps extends FieldBaseProps {
  readonly value?: string | null | undefined;
  readonly defaultValue?: string | null | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
}

export function RadioRootField(props: SingleChoiceProps & {
  readonly className: string;
  readonly orientation: 'horizontal' | 'vertical';
  readonly name?: string | undefined;
  readonly style?: CSSProperties | undefined;
  readonly items: (control: FieldControl, value: string | null) => ReactNode;
}) {
  const [value, setValue] = useControllable<string | null>(props.value, props.defaultValue ?? null, (next) => {
    if (next !== null) props.onChange?.(next);
  });
  const { message, markTouched } = useFieldMessage(props, value);
  return (
    <Field {...props} kind="labelled" message={message}>
      {(control) => (
        <RadioGroup.Root
          className={props.className}
          id={control.id}
          name={props.name}
          style={props.style}
          orientation={props.orientation}
          value={value}
          onValueChange={setValue}
          disabled={props.disabled}
          aria-labelledby={control.labelId}
          aria-describedby={control.describedBy}
          aria-required={props.required || undefined}
          aria-invalid={control.invalid || undefined}
          onBlur={(event) => {
            if (leavesElement(event)) markTouched();
          }}
        >
          {props.items(control, value)}
        </RadioGroup.Root>
      )}
    </Field>
  );
}
