// Number input rules (spec §5). The text a person types is kept apart from the number it means:
// "-", "." and "3." are legitimate half-typed states that have no number yet.
export interface NumberRules {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /** Decimal places allowed; 0 (the default) forbids the period. */
  readonly decimalPlaces?: number | undefined;
}

const allowsMinus = (rules: NumberRules): boolean => rules.min === undefined || rules.min < 0;

/**
 * Keeps digits; one period only when decimal places > 0; a minus only in first place and only
 * when min is unset or negative; decimals beyond the configured places are cut. Used for typed and
 * pasted text alike.
 */
export function sanitizeNumberText(text: string, rules: NumberRules): string {
  const places = rules.decimalPlaces ?? 0;
  let out = '';
  let seenPeriod = false;
  let decimals = 0;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (seenPeriod && decimals >= places) continue;
      if (seenPeriod) decimals += 1;
      out += char;
    } else if (char === '.' && places > 0 && !seenPeriod) {
      seenPeriod = true;
      out += char;
    } else if (char === '-' && out === '' && allowsMinus(rules)) {
      out += char;
    }
  }
  return out;
}

export function clampNumber(value: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && max !== undefined && min > max) {
    throw new RangeError(`Number bounds are crossed: min ${min} > max ${max}`);
  }
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

/** Cuts (never rounds) to the given places, working on the decimal text to avoid float drift. */
export function truncateDecimals(value: number, places: number): number {
  const text = String(value);
  if (text.includes('e')) return Math.trunc(value * 10 ** places) / 10 ** places;
  const [whole = '0', fraction = ''] = text.split('.');
  const cut = fraction.slice(0, places);
  const result = Number(cut === '' ? whole : `${whole}.${cut}`);
  return Object.is(result, -0) ? 0 : result;
}

/** The number a text means, truncated and clamped; null for empty or half-typed text. */
export function parseNumberText(text: string, rules: NumberRules): number | null {
  if (/^-?\.?$/.test(text)) return null;
  const value = Number(text);
  if (Number.isNaN(value)) return null;
  return clampNumber(truncateDecimals(value, rules.decimalPlaces ?? 0), rules.min, rules.max);
}

/**
 * On blur: a lone '-' or '.' is cleared; '0.', '-0' and '-0.' become '0'; a trailing '.' goes.
 */
export function settleNumberText(text: string): string {
  if (text === '-' || text === '.' || text === '-.') return '';
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  return /^-0*$/.test(trimmed) ? '0' : trimmed;
}

/**
 * While typing, snaps to a bound only once no further digit could come back into range: appending
 * digits only grows a positive text and only shrinks a negative one. So with min 10 a person can
 * still type "1" on the way to "15", while "1000" with max 100 snaps at once.
 */
export function snapWhileTyping(text: string, rules: NumberRules): string {
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) return text;
  const negative = text.startsWith('-');
  if (!negative && rules.max !== undefined && value > rules.max) return String(rules.max);
  if (negative && rules.min !== undefined && value < rules.min) return String(rules.min);
  return text;
}

export function numberToText(value: number | null): string {
  return value === null ? '' : String(value);
}
