/** What the code rule needs to know of an answer's siblings. */
export interface CodedSibling {
  readonly code: string;
  /** Marked for deletion: its code is free again. */
  readonly deleted?: boolean;
}

/** The integer a code stands for, or null for codes such as "A" or "1.5". */
function numericCode(code: string): number | null {
  const trimmed = code.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The code of a new answer placed at `position` (0-based) among `siblings` (the other answers of
 * its answer group): the first number from position + 1 up that no sibling still being kept uses.
 * So answers added in order get 1, 2, 3 …, and an answer inserted between 1 and 2 gets 3.
 */
export function nextAnswerCode(siblings: readonly CodedSibling[], position: number): string {
  if (!Number.isInteger(position) || position < 0 || position > siblings.length) {
    throw new RangeError(`Answer position ${position} is outside 0..${siblings.length}`);
  }
  const used = new Set<number>();
  for (const sibling of siblings) {
    const n = sibling.deleted ? null : numericCode(sibling.code);
    if (n !== null) used.add(n);
  }
  let code = position + 1;
  while (used.has(code)) code++;
  return String(code);
}
