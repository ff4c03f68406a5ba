// Single-line text. `type="number"` is the open-text flavour of spec §5: a text box that keeps only
// digits, '.' and '-' (the strict number input is NumberField).
import { CharacterCounter } from './character-counter';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { keepNumericCharacters } from './numeric-text';
import { useControllable } from './use-controllable';

export interface TextFieldProps extends FieldBaseProps {
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
  readonly onBlur?: (() => void) | undefined;
  readonly type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'date' | undefined;
  readonly placeholder?: string | undefined;
  readonly minLength?: number | undefined;
  readonly maxLength?: number | undefined;
  /** Shows the character counter under the box (spec §5). */
  readonly characterCounter?: boolean | undefined;
  /** A rule of the caller, run on the value once the field shows messages. */
  readonly validate?: ((value: string) => string | null) | undefined;
  readonly autoComplete?: string | undefined;
  readonly name?: string | undefined;
}

export function TextField(props: TextFieldProps) {
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? '', props.onChange);
  const { message, markTouched } = useFieldMessage(props, value, props.validate?.(value) ?? null);
  const numeric = props.type === 'number';
  return (
    <Field {...props} message={message}>
      {(control) => {
        const counterId = `${control.id}-counter`;
        const describedBy = [control.describedBy, props.characterCounter ? counterId : null].filter(Boolean);
        return (
          <>
            <input
              className="input"
              id={control.id}
              name={props.name}
              type={numeric ? 'text' : (props.type ?? 'text')}
              inputMode={numeric ? 'decimal' : undefined}
              value={value}
              placeholder={props.placeholder}
              minLength={props.minLength}
              maxLength={props.maxLength}
              autoComplete={props.autoComplete}
              disabled={props.disabled}
              aria-required={props.required || undefined}
              aria-invalid={control.invalid || undefined}
              aria-describedby={describedBy.join(' ') || undefined}
              onChange={(event) =>
                setValue(numeric ? keepNumericCharacters(event.target.value) : event.target.value)
              }
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
