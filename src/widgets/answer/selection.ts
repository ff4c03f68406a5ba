// Choosing answers (spec §3, §5): exclusive answers, min/max for multi, and the 'other' boxes.
import { DEFAULT_REQUIRED_MESSAGE } from '../form/required';
import type { AnswerOption, MultiAnswerValue, OtherTexts, SingleAnswerValue } from './answer-option';

export interface SelectionLimits {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

const isExclusive = (options: readonly AnswerOption[], code: string): boolean =>
  options.some((option) => option.code === code && option.exclusive === true);

/** Codes kept in the order the answers are shown, so the stored value does not depend on clicks. */
const inOptionOrder = (options: readonly AnswerOption[], codes: readonly string[]): string[] =>
  options.filter((option) => codes.includes(option.code)).map((option) => option.code);

/** Whether an unchosen answer can be chosen now: max reached blocks all but exclusive answers. */
export function canChoose(
  codes: readonly string[],
  code: string,
  options: readonly AnswerOption[],
  max?: number,
): boolean {
  if (codes.includes(code) || isExclusive(options, code)) return true;
  const counted = codes.filter((chosen) => !isExclusive(options, chosen));
  return max === undefined || counted.length < max;
}

/**
 * The codes after a click: a chosen answer is unchosen; an exclusive answer clears every other;
 * any other answer clears the exclusive ones. Beyond max, the click does nothing.
 */
export function toggleMultiCode(
  codes: readonly string[],
  code: string,
  options: readonly AnswerOption[],
  max?: number,
): string[] {
  if (codes.includes(code)) return codes.filter((chosen) => chosen !== code);
  if (isExclusive(options, code)) return [code];
  const kept = codes.filter((chosen) => !isExclusive(options, chosen));
  if (max !== undefined && kept.length >= max) return [...codes];
  return inOptionOrder(options, [...kept, code]);
}

/** Drops the 'other' text of answers no longer chosen. */
export function pruneOtherTexts(other: OtherTexts, codes: readonly string[]): OtherTexts {
  return Object.fromEntries(Object.entries(other).filter(([code]) => codes.includes(code)));
}

export function selectionHint({ min, max }: SelectionLimits): string | null {
  if (min !== undefined && max !== undefined) return min === max ? `Choose ${min}` : `Choose ${min} to ${max}`;
  if (min !== undefined) return `Choose at least ${min}`;
  if (max !== undefined) return `Choose up to ${max}`;
  return null;
}

export interface AnswerErrors {
  /** About the group: required, too few. */
  readonly group: string | null;
  /** Empty required 'other' boxes, by answer code. */
  readonly other: Readonly<Record<string, string>>;
}

export interface RequiredRule {
  readonly required?: boolean | undefined;
  readonly requiredMessage?: string | undefined;
}

function otherErrors(options: readonly AnswerOption[], codes: readonly string[], other: OtherTexts) {
  const errors: Record<string, string> = {};
  for (const option of options) {
    const missing = (other[option.code] ?? '').trim() === '';
    if (option.other && option.other_required && codes.includes(option.code) && missing) {
      errors[option.code] = option.other_error_message ?? DEFAULT_REQUIRED_MESSAGE;
    }
  }
  return errors;
}

export function singleAnswerErrors(
  value: SingleAnswerValue,
  options: readonly AnswerOption[],
  rule: RequiredRule,
): AnswerErrors {
  const codes = value.code === null ? [] : [value.code];
  const group = rule.required && value.code === null ? (rule.requiredMessage ?? DEFAULT_REQUIRED_MESSAGE) : null;
  return { group, other: otherErrors(options, codes, value.other) };
}

/** An exclusive choice ("None of these") answers the question whatever the minimum. */
export function multiAnswerErrors(
  value: MultiAnswerValue,
  options: readonly AnswerOption[],
  rule: RequiredRule & SelectionLimits,
): AnswerErrors {
  const count = value.codes.length;
  const exclusive = value.codes.some((code) => isExclusive(options, code));
  let group: string | null = null;
  if (rule.required && count === 0) group = rule.requiredMessage ?? DEFAULT_REQUIRED_MESSAGE;
  else if (count > 0 && !exclusive && rule.min !== undefined && count < rule.min) {
    group = `Choose at least ${rule.min}`;
  } else if (rule.max !== undefined && count > rule.max) group = `Choose no more than ${rule.max}`;
  return { group, other: otherErrors(options, value.codes, value.other) };
}
