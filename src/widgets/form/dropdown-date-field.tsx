// Dropdown date (spec §5): native selects for day (01-31), month (01-12) and year (this year down
// to 1921), in the configured order. Native selects keep type-ahead and the phone's own picker.
import { DATE_PART_LABEL, DEFAULT_DATE_ORDER, datePartOrder, datePartsError } from './date-order';
import type { DateOrder, DatePart } from './date-order';
import { dayChoices, monthChoices, yearChoices } from './dropdown-date';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { useDateParts } from './use-date-parts';

export interface DropdownDateFieldProps extends FieldBaseProps {
  /** YYYY-MM-DD, or '' for no complete date. */
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
  readonly order?: DateOrder | undefined;
  /** Fixes "this year" (tests, previews of a past fieldwork period). */
  readonly today?: Date | undefined;
  /** The form name of each part, for a plain form post. */
  readonly partName?: ((part: DatePart) => string) | undefined;
}

export function DropdownDateField(props: DropdownDateFieldProps) {
  const { parts, setPart } = useDateParts(props.value, props.defaultValue, props.onChange);
  const { message, markTouched } = useFieldMessage(
    props,
    parts.day + parts.month + parts.year,
    datePartsError(parts),
  );
  const choices: Record<DatePart, string[]> = {
    day: dayChoices(),
    month: monthChoices(),
    year: yearChoices(props.today),
  };
  return (
    <Field {...props} kind="group" message={message} onGroupBlur={markTouched}>
      {(control) => (
        <span className="dropdown-date">
          {datePartOrder(props.order ?? DEFAULT_DATE_ORDER).map((part) => {
            const partId = `${control.id}-${part}`;
            return (
              <span className="dropdown-date__part" key={part}>
                <label className="split-date__label" htmlFor={partId}>
                  {DATE_PART_LABEL[part]}
                </label>
                <select
                  className="input native-select"
                  id={partId}
                  name={props.partName?.(part)}
                  value={parts[part]}
                  disabled={props.disabled}
                  aria-required={props.required || undefined}
                  aria-invalid={control.invalid || undefined}
                  onChange={(event) => setPart(part, event.target.value)}
                >
                  <option value="">{PLACEHOLDER[part]}</option>
                  {choices[part].map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              </span>
            );
          })}
        </span>
      )}
    </Field>
  );
}

const PLACEHOLDER = { day: 'DD', month: 'MM', year: 'YYYY' } as const satisfies Record<DatePart, string>;
