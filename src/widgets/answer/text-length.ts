// Length rule of open-text answers (spec §3 min, max). Empty text is left to the required rule.
import type { LengthLimits } from '../form/character-count';
import { isNumberText } from '../form/numeric-text';

export function textLengthError(text: string, { min, max }: LengthLimits): string | null {
  if (text === '') return null;
  if (min !== undefined && text.length < min) return `Enter at least ${min} characters`;
  if (max !== undefined && text.length > max) return `Enter no more than ${max} characters`;
  return null;
}

/** An open-text answer's rule: a number when its type is number (spec §5), then its length. */
export function openTextError(text: string, limits: LengthLimits, type: 'text' | 'number' = 'text'): string | null {
  if (type === 'number' && text !== '' && !isNumberText(text)) return 'Enter a number';
  return textLengthError(text, limits);
}
