// Open text of type number (spec §5) keeps digits, '.' and '-' only; the number input has
// stricter rules of its own (see number.ts).
export function keepNumericCharacters(text: string): string {
  return text.replace(/[^0-9.-]/g, '');
}
