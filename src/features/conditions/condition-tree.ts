// Pure edits of a condition tree (spec §5 condition builder): add, group, duplicate, delete and
// reorder items, change a group's AND/OR, and change one condition. An item is named by its path
// of indices from the root group; every edit returns a new tree and leaves the old one untouched.
import type { Condition, ConditionGroup, ConditionNode, ConditionOperator } from '../../../schema';

export type Path = readonly number[];

export const newCondition = (): Condition => ({ kind: 'condition', question_id: '', negate: false, fn: 'answered', answers: [] });
export const newGroup = (operator: ConditionOperator = 'and'): ConditionGroup => ({ kind: 'group', operator, items: [] });

/** Replaces the group at `path` with `edit(group)`. */
function editGroup(root: ConditionGroup, path: Path, edit: (group: ConditionGroup) => ConditionGroup): ConditionGroup {
  if (path.length === 0) return edit(root);
  const [index, ...rest] = path as [number, ...number[]];
  const child = root.items[index];
  if (child?.kind !== 'group') throw new RangeError(`No group at index ${index} of path [${path.join(', ')}]`);
  return { ...root, items: root.items.map((item, i) => (i === index ? editGroup(child, rest, edit) : item)) };
}

function split(path: Path): { parent: Path; index: number } {
  if (path.length === 0) throw new RangeError('The root group cannot be removed, moved or duplicated');
  return { parent: path.slice(0, -1), index: path[path.length - 1] as number };
}

export function nodeAt(root: ConditionGroup, path: Path): ConditionNode | undefined {
  let node: ConditionNode | undefined = root;
  for (const index of path) node = node?.kind === 'group' ? node.items[index] : undefined;
  return node;
}

export function addItem(root: ConditionGroup, groupPath: Path, item: ConditionNode): ConditionGroup {
  return editGroup(root, groupPath, (group) => ({ ...group, items: [...group.items, item] }));
}

export function removeItem(root: ConditionGroup, path: Path): ConditionGroup {
  const { parent, index } = split(path);
  return editGroup(root, parent, (group) => ({ ...group, items: group.items.filter((_, i) => i !== index) }));
}

/** Puts a copy right below the original. */
export function duplicateItem(root: ConditionGroup, path: Path): ConditionGroup {
  const { parent, index } = split(path);
  return editGroup(root, parent, (group) => {
    const item = group.items[index];
    if (!item) return group;
    return { ...group, items: [...group.items.slice(0, index + 1), structuredClone(item), ...group.items.slice(index + 1)] };
  });
}

/** Moves an item up (-1) or down (+1) among its siblings; conditions are evaluated top to bottom. */
export function moveItem(root: ConditionGroup, path: Path, delta: -1 | 1): ConditionGroup {
  const { parent, index } = split(path);
  return editGroup(root, parent, (group) => {
    const target = index + delta;
    if (target < 0 || target >= group.items.length) return group;
    const items = [...group.items];
    [items[index], items[target]] = [items[target] as ConditionNode, items[index] as ConditionNode];
    return { ...group, items };
  });
}

export function setOperator(root: ConditionGroup, groupPath: Path, operator: ConditionOperator): ConditionGroup {
  return editGroup(root, groupPath, (group) => ({ ...group, operator }));
}

export function updateCondition(root: ConditionGroup, path: Path, patch: Partial<Omit<Condition, 'kind'>>): ConditionGroup {
  const { parent, index } = split(path);
  return editGroup(root, parent, (group) => ({
    ...group,
    items: group.items.map((item, i) => {
      if (i !== index) return item;
      if (item.kind !== 'condition') throw new RangeError(`Item at path [${path.join(', ')}] is a group, not a condition`);
      // A cleared value is removed, not kept as undefined: stored conditions are plain JSON.
      const next: Record<string, unknown> = { ...item, ...patch };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next as Condition;
    }),
  }));
}

/** Counts the conditions (not groups) in a tree. */
export function conditionCount(node: ConditionNode | null): number {
  if (!node) return 0;
  return node.kind === 'condition' ? 1 : node.items.reduce((n, item) => n + conditionCount(item), 0);
}
