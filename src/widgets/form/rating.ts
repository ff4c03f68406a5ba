// Rating scale rules. "Size" is the icon size in em (spec §3: rating default size 2), the number
// of icons is the number of choices.
export const RATING_ICONS = ['star', 'thumbs-up', 'face-smile'] as const;
export type RatingIcon = (typeof RATING_ICONS)[number];
export const DEFAULT_RATING_SIZE = 2;

export interface RatingChoice {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean | undefined;
}

/** Choices "1" … "count", each named "n of count" for screen readers. */
export function ratingScale(count: number): RatingChoice[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Rating scale needs a whole number of choices >= 1, got ${count}`);
  }
  return Array.from({ length: count }, (_, index) => ({
    value: String(index + 1),
    label: `${index + 1} of ${count}`,
  }));
}

/**
 * Stars fill up to the chosen one (a score); thumbs and faces are separate choices, so only the
 * chosen one lights up.
 */
export function isRatingIconActive(index: number, selectedIndex: number, icon: RatingIcon): boolean {
  if (selectedIndex < 0) return false;
  return icon === 'star' ? index <= selectedIndex : index === selectedIndex;
}
