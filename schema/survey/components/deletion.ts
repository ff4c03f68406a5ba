// Whether a component is out of the survey, apart from common.ts's zod schemas: the routing walk
// uses it, and the respondent's browser bundle runs the walk without zod.
import type { ParentRef } from './common';

/** Deeper than any survey tree (group > grid > question > answer group > answer …). */
const MAX_TREE_DEPTH = 64;

/**
 * Whether a component is out of the survey: marked deleted itself or below one that is. `byId`
 * holds the survey's components so ancestors can be followed (a missing parent ends the walk).
 */
export function isDeletedInTree(component: { readonly deleted?: boolean; readonly parent: ParentRef | null }, byId: { get(id: string): { readonly deleted?: boolean; readonly parent: ParentRef | null } | undefined }): boolean {
  // A step bound instead of a visited set: trees are a few levels deep, and this runs for every
  // component of the largest survey on each change (a Set per call showed up in profiles). A
  // cycle (a corrupt tree) ends at the bound, as it ended at the first repeat before.
  let steps = 0;
  for (let current: typeof component | undefined = component; current; current = current.parent ? byId.get(current.parent.id) : undefined) {
    if (current.deleted) return true;
    if (!current.parent || ++steps > MAX_TREE_DEPTH) return false;
  }
  return false;
}
