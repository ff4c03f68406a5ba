// Multi-line text; four rows unless told otherwise (spec §3 open text).
import { CharacterCounter } from './character-counter';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { useControllable } from './use-controllable';

export const DEFAULT_TEXTAREA_ROWS = 4;

export interface TextAreaFieldProps extends FieldBaseProps {
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
  readonly onBlur?: (() => void) | undefined;
  readonly rows?: number | undefined;
  readonly placeholder?: string | undefined;
  readonly minLength?: number | undefined;
  readonly maxLength?: number | undefined;
  readonly characterCounter?: boolean | undefined;
  readonly validate?: ((value: string) => string | null) | undefined;
  readonly name?: string | undefined;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? '', props.onChange);
  const { message, markTouched } = useFieldMessage(props, value, props.validate?.(value) ?? null);
  return (
    <Field {...props} message={message}>
      {(control) => {
        const counterId = `${control.id}-counter`;
        const describedBy = [control.describedBy, props.characterCounter ? counterId : null].filter(Boolean);
        return (
          <>
            <textarea
              className="input input--multiline"
              id={control.id}
              name={props.name}
              rows={props.rows ?? DEFAULT_TEXTAREA_ROWS}
              value={value}
              placeholder={props.placeholder}
              minLength={props.minLength}
              maxLength={props.maxLength}
              disabled={props.disabled}
              aria-required={props.required || undefined}
              aria-invalid={control.invalid || undefined}
              aria-describedby={describedBy.join(' ') || undefined}
              onChange={(event) => setValue(event.target.value)}
              onBlur={() => {
                markTouched();
                props.onBlur?.();
              }}
            />
            {props.characterCounter ? (
              <CharacterCounter id={counterId} length={value.length} min={props.minLength} max={props.maxLength} />
            ) : null}
          </>
        );
      }}
    </Field>
  );
}
