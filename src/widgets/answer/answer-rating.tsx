// A rating answer (spec §3): icons that are native radios underneath (visually hidden inside
// each icon's label), so arrows move and choose, the chosen one posts with a plain form before
// (or without) scripts, and no radio-group library enters the respondent's bundle.
import { Field, leavesElement, useFieldMessage, type FieldBaseProps } from '../form/field';
import { isRatingIconActive, type RatingChoice, type RatingIcon as RatingIconName } from '../form/rating';
import { RatingIcon } from '../form/rating-icon';

export interface AnswerRatingProps extends FieldBaseProps {
  readonly choices: readonly RatingChoice[];
  readonly icon: RatingIconName;
  /** Icon size in em (spec §3). */
  readonly size: number;
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  /** The form name of the chosen value; without one the group names itself (arrow keys need a name). */
  readonly name?: string | undefined;
}

export function AnswerRating(props: AnswerRatingProps) {
  const { choices, icon, value } = props;
  const { message, markTouched } = useFieldMessage(props, value);
  const selectedIndex = choices.findIndex((choice) => choice.value === value);
  return (
    <Field {...props} kind="labelled" message={message}>
      {(control) => (
        <div
          className={`rating rating--${icon}`}
          id={control.id}
          role="radiogroup"
          style={{ fontSize: `${props.size}em` }}
          aria-labelledby={control.labelId}
          aria-describedby={control.describedBy}
          aria-required={props.required || undefined}
          aria-invalid={control.invalid || undefined}
          onBlur={(event) => {
            if (leavesElement(event)) markTouched();
          }}
        >
          {choices.map((choice, index) => (
            <label
              key={choice.value}
              className="rating__item answer-rating__item"
              title={choice.label}
              data-active={isRatingIconActive(index, selectedIndex, icon) || undefined}
            >
              <input
                className="visually-hidden"
                type="radio"
                name={props.name ?? control.id}
                value={choice.value}
                checked={choice.value === value}
                disabled={props.disabled || choice.disabled}
                aria-label={choice.label}
                onChange={() => props.onChange(choice.value)}
              />
              <RatingIcon icon={icon} />
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
