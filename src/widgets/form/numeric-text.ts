// Open text of type number (spec §5) keeps digits, '.' and '-' only; the number input has
// stricter rules of its own (see number.ts).
export function keepNumericCharacters(text: string): string {
  return text.replace(/[^0-9.-]/g, '');
}

/**
 * Whether text kept to those characters reads as one number ("-1.5", "3.", ".5"): the filter keeps
 * "1..2--" for the author to fix, so the answer is checked as well.
 */
export function isNumberText(text: string): boolean {
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text);
}
