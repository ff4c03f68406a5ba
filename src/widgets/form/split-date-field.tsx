// Split date input (spec §5): day, month and year boxes in the configured order. Focus moves on
// once a part is settled; parts are padded on leaving; the value is YYYY-MM-DD or ''.
import { useRef } from 'react';
import {
  DATE_PART_LABEL,
  DATE_PART_LENGTH,
  DEFAULT_DATE_ORDER,
  datePartOrder,
  datePartsError,
  padDatePart,
} from './date-order';
import type { DateOrder, DatePart } from './date-order';
import { Field, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { acceptDatePartInput, shouldAdvanceDatePart } from './split-date';
import { useDateParts } from './use-date-parts';

export interface SplitDateFieldProps extends FieldBaseProps {
  /** YYYY-MM-DD, or '' for no complete date. */
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
  readonly order?: DateOrder | undefined;
  /** The form name of each part, for a plain form post. */
  readonly partName?: ((part: DatePart) => string) | undefined;
}

const PLACEHOLDER = { day: 'DD', month: 'MM', year: 'YYYY' } as const satisfies Record<DatePart, string>;

export function SplitDateField(props: SplitDateFieldProps) {
  const { parts, setPart } = useDateParts(props.value, props.defaultValue, props.onChange);
  const inputs = useRef<Partial<Record<DatePart, HTMLInputElement | null>>>({});
  const order = datePartOrder(props.order ?? DEFAULT_DATE_ORDER);
  const filled = parts.day + parts.month + parts.year;
  const { message, markTouched } = useFieldMessage(props, filled, datePartsError(parts));

  const edit = (part: DatePart, raw: string) => {
    const previous = parts[part];
    const text = acceptDatePartInput(part, raw, previous);
    const next = order[order.indexOf(part) + 1];
    if (next && text.length > previous.length && shouldAdvanceDatePart(part, text)) {
      setPart(part, padDatePart(part, text));
      inputs.current[next]?.focus();
      inputs.current[next]?.select();
    } else {
      setPart(part, text);
    }
  };

  return (
    <Field {...props} kind="group" message={message} onGroupBlur={markTouched}>
      {(control) => (
        <span className="split-date">
          {order.map((part) => {
            const partId = `${control.id}-${part}`;
            return (
              <span className={`split-date__part split-date__part--${part}`} key={part}>
                <label className="split-date__label" htmlFor={partId}>
                  {DATE_PART_LABEL[part]}
                </label>
                <input
                  ref={(element) => {
                    inputs.current[part] = element;
                  }}
                  className="input"
                  id={partId}
                  name={props.partName?.(part)}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={PLACEHOLDER[part]}
                  size={DATE_PART_LENGTH[part] + 1}
                  value={parts[part]}
                  disabled={props.disabled}
                  aria-required={props.required || undefined}
                  aria-invalid={control.invalid || undefined}
                  onChange={(event) => edit(part, event.target.value)}
                  onBlur={(event) => {
                    // The DOM value, not `parts`: when focus moves on in `edit`, this runs
                    // before the edit has rendered.
                    const current = event.target.value;
                    const padded = padDatePart(part, current);
                    if (padded !== current) setPart(part, padded);
                  }}
                />
              </span>
            );
          })}
        </span>
      )}
    </Field>
  );
}
