// A version's flat component list as a tree: children of each parent, siblings by `order`. Built
// once per version (or per answer in the preview) so that every later lookup costs the children
// asked for, never the survey.
import type { Component, ComponentOf } from '../components/component';
import type { ComponentKind } from '../components/common';

/** Key of the survey root in the children map. */
export const ROOT = '';

export type ChildrenMap = ReadonlyMap<string, readonly Component[]>;

/** Children by parent id (ROOT for root components), each list sorted by order then name. */
export function childrenByParent(components: readonly Component[]): ChildrenMap {
  const map = new Map<string, Component[]>();
  for (const component of components) {
    const key = component.parent?.id ?? ROOT;
    const siblings = map.get(key);
    if (siblings) siblings.push(component);
    else map.set(key, [component]);
  }
  for (const siblings of map.values()) {
    siblings.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
  return map;
}

/** The children of `parentId` of one kind, in order. */
export function childrenOfKind<K extends ComponentKind>(tree: ChildrenMap, parentId: string, kind: K): ComponentOf<K>[] {
  return (tree.get(parentId) ?? []).filter((child): child is ComponentOf<K> => child.kind === kind);
}

/** Every component under `rootId` (root excluded) in tree order: parent first, siblings by order. */
export function inTreeOrder(tree: ChildrenMap, rootId: string = ROOT): Component[] {
  const out: Component[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string) => {
    for (const child of tree.get(parentId) ?? []) {
      // A parent cycle in a broken draft must not hang the caller.
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      out.push(child);
      walk(child.id);
    }
  };
  walk(rootId);
  return out;
}

/**
 * The answer groups a question is answered with: its own, or for a question in a grid the grid's
 * (a grid's answer groups are its columns, shared by every row).
 */
export function answerGroupsOf(tree: ChildrenMap, question: ComponentOf<'question'>): ComponentOf<'answer_group'>[] {
  const parent = question.parent?.kind === 'grid' ? question.parent.id : question.id;
  return childrenOfKind(tree, parent, 'answer_group');
}
