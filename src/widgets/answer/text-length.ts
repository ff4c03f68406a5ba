// Length rule of open-text answers (spec §3 min, max). Empty text is left to the required rule.
import type { LengthLimits } from '../form/character-count';

export function textLengthError(text: string, { min, max }: LengthLimits): string | null {
  if (text === '') return null;
  if (min !== undefined && text.length < min) return `Enter at least ${min} characters`;
  if (max !== undefined && text.length > max) return `Enter no more than ${max} characters`;
  return null;
}
