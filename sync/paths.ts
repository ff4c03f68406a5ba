// JSON values: deep equality and reading/writing at a path, without mutating the input.

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => deepEqual(item, other[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path`, or undefined when any step is missing. */
export function getAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * A copy of `value` with `path` set (undefined: removed). Objects on the way are copied, missing
 * ones created; everything off the path is shared with the input.
 */
export function setAt(value: Readonly<Record<string, unknown>>, path: readonly string[], next: unknown): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined) throw new RangeError('setAt needs a path of at least one key');
  const copy: Record<string, unknown> = { ...value };
  if (rest.length === 0) {
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    return copy;
  }
  const child = isRecord(value[key]) ? (value[key] as Record<string, unknown>) : {};
  copy[key] = setAt(child, rest, next);
  return copy;
}
