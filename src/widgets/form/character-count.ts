// What the character counter shows (spec §5): with a minimum it counts down to 0 and then shows a
// tick; without one it shows count/max (or just the count when there is no max either).
export type CharacterCount =
  | { readonly kind: 'remaining'; readonly remaining: number }
  | { readonly kind: 'met' }
  | { readonly kind: 'count'; readonly count: number; readonly max: number | undefined };

export interface LengthLimits {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

export function characterCount(length: number, { min, max }: LengthLimits): CharacterCount {
  if (min !== undefined && min > 0) {
    const remaining = min - length;
    return remaining > 0 ? { kind: 'remaining', remaining } : { kind: 'met' };
  }
  return { kind: 'count', count: length, max };
}

/** The words a screen reader hears for a count. */
export function describeCharacterCount(count: CharacterCount): string {
  switch (count.kind) {
    case 'remaining':
      return `${count.remaining} more ${count.remaining === 1 ? 'character' : 'characters'} needed`;
    case 'met':
      return 'Minimum length reached';
    case 'count':
      return count.max === undefined
        ? `${count.count} characters`
        : `${count.count} of ${count.max} characters used`;
  }
}
