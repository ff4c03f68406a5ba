// A plain HTML form's body (`application/x-www-form-urlencoded`), as the server hands it to a
// record's `body` schema: the entries in the order posted, names repeated where the form repeats
// them (checkboxes). The record declares how many entries and how long a name or value may be, so
// a posted form is held to limits the way a JSON body is held to its depth.
import { z } from 'zod';

export interface FormLimits {
  /** Most entries in one post. */
  readonly fields: number;
  /** Longest name and value, in characters. */
  readonly nameLength: number;
  readonly valueLength: number;
}

/** A form's entries, checked against `limits`; each problem names the limit it broke. */
export function formEntries(limits: FormLimits) {
  return z.array(z.tuple([
    z.string().max(limits.nameLength, `A field name must be at most ${limits.nameLength} characters`),
    z.string().max(limits.valueLength, `A field value must be at most ${limits.valueLength} characters`),
  ]), { error: 'The body must be a form (application/x-www-form-urlencoded)' })
    .max(limits.fields, `A form may post at most ${limits.fields} fields`);
}

export type FormEntries = readonly (readonly [string, string])[];

/** The first value posted under `name`, or undefined. */
export function formValue(entries: FormEntries, name: string): string | undefined {
  return entries.find(([entry]) => entry === name)?.[1];
}
