// Names and answer codes the server fills in when a post leaves them out, by schema/'s rules
// (generateName, nextAnswerCode), so a client without the rules (a script, an import) still gets
// Q7 and code 3. The draft engine normally sends both, having shown them to the author already.
import {
  generateName, isNamedKind, kindDef, nextAnswerCode, type Component, type ComponentKind, type ParentRef,
} from '../../../schema';
import type { ComponentNode } from './component-row';
import type { ComponentTree } from './component-tree';

/**
 * generateName reads only id, kind, name and parent, and scans what it is given; handing it just
 * the candidates that can matter (siblings, or names sharing the prefix) keeps it O(candidates).
 */
function asCandidates(nodes: readonly ComponentNode[]): Component[] {
  return nodes.map((node) => ({ id: node.id, kind: node.kind, name: node.name, parent: node.parent }) as Component);
}

/** The generated name of a new `kind` under `parent`, or '' for kinds that get none. */
export function generatedName(tree: ComponentTree, kind: ComponentKind, parent: ParentRef | null): string {
  if (!isNamedKind(kind)) return '';
  if (kind === 'question' && parent?.kind === 'grid') {
    const grid = tree.get(parent.id);
    if (!grid) throw new RangeError(`Grid ${parent.id} is not in survey of ${tree.size} components`);
    return generateName(asCandidates([grid, ...tree.namedStartingWith(`${grid.name}_`)]), kind, parent);
  }
  const def = kindDef(kind);
  const candidates = def.nameScope === 'parent'
    ? tree.childrenOf(parent?.id ?? null).filter((node) => node.kind === kind)
    : tree.namedStartingWith(def.namePrefix ?? '');
  return generateName(asCandidates(candidates), kind, parent);
}

/**
 * The code of a new answer at `position` among the answers of `parentId`. Siblings marked deleted,
 * or being deleted by this batch (`beingDeleted`, whatever the item order), free their codes
 * (spec §5): the same nextAnswerCode, with the same siblings, as the designer uses.
 */
export function generatedAnswerCode(tree: ComponentTree, parentId: string | null, position: number, beingDeleted: ReadonlySet<string> = new Set()): string {
  const siblings = tree.childrenOf(parentId)
    .filter((node) => node.kind === 'answer')
    .map((node) => ({
      code: typeof node.fields.code === 'string' ? node.fields.code : '',
      deleted: node.fields.deleted === true || beingDeleted.has(node.id),
    }));
  return nextAnswerCode(siblings, Math.min(Math.max(0, position), siblings.length));
}

/**
 * Generated names for one batch. generateName scans the names it is given, which makes a batch of
 * thousands of unnamed survey-wide components (groups, exits …) quadratic. So after generateName
 * gives P<k> once, later names of prefix P resume the search at k + 1: every lower number was
 * taken then, and until a name leaves the tree (nameEpoch) adding components frees none. Names
 * scoped to a parent (answers, answer groups) and grid questions have few siblings and always go
 * through generateName.
 */
export class Namer {
  private readonly resume = new Map<string, { epoch: number; last: number }>();

  constructor(private readonly tree: ComponentTree) {}

  name(kind: ComponentKind, parent: ParentRef | null): string {
    if (!isNamedKind(kind)) return '';
    const prefix = kindDef(kind).namePrefix;
    if (prefix === null || kindDef(kind).nameScope === 'parent' || (kind === 'question' && parent?.kind === 'grid')) {
      return generatedName(this.tree, kind, parent);
    }
    const memo = this.resume.get(prefix);
    if (memo && memo.epoch === this.tree.nameEpoch) {
      let n = memo.last + 1;
      while (this.tree.hasName(`${prefix}${n}`)) n++;
      memo.last = n;
      return `${prefix}${n}`;
    }
    const name = generatedName(this.tree, kind, parent);
    this.resume.set(prefix, { epoch: this.tree.nameEpoch, last: Number(name.slice(prefix.length)) });
    return name;
  }
}
