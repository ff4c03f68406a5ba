// One field change at a path, shared by every operation that edits a record's fields (components,
// the survey, the intercept, e-mail tasks).
import { z } from 'zod';
import { deepEqual, getAt, setAt } from './paths';

/**
 * One field change at a path (['title'], ['default_language_data', 'question_text']). No `value`
 * removes the key. With `expect` the change applies only while the field still holds
 * `expect.value` (no `value` there: while absent) — how undo avoids overwriting someone's edit.
 */
export const fieldChangeSchema = z.object({
  path: z.array(z.string().min(1)).min(1),
  value: z.json().optional(),
  expect: z.object({ value: z.json().optional() }).optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** Applies the changes whose expectation holds; returns the new record and the changes applied. */
export function applyChanges(record: Readonly<Record<string, unknown>>, changes: readonly FieldChange[]) {
  let next: Record<string, unknown> = { ...record };
  const applied: FieldChange[] = [];
  for (const change of changes) {
    if (change.expect && !deepEqual(getAt(next, change.path), change.expect.value)) continue;
    next = setAt(next, change.path, change.value);
    applied.push(change);
  }
  return { next, applied };
}

/** Changes that take `after` back to `before`, each guarded by the value it had after. */
export function inverseChanges(before: Record<string, unknown>, after: Record<string, unknown>, applied: readonly FieldChange[]): FieldChange[] {
  const out: FieldChange[] = [];
  const covered = new Set<string>();
  for (const { path } of applied) {
    covered.add(path[0]!);
    const old = getAt(before, path);
    const now = getAt(after, path);
    if (deepEqual(old, now)) continue;
    out.push({ path, ...(old === undefined ? {} : { value: old }), expect: now === undefined ? {} : { value: now } } as FieldChange);
  }
  // Fields the schema changed on its own (defaults of a new answer_group_type …) go back too.
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (covered.has(key) || deepEqual(before[key], after[key])) continue;
    out.push({ path: [key], ...(before[key] === undefined ? {} : { value: before[key] }), expect: after[key] === undefined ? {} : { value: after[key] } } as FieldChange);
  }
  return out.reverse();
}
