// The required rule shared by every input (spec §5): one default message, overridable per field.
export const DEFAULT_REQUIRED_MESSAGE = 'This field is required';

/** Empty means nothing a respondent or author entered: null, blank text, no items, unchecked. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The message to show for a required field left empty, or null when the rule holds. */
export function requiredError(value: unknown, required: boolean | undefined, message?: string): string | null {
  if (!required || !isEmptyValue(value)) return null;
  return message ?? DEFAULT_REQUIRED_MESSAGE;
}
