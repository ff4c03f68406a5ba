// Single-line text. `type="number"` is the open-text flavour of spec §5: a text box that keeps only
// digits, '.' and '-' (the strict number input is NumberField).
import { keepNumericCharacters } from './numeric-text';
import { TextEntryField, type TextEntryProps } from './text-entry';

export interface TextFieldProps extends TextEntryProps {
  readonly type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'date' | undefined;
  readonly autoComplete?: string | undefined;
}

export function TextField(props: TextFieldProps) {
  const numeric = props.type === 'number';
  return (
    <TextEntryField
      {...props}
      render={(control, setValue) => (
        <input
          className="input"
          {...control}
          type={numeric ? 'text' : (props.type ?? 'text')}
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete={props.autoComplete}
          onChange={(event) => setValue(numeric ? keepNumericCharacters(event.target.value) : event.target.value)}
        />
      )}
    />
  );
}
