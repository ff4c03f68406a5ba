// One checkbox with its label beside it. Required means it must be ticked (e.g. an agreement).
import { Field, RequiredMarker, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { useControllable } from './use-controllable';

export interface CheckboxFieldProps extends FieldBaseProps {
  readonly checked?: boolean | undefined;
  readonly defaultChecked?: boolean | undefined;
  readonly onChange?: ((checked: boolean) => void) | undefined;
  readonly name?: string | undefined;
}

export function CheckboxField(props: CheckboxFieldProps) {
  const [checked, setChecked] = useControllable(props.checked, props.defaultChecked ?? false, props.onChange);
  const { message, markTouched } = useFieldMessage(props, checked);
  return (
    <Field {...props} kind="inline" message={message}>
      {(control) => (
        <span className="check">
          <input
            className="check__box"
            id={control.id}
            name={props.name}
            type="checkbox"
            checked={checked}
            disabled={props.disabled}
            aria-required={props.required || undefined}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onChange={(event) => setChecked(event.target.checked)}
            onBlur={markTouched}
          />
          <label className="check__label" id={control.labelId} htmlFor={control.id}>
            {props.label}
          </label>
          <RequiredMarker shown={props.required} />
        </span>
      )}
    </Field>
  );
}
