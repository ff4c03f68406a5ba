import { kindDef, type Component, type ComponentKind, type NamedKind, type ParentRef } from './components/component';

/**
 * `base` followed by the lowest number from 1 whose name is not in `used` (compared without case,
 * since Q1 and q1 would collide in exports): Q1, Q2, then Q2 again once Q2 is gone.
 */
export function nextFreeName(base: string, used: Iterable<string>): string {
  const taken = new Set(Array.from(used, (name) => name.toLowerCase()));
  for (let n = 1; ; n++) {
    const name = `${base}${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** A question inside a grid is named after the grid: GD1_1, GD1_2, … */
export function nextGridQuestionName(gridName: string, used: Iterable<string>): string {
  return nextFreeName(`${gridName}_`, used);
}

/**
 * The generated name of a new component of `kind` under `parent`, among the survey's current
 * (non-deleted) components. Names must be unique survey-wide, except answer groups and answers,
 * which are numbered among their siblings (AG1, A1 … in each parent).
 */
export function generateName(components: readonly Component[], kind: NamedKind, parent: ParentRef | null): string {
  const def = kindDef(kind);
  if (def.namePrefix === null) throw new RangeError(`Kind ${kind} has no name prefix`);
  if (kind === 'question' && parent?.kind === 'grid') {
    const grid = components.find((c) => c.id === parent.id && c.kind === 'grid');
    if (!grid) throw new RangeError(`Grid ${parent.id} is not among the ${components.length} components`);
    return nextGridQuestionName(grid.name, components.map((c) => c.name));
  }
  const scope =
    def.nameScope === 'parent' ? components.filter((c) => c.kind === kind && c.parent?.id === parent?.id) : components;
  return nextFreeName(def.namePrefix, scope.map((c) => c.name));
}

export function isNamedKind(kind: ComponentKind): kind is NamedKind {
  return kindDef(kind).namePrefix !== null;
}
