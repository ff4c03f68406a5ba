// Limits on a JSON body checked on its text, before it is parsed or a zod schema walks it: a
// 3,000-deep array would otherwise overflow the stack of any recursive reader (zod's z.json()
// among them) and answer 500, or be stored and break every client that reads it later.

export interface BodyLimits {
  /** Largest body in bytes. */
  readonly bytes: number;
  /** Deepest nesting of objects and arrays (the body itself is level 1). */
  readonly depth: number;
}

export const defaultBodyLimits: BodyLimits = { bytes: 1_000_000, depth: 32 };

/** The deepest nesting of `[` and `{` in JSON text, ignoring brackets inside strings. Stops
 *  counting once past `stopAt`, so a hostile body costs one pass at most. */
export function jsonDepth(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAt) return deepest;
      }
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return deepest;
}

/** The depth of an already parsed value (for bodies that did not arrive as text). */
export function valueDepth(value: unknown, stopAt = Number.POSITIVE_INFINITY): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 1;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) {
      deepest = depth;
      if (deepest > stopAt) return deepest;
    }
    for (const child of Object.values(node as object)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}
