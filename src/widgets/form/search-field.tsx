// Search box: type=search (role searchbox), Enter searches, Escape or the clear button empties it.
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { useControllable } from './use-controllable';
import './search-field.css';

export interface SearchFieldProps extends FieldBaseProps {
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
  /** Enter pressed: search now rather than as-you-type. */
  readonly onSearch?: ((value: string) => void) | undefined;
  readonly placeholder?: string | undefined;
}

export function SearchField(props: SearchFieldProps) {
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? '', props.onChange);
  const { message, markTouched } = useFieldMessage(props, value);
  return (
    <Field {...props} message={message}>
      {(control) => (
        <span className="search">
          <input
            className="input input--search"
            id={control.id}
            type="search"
            value={value}
            placeholder={props.placeholder ?? 'Search'}
            disabled={props.disabled}
            aria-required={props.required || undefined}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onChange={(event) => setValue(event.target.value)}
            onBlur={markTouched}
            onKeyDown={(event) => {
              if (event.key === 'Enter') props.onSearch?.(value);
              if (event.key === 'Escape' && value !== '') setValue('');
            }}
          />
          {value !== '' && !props.disabled ? (
            <button type="button" className="search__clear" aria-label="Clear search" onClick={() => setValue('')}>
              ×
            </button>
          ) : null}
        </span>
      )}
    </Field>
  );
}
