// The question editor's edits, as engine commands run in one gesture each: add from the menus,
// move (buttons, drag and drop), duplicate, delete (marks deleted) and restore.
import { v7 as uuidv7 } from 'uuid';
import { canBeChildOf, type Component, type ComponentKind } from '../../../../schema';
import { addComponent, moveComponent, restoreComponent, setFields, type AddComponentInput, type Command } from '../../../../sync/commands';
import { childrenOf, componentOf, siblingsOf, subtreeOf, type Cid, type DraftDoc } from '../../../../sync/document';
import type { DispatchResult } from '../../../../sync/draft-store';
import { markItemsOf, placeInFlow } from '../../../../sync/routing-placement';
import { addInputs, type AddChoiceId } from './add-catalogue';

export interface Runner {
  run(command: Command, options?: { gestureId?: string }): DispatchResult;
}

export type EditResult = { readonly ok: true; readonly cid?: Cid } | { readonly ok: false; readonly message: string };

const failed = (result: DispatchResult): EditResult => (result.ok ? { ok: true } : { ok: false, message: result.message });

/** Where a new item goes: into the selected group when it fits there, else after the selected
 *  item among its siblings (after the grid, not into it: a grid's rows come from "Add row"),
 *  else at the end of the survey. */
export function placeFor(doc: DraftDoc, kind: ComponentKind, selected: Cid | null): { parent: Cid | null; index?: number } {
  const target = selected ? componentOf(doc, selected) : undefined;
  if (!target) return { parent: null };
  if (target.kind === 'group' && canBeChildOf(kind, target.kind)) return { parent: target.id };
  // Climb to the ancestor that can sit beside the new item (an answer's question, a grid).
  let anchor: typeof target | undefined = target;
  while (anchor && !canBeChildOf(kind, anchor.parent?.kind ?? null)) anchor = anchor.parent ? componentOf(doc, anchor.parent.id) : undefined;
  if (!anchor || anchor.parent?.kind === 'grid') anchor = anchor?.parent ? componentOf(doc, anchor.parent.id) : anchor;
  if (!anchor) return { parent: null };
  const parent = anchor.parent?.id ?? null;
  const index = siblingsOf(doc, parent, anchor.kind).findIndex((c) => c.id === anchor.id);
  return { parent, index: index + 1 };
}

export function addChoice(runner: Runner, doc: DraftDoc, choice: AddChoiceId, selected: Cid | null): EditResult {
  const root = addInputs(choice, null)[0]!;
  const place = placeFor(doc, root.kind, selected);
  const inputs = addInputs(choice, place.parent, place.index);
  const gestureId = uuidv7();
  for (const input of inputs) {
    const result = runner.run(addComponent(input), { gestureId });
    if (!result.ok) return failed(result);
  }
  // Onto a page of the routing flow in the same gesture (#13), so one undo takes back both.
  const placed = runner.run(placeInFlow([inputs[0]!.cid]), { gestureId });
  return placed.ok ? { ok: true, cid: inputs[0]!.cid } : failed(placed);
}

export function moveBy(runner: Runner, doc: DraftDoc, cid: Cid, delta: -1 | 1): EditResult {
  const target = componentOf(doc, cid);
  if (!target) return { ok: false, message: 'That item is no longer in the survey' };
  const parent = target.parent?.id ?? null;
  const index = siblingsOf(doc, parent, target.kind).filter((c) => !c.deleted).findIndex((c) => c.id === cid);
  const all = siblingsOf(doc, parent, target.kind);
  const shown = all.filter((c) => !c.deleted);
  const neighbour = shown[index + delta];
  if (!neighbour) return { ok: true };
  return failed(runner.run(moveComponent(cid, parent, all.indexOf(neighbour))));
}

/** Moves an item out of its group or grid, right after it. */
export function moveOut(runner: Runner, doc: DraftDoc, cid: Cid): EditResult {
  const target = componentOf(doc, cid);
  const parent = target?.parent ? componentOf(doc, target.parent.id) : undefined;
  if (!target || !parent) return { ok: true };
  const grand = parent.parent?.id ?? null;
  const index = siblingsOf(doc, grand, parent.kind).findIndex((c) => c.id === parent.id);
  return failed(runner.run(moveComponent(cid, grand, index + 1)));
}

/** Moves an item into the item just above it among its shown siblings (a group, a grid …), at
 *  the end: the keyboard's way to drop onto a container. */
export function moveIn(runner: Runner, doc: DraftDoc, cid: Cid): EditResult {
  const target = componentOf(doc, cid);
  if (!target) return { ok: false, message: 'That item is no longer in the survey' };
  const shown = childrenOf(doc, target.parent?.id ?? null).filter((c) => !c.deleted && !c.kind.startsWith('routing_'));
  const above = shown[shown.findIndex((c) => c.id === cid) - 1];
  if (!above || !canBeChildOf(target.kind, above.kind)) {
    return { ok: false, message: `${target.name || 'This item'} cannot go into ${above?.name || 'the item above it'}` };
  }
  return failed(runner.run(moveComponent(cid, above.id, siblingsOf(doc, above.id, target.kind).length)));
}

/** Drag and drop: onto a container that takes it → inside at the end; else before the target. */
export function dropOn(runner: Runner, doc: DraftDoc, dragged: Cid, target: Cid): EditResult {
  if (dragged === target) return { ok: true };
  const item = componentOf(doc, dragged);
  const onto = componentOf(doc, target);
  if (!item || !onto) return { ok: true };
  if (canBeChildOf(item.kind, onto.kind) && onto.kind !== item.kind) {
    return failed(runner.run(moveComponent(dragged, onto.id, siblingsOf(doc, onto.id, item.kind).length)));
  }
  const parent = onto.parent?.id ?? null;
  const siblings = siblingsOf(doc, parent, item.kind).filter((c) => c.id !== dragged);
  return failed(runner.run(moveComponent(dragged, parent, Math.max(0, siblings.findIndex((c) => c.id === onto.id)))));
}

const copyFields = (component: Component): Record<string, unknown> => {
  const { id: _id, parent: _parent, order: _order, name: _name, kind: _kind, ...fields } = component as Component & Record<string, unknown>;
  // Questions get fresh names (duplicate names are a critical check); answers keep their codes.
  return fields;
};

export function duplicate(runner: Runner, doc: DraftDoc, cid: Cid): EditResult {
  const tree = subtreeOf(doc, cid).filter((c) => !c.deleted);
  const root = tree[0];
  if (!root) return { ok: true };
  const gestureId = uuidv7();
  const newCids = new Map(tree.map((c) => [c.id, uuidv7()]));
  const parent = root.parent?.id ?? null;
  const index = siblingsOf(doc, parent, root.kind).findIndex((c) => c.id === cid) + 1;
  for (const component of tree) {
    const isRoot = component.id === cid;
    const result = runner.run(addComponent({
      kind: component.kind,
      cid: newCids.get(component.id)!,
      parent: isRoot ? parent : newCids.get(component.parent!.id)!,
      ...(isRoot ? { index } : {}),
      fields: copyFields(component),
    }), { gestureId });
    if (!result.ok) return failed(result);
  }
  const placed = runner.run(placeInFlow([newCids.get(cid)!]), { gestureId });
  return placed.ok ? { ok: true, cid: newCids.get(cid)! } : failed(placed);
}

/** Marks the item deleted and takes its routing items (and those of what it holds) off their
 *  pages in the same gesture, so the checks never report an invalid question for it. */
export function remove(runner: Runner, cid: Cid): EditResult {
  const gestureId = uuidv7();
  const result = runner.run(setFields(cid, { deleted: true }), { gestureId });
  return result.ok ? failed(runner.run(markItemsOf(cid, true), { gestureId })) : failed(result);
}

/** Restores an item and any deleted group above it, so it shows again. */
export function restore(runner: Runner, cid: Cid): EditResult {
  const gestureId = uuidv7();
  const result = runner.run(restoreComponent(cid), { gestureId });
  if (!result.ok) return failed(result);
  // Its routing items come back with it (remove took them off their pages).
  return failed(runner.run(markItemsOf(cid, false), { gestureId }));
}

/** What the row's add button adds under a container, and its label. */
export const childAdds: Partial<Record<ComponentKind, { readonly kind: ComponentKind; readonly label: string }>> = {
  answer_group: { kind: 'answer', label: 'Add answer' },
  question: { kind: 'answer_group', label: 'Add answer group' },
  grid: { kind: 'question', label: 'Add row' },
  group: { kind: 'question', label: 'Add question' },
  quota: { kind: 'quota_group', label: 'Add quota group' },
  quota_group: { kind: 'quota_definition', label: 'Add quota definition' },
};

export function addChild(runner: Runner, doc: DraftDoc, parent: Cid): EditResult {
  const container = componentOf(doc, parent);
  const add = container ? childAdds[container.kind] : undefined;
  if (!container || !add) return { ok: false, message: 'Nothing can be added here' };
  const cid = uuidv7();
  // A new answer group takes its question's type when that type is itself an answer type.
  const questionType = (container as { question_type?: string }).question_type;
  const fields = add.kind === 'answer_group' && questionType && ['single', 'multi', 'open_text', 'numeric'].includes(questionType)
    ? { answer_group_type: questionType } : undefined;
  const input = { kind: add.kind, cid, parent, ...(fields ? { fields } : {}) } as AddComponentInput<ComponentKind>;
  const gestureId = uuidv7();
  const result = runner.run(addComponent(input), { gestureId });
  if (!result.ok) return { ok: false, message: result.message };
  const placed = runner.run(placeInFlow([cid]), { gestureId });
  return placed.ok ? { ok: true, cid } : { ok: false, message: placed.message };
}

/** What a pasted list becomes under each kind of parent: answers of an answer group, rows
 *  (questions) of a grid. */
export const pasteTargets = {
  answer_group: { kind: 'answer', noun: 'answers', fields: (text: string) => ({ default_language_data: { label: escapeHtml(text) } }) },
  grid: { kind: 'question', noun: 'rows', fields: (text: string) => ({ question_type: 'single', default_language_data: { question_text: `<p>${escapeHtml(text)}</p>` } }) },
} as const satisfies Partial<Record<ComponentKind, { kind: ComponentKind; noun: string; fields: (text: string) => Record<string, unknown> }>>;

export type PasteParentKind = keyof typeof pasteTargets;
export const canPasteInto = (kind: ComponentKind): kind is PasteParentKind => kind in pasteTargets;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Pasted lines (or tab-separated cells: the first cell of each row) become one child a line. */
export function addChildrenFromText(runner: Runner, doc: DraftDoc, parent: Cid, rows: readonly (readonly string[])[]): EditResult {
  const container = componentOf(doc, parent);
  if (!container || !canPasteInto(container.kind)) return { ok: false, message: 'A list can be pasted into an answer group or a grid' };
  const target = pasteTargets[container.kind];
  const gestureId = uuidv7();
  for (const row of rows) {
    const text = row.find((cell) => cell.trim())?.trim();
    if (!text) continue;
    const input = { kind: target.kind, cid: uuidv7(), parent, fields: target.fields(text) } as AddComponentInput<ComponentKind>;
    const result = runner.run(addComponent(input), { gestureId });
    if (!result.ok) return { ok: false, message: result.message };
  }
  // Rows of a grid the flow does not show yet place the grid.
  return container.kind === 'grid' ? failed(runner.run(placeInFlow([parent]), { gestureId })) : { ok: true };
}
