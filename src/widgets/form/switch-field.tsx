// An on/off switch on Radix Switch (role=switch, Space toggles), label beside it.
import { Switch } from 'radix-ui';
import { Field, RequiredMarker, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { useControllable } from './use-controllable';
import './switch-field.css';

export interface SwitchFieldProps extends FieldBaseProps {
  readonly checked?: boolean | undefined;
  readonly defaultChecked?: boolean | undefined;
  readonly onChange?: ((checked: boolean) => void) | undefined;
}

export function SwitchField(props: SwitchFieldProps) {
  const [checked, setChecked] = useControllable(props.checked, props.defaultChecked ?? false, props.onChange);
  const { message, markTouched } = useFieldMessage(props, checked);
  return (
    <Field {...props} kind="inline" message={message}>
      {(control) => (
        <span className="switch">
          <Switch.Root
            className="switch__root"
            id={control.id}
            checked={checked}
            onCheckedChange={setChecked}
            disabled={props.disabled}
            aria-required={props.required || undefined}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onBlur={markTouched}
          >
            <Switch.Thumb className="switch__thumb" />
          </Switch.Root>
          <label className="switch__label" id={control.labelId} htmlFor={control.id}>
            {props.label}
          </label>
          <RequiredMarker shown={props.required} />
        </span>
      )}
    </Field>
  );
}
