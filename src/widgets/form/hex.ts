// Hex colour rule (spec §5, §9): six hex digits, stored lower-case without '#'.
export const HEX_LENGTH = 6;
export const DEFAULT_HEX = 'f1f3f5';
export const INVALID_HEX_MESSAGE = 'Invalid hex code';

const NON_HEX = /[^0-9a-f]/g;
const FULL_HEX = /^[0-9a-f]{6}$/i;

/** Keeps hex digits only, lower-cased and cut to six: used for typed and pasted text alike. */
export function sanitizeHex(text: string): string {
  return text.toLowerCase().replace(NON_HEX, '').slice(0, HEX_LENGTH);
}

export function isValidHex(value: string): boolean {
  return FULL_HEX.test(value);
}

/** On blur: empty is valid (no colour chosen); anything else must be six digits. */
export function hexError(value: string): string | null {
  return value === '' || isValidHex(value) ? null : INVALID_HEX_MESSAGE;
}
