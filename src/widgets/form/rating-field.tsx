// Rating: a radio group drawn as icons (Radix RadioGroup, so arrows move and choose). Each icon is
// named by its choice ("3 of 5", or the answer's label).
import { RadioGroup } from 'radix-ui';
import { Field, leavesElement, useFieldMessage } from './field';
import type { FieldBaseProps } from './field';
import { DEFAULT_RATING_SIZE, isRatingIconActive, ratingScale } from './rating';
import type { RatingChoice, RatingIcon as RatingIconName } from './rating';
import { RatingIcon } from './rating-icon';
import { useControllable } from './use-controllable';

export interface RatingFieldProps extends FieldBaseProps {
  /** The choices; defaults to the scale 1 … count. */
  readonly choices?: readonly RatingChoice[] | undefined;
  readonly count?: number | undefined;
  readonly icon?: RatingIconName | undefined;
  /** Icon size in em (spec §3: default 2). */
  readonly size?: number | undefined;
  readonly value?: string | null | undefined;
  readonly defaultValue?: string | null | undefined;
  readonly onChange?: ((value: string) => void) | undefined;
}

export function RatingField(props: RatingFieldProps) {
  const [value, setValue] = useControllable<string | null>(props.value, props.defaultValue ?? null, (next) => {
    if (next !== null) props.onChange?.(next);
  });
  const { message, markTouched } = useFieldMessage(props, value);
  const choices = props.choices ?? ratingScale(props.count ?? 5);
  const icon = props.icon ?? 'star';
  const selectedIndex = choices.findIndex((choice) => choice.value === value);
  return (
    <Field {...props} kind="labelled" message={message}>
      {(control) => (
        <RadioGroup.Root
          className={`rating rating--${icon}`}
          id={control.id}
          style={{ fontSize: `${props.size ?? DEFAULT_RATING_SIZE}em` }}
          orientation="horizontal"
          value={value}
          onValueChange={setValue}
          disabled={props.disabled}
          aria-labelledby={control.labelId}
          aria-describedby={control.describedBy}
          aria-required={props.required || undefined}
          aria-invalid={control.invalid || undefined}
          onBlur={(event) => {
            if (leavesElement(event)) markTouched();
          }}
        >
          {choices.map((choice, index) => (
            <RadioGroup.Item
              key={choice.value}
              className="rating__item"
              value={choice.value}
              disabled={choice.disabled}
              aria-label={choice.label}
              title={choice.label}
              data-active={isRatingIconActive(index, selectedIndex, icon) || undefined}
            >
              <RatingIcon icon={icon} />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
    </Field>
  );
}
