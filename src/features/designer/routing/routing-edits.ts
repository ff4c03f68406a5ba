// The routing tab's edits, as engine commands, one gesture each: add a page, a routing group (with
// its two conditions, spec §3), a branch; place questions, exits and quotas on a page; add every
// unplaced question as a page of its own; move pages, groups, branches and items (keys and drag
// and drop). Delete and restore are the question editor's (tree-edits.ts): marks, undoable.
import { v7 as uuidv7 } from 'uuid';
import type { Component } from '../../../../schema';
import { addComponent, moveComponent, type Command } from '../../../../sync/commands';
import { childrenOf, componentOf, siblingsOf, type Cid, type DraftDoc } from '../../../../sync/document';
import * as edits from '../edit/tree-edits';
import type { EditResult, Runner } from '../edit/tree-edits';
import { flowNames } from './routing-rows';
import { unplacedQuestions, type RoutingTarget } from './routing-targets';

const failed = (result: ReturnType<Runner['run']>): EditResult => (result.ok ? { ok: true } : { ok: false, message: result.message });

/** Runs commands as one gesture (one undo step); stops at the first refusal. */
function gesture(runner: Runner, commands: readonly Command[]): EditResult {
  const gestureId = uuidv7();
  for (const command of commands) {
    const result = runner.run(command, { gestureId });
    if (!result.ok) return failed(result);
  }
  return { ok: true };
}

const indexAmong = (doc: DraftDoc, c: Component) => siblingsOf(doc, c.parent?.id ?? null, c.kind).findIndex((s) => s.id === c.id);

/**
 * Where a new page or group goes: into a selected branch (at its end); after a selected page or
 * group (an item's page), among its siblings; else at the end of the flow.
 */
export function flowPlaceFor(doc: DraftDoc, selected: Cid | null): { parent: Cid | null; index?: number } {
  let target = selected ? componentOf(doc, selected) : undefined;
  if (target?.kind === 'routing_item') target = target.parent ? componentOf(doc, target.parent.id) : undefined;
  if (!target) return { parent: null };
  if (target.kind === 'routing_condition') return { parent: target.id };
  if (target.kind !== 'routing_page' && target.kind !== 'routing_group') return { parent: null };
  return { parent: target.parent?.id ?? null, index: indexAmong(doc, target) + 1 };
}

export function addPage(runner: Runner, doc: DraftDoc, selected: Cid | null): EditResult {
  const cid = uuidv7();
  const result = runner.run(addComponent({ kind: 'routing_page', cid, ...flowPlaceFor(doc, selected) }));
  return result.ok ? { ok: true, cid } : failed(result);
}

/** A routing group and its two conditions, in one gesture (spec §3: it comes with two). */
export function addGroup(runner: Runner, doc: DraftDoc, selected: Cid | null): EditResult {
  const cid = uuidv7();
  const result = gesture(runner, [
    addComponent({ kind: 'routing_group', cid, ...flowPlaceFor(doc, selected) }),
    addComponent({ kind: 'routing_condition', cid: uuidv7(), parent: cid }),
    addComponent({ kind: 'routing_condition', cid: uuidv7(), parent: cid }),
  ]);
  return result.ok ? { ok: true, cid } : result;
}

/** Another branch at the end of a group (tried last). */
export function addBranch(runner: Runner, group: Cid): EditResult {
  const cid = uuidv7();
  const result = runner.run(addComponent({ kind: 'routing_condition', cid, parent: group }));
  return result.ok ? { ok: true, cid } : failed(result);
}

const itemFor = (target: Pick<RoutingTarget, 'cid' | 'kind'>, page: Cid, index?: number) =>
  addComponent({ kind: 'routing_item', cid: uuidv7(), parent: page, ...(index === undefined ? {} : { index }), fields: { item_id: target.cid, item_kind: target.kind } });

/** Places questions, exits or quotas at the end of a page, in one gesture. */
export function placeOnPage(runner: Runner, page: Cid, targets: readonly Pick<RoutingTarget, 'cid' | 'kind'>[]): EditResult {
  if (targets.length === 0) return { ok: true };
  return gesture(runner, targets.map((t) => itemFor(t, page)));
}

/** "Add all unplaced questions as new pages": one page per question on no page, in survey
 *  order, at the end of the flow; one gesture, so one undo takes them all back. */
export function addUnplacedAsPages(runner: Runner, doc: DraftDoc): EditResult & { readonly added?: number } {
  const targets = unplacedQuestions(doc);
  if (targets.length === 0) return { ok: false, message: 'Every question is on a page already' };
  const commands: Command[] = [];
  for (const target of targets) {
    const page = uuidv7();
    commands.push(addComponent({ kind: 'routing_page', cid: page, parent: null }), itemFor(target, page));
  }
  const result = gesture(runner, commands);
  return result.ok ? { ok: true, added: targets.length } : result;
}

const gone: EditResult = { ok: false, message: 'That routing item is no longer in the survey' };

/** Alt+Left: a page or group leaves its branch for the place after the branch's group; an item
 *  goes to the end of the page before its own. */
export function moveOut(runner: Runner, doc: DraftDoc, cid: Cid): EditResult {
  const target = componentOf(doc, cid);
  if (!target) return gone;
  if (target.kind === 'routing_item') {
    const { pages, pageIndex } = flowNames(doc);
    const before = pages[(pageIndex.get(target.parent?.id ?? '') ?? 0) - 1];
    if (!before) return { ok: false, message: 'This item is on the first page: there is no page before it' };
    return failed(runner.run(moveComponent(cid, before, siblingsOf(doc, before, target.kind).length)));
  }
  const branch = target.parent?.kind === 'routing_condition' ? componentOf(doc, target.parent.id) : undefined;
  const group = branch?.parent ? componentOf(doc, branch.parent.id) : undefined;
  if (!group) return { ok: false, message: 'Only a page or group inside a branch can move out of it' };
  return failed(runner.run(moveComponent(cid, group.parent?.id ?? null, indexAmong(doc, group) + 1)));
}

/** Alt+Right: a page or group goes into the group just above it, at the end of its last branch;
 *  an item goes to the start of the page after its own. */
export function moveIn(runner: Runner, doc: DraftDoc, cid: Cid): EditResult {
  const target = componentOf(doc, cid);
  if (!target) return gone;
  if (target.kind === 'routing_item') {
    const { pages, pageIndex } = flowNames(doc);
    const at = pageIndex.get(target.parent?.id ?? '');
    const after = at === undefined ? undefined : pages[at + 1];
    if (!after) return { ok: false, message: 'This item is on the last page: there is no page after it' };
    return failed(runner.run(moveComponent(cid, after, 0)));
  }
  const shown = siblingsOf(doc, target.parent?.id ?? null, target.kind).filter((c) => !c.deleted);
  const above = shown[shown.findIndex((c) => c.id === cid) - 1];
  if (above?.kind !== 'routing_group') return { ok: false, message: 'A page or group moves into a routing group just above it' };
  const branches = childrenOf(doc, above.id).filter((c) => c.kind === 'routing_condition' && !c.deleted);
  const last = branches[branches.length - 1];
  if (!last) return { ok: false, message: 'That routing group has no branch to move into: add a branch first' };
  return failed(runner.run(moveComponent(cid, last.id, siblingsOf(doc, last.id, target.kind).length)));
}

const WHERE: Record<string, string> = {
  routing_page: 'A page goes at the top level or in a branch',
  routing_group: 'A routing group goes at the top level or in a branch',
  routing_condition: 'A branch stays in a routing group',
  routing_item: 'A question, exit or quota goes on a page',
};

/** Drag and drop: onto what can hold it, at the end; else just before the row dropped on. */
export function dropOn(runner: Runner, doc: DraftDoc, dragged: Cid, target: Cid): EditResult {
  const result = edits.dropOn(runner, doc, dragged, target);
  const kind = componentOf(doc, dragged)?.kind;
  if (result.ok || !kind) return result;
  return { ok: false, message: `${WHERE[kind] ?? result.message}: it cannot go there` };
}

export { moveBy, remove, restore } from '../edit/tree-edits';
