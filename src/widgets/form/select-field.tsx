// A select on Radix Select: a combobox button, a listbox of options (disabled ones skipped by the
// keyboard), type-ahead. The list is portalled to <body> so it is never clipped.
import { Select } from 'radix-ui';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import type { Option } from './option';
import { useControllable } from './use-controllable';
import './select-field.css';

export interface SelectFieldProps extends FieldBaseProps {
  readonly options: readonly Option[];
  /** '' means nothing chosen yet. */
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
  readonly placeholder?: string | undefined;
  readonly name?: string | undefined;
}

export function SelectField(props: SelectFieldProps) {
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? '', props.onChange);
  const { message, markTouched } = useFieldMessage(props, value);
  return (
    <Field {...props} message={message}>
      {(control) => (
        <Select.Root
          value={value}
          onValueChange={setValue}
          disabled={props.disabled}
          name={props.name}
          // Touched once the list closes, not when focus moves into the open list.
          onOpenChange={(open) => {
            if (!open) markTouched();
          }}
        >
          <Select.Trigger
            className="input select__trigger"
            id={control.id}
            aria-required={props.required || undefined}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
          >
            <Select.Value placeholder={props.placeholder ?? 'Select…'} />
            <Select.Icon className="select__icon" aria-hidden="true">
              ▾
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content className="select__content" position="popper" sideOffset={4}>
              <Select.Viewport className="select__viewport">
                {props.options.map((option) => (
                  <Select.Item
                    className="select__item"
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                  >
                    <Select.ItemText>{option.label}</Select.ItemText>
                    <Select.ItemIndicator className="select__check" aria-hidden="true">
                      ✓
                    </Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </Field>
  );
}
