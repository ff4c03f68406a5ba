// Limits on a JSON body checked on its text, before it is parsed or a zod schema walks it: a
// 3,000-deep array would otherwise overflow the stack of any recursive reader (zod's z.json()
// among them) and answer 500, or be stored and break every client that reads it later.
import { z } from 'zod';

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

/** Limits on one free-form JSON field of a body. */
export interface JsonFieldLimits {
  /** Deepest nesting of objects and arrays inside the field (an object value is level 1). */
  readonly depth: number;
  /** Longest serialised form, in characters; omitted: only the body's size bounds it. */
  readonly length?: number;
}

/** The depth, measured without recursion before any recursive reader (z.json()) walks the value. */
const depthChecked = (limits: JsonFieldLimits) => z.unknown().superRefine((value, ctx) => {
  if (valueDepth(value, limits.depth) > limits.depth) ctx.addIssue({ code: 'custom', message: `Nests deeper than ${limits.depth} levels` });
});

const fitsLength = (limits: JsonFieldLimits) => (value: unknown) =>
  limits.length === undefined || JSON.stringify(value).length <= limits.length;
const lengthMessage = (limits: JsonFieldLimits) => `Longer than ${limits.length} characters as JSON`;

/**
 * A JSON value held to `limits`: no value can overflow the stack of z.json()'s recursive walk (a
 * RangeError, answered 500), whoever parses it (the server a body, the browser a reply), and
 * none is stored that would break the clients reading it later.
 */
export function boundedJson(limits: JsonFieldLimits) {
  return depthChecked(limits).pipe(z.json()).refine(fitsLength(limits), lengthMessage(limits));
}

/** A JSON object held to `limits`, with the fields of `shape` checked as declared. */
export function boundedJsonObject<S extends z.ZodRawShape = Record<never, never>>(limits: JsonFieldLimits, shape?: S) {
  const object = z.object((shape ?? {}) as S).catchall(z.json());
  return depthChecked(limits).pipe(object).refine(fitsLength(limits), lengthMessage(limits));
}
