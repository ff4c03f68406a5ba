// Dropdown date choices (spec §5, §9): days 01-31, months 01-12, years from this year to 1921.
export const OLDEST_YEAR = 1921;

const twoDigits = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => String(index + 1).padStart(2, '0'));

export function dayChoices(): string[] {
  return twoDigits(31);
}

export function monthChoices(): string[] {
  return twoDigits(12);
}

/** Newest first: respondents mostly pick recent years. `today` is passed in so tests stay fixed. */
export function yearChoices(today: Date = new Date()): string[] {
  const current = today.getFullYear();
  return Array.from({ length: Math.max(current - OLDEST_YEAR + 1, 0) }, (_, index) => String(current - index));
}
