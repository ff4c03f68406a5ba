// What a one-line text box and a text area share: a controllable value, the caller's rule, the
// touched-on-blur message and the optional character counter (spec §5). Each field renders only
// its own element from the attributes handed to it.
import type { ReactNode } from 'react';
import { CharacterCounter } from './character-counter';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { useControllable } from './use-controllable';

export interface TextEntryProps extends FieldBaseProps {
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
  readonly onBlur?: (() => void) | undefined;
  readonly placeholder?: string | undefined;
  readonly minLength?: number | undefined;
  readonly maxLength?: number | undefined;
  /** Shows the character counter under the box (spec §5). */
  readonly characterCounter?: boolean | undefined;
  /** A rule of the caller, run on the value once the field shows messages. */
  readonly validate?: ((value: string) => string | null) | undefined;
  readonly name?: string | undefined;
}

/** The attributes both elements take, already tied to the field's label, messages and counter. */
export interface TextEntryControl {
  readonly id: string;
  readonly name: string | undefined;
  readonly value: string;
  readonly placeholder: string | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  readonly disabled: boolean | undefined;
  readonly 'aria-required': true | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly onBlur: () => void;
}

export function TextEntryField(props: TextEntryProps & {
  readonly render: (control: TextEntryControl, setValue: (value: string) => void) => ReactNode;
}) {
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? '', props.onChange);
  const { message, markTouched } = useFieldMessage(props, value, props.validate?.(value) ?? null);
  return (
    <Field {...props} message={message}>
      {(field) => {
        const counterId = `${field.id}-counter`;
        const describedBy = [field.describedBy, props.characterCounter ? counterId : null].filter(Boolean);
        const control: TextEntryControl = {
          id: field.id,
          name: props.name,
          value,
          placeholder: props.placeholder,
          minLength: props.minLength,
          maxLength: props.maxLength,
          disabled: props.disabled,
          'aria-required': props.required || undefined,
          'aria-invalid': field.invalid || undefined,
          'aria-describedby': describedBy.join(' ') || undefined,
          onBlur: () => {
            markTouched();
            props.onBlur?.();
          },
        };
        return (
          <>
            {props.render(control, setValue)}
            {props.characterCounter ? (
              <CharacterCounter id={counterId} length={value.length} min={props.minLength} max={props.maxLength} />
            ) : null}
          </>
        );
      }}
    </Field>
  );
}
