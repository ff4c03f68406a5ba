// Shows how far a text is from its minimum (counting down, then a tick) or its count against the
// maximum. The visible text is terse; screen readers get a sentence via the element's id, which the
// text control lists in aria-describedby.
import { characterCount, describeCharacterCount } from './character-count';
import type { LengthLimits } from './character-count';
import './form.css';

export interface CharacterCounterProps extends LengthLimits {
  readonly length: number;
  readonly id?: string | undefined;
}

export function CharacterCounter({ length, min, max, id }: CharacterCounterProps) {
  const count = characterCount(length, { min, max });
  const visible =
    count.kind === 'remaining'
      ? String(count.remaining)
      : count.kind === 'met'
        ? '✓'
        : count.max === undefined
          ? String(count.count)
          : `${count.count}/${count.max}`;
  return (
    <span className={`counter counter--${count.kind}`} id={id} data-testid="character-counter">
      <span aria-hidden="true">{visible}</span>
      <span className="form-sr-only">{describeCharacterCount(count)}</span>
    </span>
  );
}
