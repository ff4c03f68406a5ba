// Rating: a radio group drawn as icons (Radix RadioGroup, so arrows move and choose). Each icon is
// named by its choice ("3 of 5", or the answer's label).
import { RadioGroup } from 'radix-ui';
import { RadioRootField, type SingleChoiceProps } from './radio-root-field';
import { DEFAULT_RATING_SIZE, isRatingIconActive, ratingScale } from './rating';
import type { RatingChoice, RatingIcon as RatingIconName } from './rating';
import { RatingIcon } from './rating-icon';

export interface RatingFieldProps extends SingleChoiceProps {
  /** The choices; defaults to the scale 1 … count. */
  readonly choices?: readonly RatingChoice[] | undefined;
  readonly count?: number | undefined;
  readonly icon?: RatingIconName | undefined;
  /** Icon size in em (spec §3: default 2). */
  readonly size?: number | undefined;
}

export function RatingField(props: RatingFieldProps) {
  const choices = props.choices ?? ratingScale(props.count ?? 5);
  const icon = props.icon ?? 'star';
  return (
    <RadioRootField
      {...props}
      className={`rating rating--${icon}`}
      style={{ fontSize: `${props.size ?? DEFAULT_RATING_SIZE}em` }}
      orientation="horizontal"
      items={(_control, value) => {
        const selectedIndex = choices.findIndex((choice) => choice.value === value);
        return choices.map((choice, index) => (
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
        ));
      }}
    />
  );
}
