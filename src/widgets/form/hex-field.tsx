// Hex colour (spec §5): six hex digits without '#', a swatch, and the native colour picker as a
// second way in. Typed and pasted text go through the same sanitiser.
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { DEFAULT_HEX, HEX_LENGTH, hexError, isValidHex, sanitizeHex } from './hex';
import { useControllable } from './use-controllable';
import './hex-field.css';

export interface HexFieldProps extends FieldBaseProps {
  /** Lower-case hex digits without '#'. */
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
}

export function HexField(props: HexFieldProps) {
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? DEFAULT_HEX, props.onChange);
  const { message, markTouched } = useFieldMessage(props, value, hexError(value));
  const valid = isValidHex(value);
  return (
    <Field {...props} message={message}>
      {(control) => (
        <span className="hex">
          <span
            className={`hex__swatch${valid ? '' : ' hex__swatch--empty'}`}
            style={valid ? { backgroundColor: `#${value}` } : undefined}
            data-testid="hex-swatch"
            aria-hidden="true"
          />
          <span className="hex__hash" aria-hidden="true">
            #
          </span>
          <input
            className="input input--hex"
            id={control.id}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            size={HEX_LENGTH + 1}
            value={value}
            disabled={props.disabled}
            aria-required={props.required || undefined}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onChange={(event) => setValue(sanitizeHex(event.target.value))}
            onPaste={(event) => {
              // Paste replaces the selection with the pasted hex digits, then the whole is cut to six.
              event.preventDefault();
              const input = event.currentTarget;
              const start = input.selectionStart ?? value.length;
              const end = input.selectionEnd ?? value.length;
              const pasted = event.clipboardData.getData('text');
              setValue(sanitizeHex(value.slice(0, start) + sanitizeHex(pasted) + value.slice(end)));
            }}
            onBlur={markTouched}
          />
          <input
            className="hex__picker"
            type="color"
            aria-label="Colour picker"
            value={`#${valid ? value : DEFAULT_HEX}`}
            disabled={props.disabled}
            onChange={(event) => setValue(sanitizeHex(event.target.value))}
          />
        </span>
      )}
    </Field>
  );
}
