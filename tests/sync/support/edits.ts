// Random author gestures on one tab: adds of every common kind, field and text edits, moves,
// removes, survey title edits, the deployments (deployment-edits.ts), undo and redo. Choices read the tab's own view, sorted by cid, so a
// seed replays the same gestures.
import { allComponents } from '../../../sync/document';
import type { ComponentKind } from '../../../schema';
import { addComponent, moveComponent, removeComponent, setFields, setSurveyFields, setText } from '../../../sync/commands';
import type { DispatchResult } from '../../../sync/draft-store';
import type { Component } from '../../../schema';
import { emailEdit, interceptEdit } from './deployment-edits';
import type { Prng } from './prng';
import type { Tab } from './world';

const words = ['alpha', 'beta', 'gamma', 'delta', 'echo', 'fox', 'golf', 'hotel'];

/** Where each kind may be added (parent kind, or null for the root). */
const placements: readonly [ComponentKind, ComponentKind | null][] = [
  ['group', null], ['group', null], ['question', 'group'], ['question', 'group'], ['answer_group', 'question'],
  ['answer', 'answer_group'], ['answer', 'answer_group'], ['conditional_text', 'question'],
  ['routing_page', null], ['routing_item', 'routing_page'],
];

const textField: Partial<Record<ComponentKind, string>> = {
  question: 'question_text', answer: 'label', conditional_text: 'text', answer_group: 'grid_header_text',
};

export interface Edit {
  readonly label: string;
  readonly result: DispatchResult;
}

export function randomEdit(prng: Prng, tab: Tab, newId: () => string, gestures: Map<string, string>): Edit | null {
  const { store } = tab;
  const doc = store.getSnapshot().doc;
  const all = allComponents(doc).sort((a, b) => (a.id < b.id ? -1 : 1));
  const ofKind = (kind: ComponentKind) => all.filter((c) => c.kind === kind);
  // A small survey grows first; a big one is edited more than extended.
  const add = all.length < 12 ? 60 : all.length < 40 ? 30 : 12;
  const kind = prng.weighted({ add, field: 18, text: 14, move: 8, remove: 7, undo: 10, redo: 5, title: 4, intercept: 6, email: 8 });
  switch (kind) {
    case 'add': {
      const feasible = placements.filter(([, parentKind]) => parentKind === null || ofKind(parentKind).length > 0);
      const [childKind, parentKind] = prng.pick(feasible)!;
      const parent = parentKind === null ? null : prng.pick(ofKind(parentKind))!;
      const fields: Record<string, unknown> = {};
      if (childKind === 'answer_group') fields.answer_group_type = prng.pick(['single', 'multi'] as const);
      if (childKind === 'routing_item') {
        const target = prng.pick(ofKind('question'));
        if (!target) return null;
        Object.assign(fields, { item_id: target.id, item_kind: 'question' });
      }
      const siblings = all.filter((c) => (c.parent?.id ?? null) === (parent?.id ?? null));
      const index = prng.chance(0.5) ? undefined : prng.int(0, siblings.length);
      const cid = newId();
      return { label: `add ${childKind} ${cid.slice(-6)}`, result: store.run(addComponent({ kind: childKind, cid, parent: parent?.id ?? null, ...(index === undefined ? {} : { index }), fields })) };
    }
    case 'field': {
      const target = prng.pick(all.filter((c) => ['group', 'question', 'answer', 'answer_group', 'routing_page'].includes(c.kind)));
      if (!target) return null;
      const fields = fieldEdit(prng, target);
      return { label: `set ${Object.keys(fields).join(',')} of ${target.id.slice(-6)}`, result: store.run(setFields(target.id, fields)) };
    }
    case 'text': {
      const target = prng.pick(all.filter((c) => textField[c.kind]));
      if (!target) return null;
      const language = prng.chance(0.2) ? 'de' : null;
      // Typing: consecutive keystrokes in one field undo together.
      const key = `${target.id}/${language}`;
      const gestureId = prng.chance(0.6) && gestures.has(key) ? gestures.get(key)! : newId();
      gestures.set(key, gestureId);
      const value = `${prng.pick(words)} ${prng.int(1, 99)}`;
      return { label: `type in ${target.id.slice(-6)}`, result: store.run(setText(target.id, textField[target.kind]!, value, language), { gestureId }) };
    }
    case 'move': {
      const question = prng.pick(ofKind('question'));
      const group = prng.pick(ofKind('group'));
      if (!question || !group) return null;
      return { label: `move ${question.id.slice(-6)}`, result: store.run(moveComponent(question.id, group.id, prng.int(0, 3))) };
    }
    case 'remove': {
      // Mostly leaves: removing a whole group now and then is enough.
      const leaves = all.filter((c) => !all.some((other) => other.parent?.id === c.id));
      const target = prng.pick(prng.chance(0.8) && leaves.length ? leaves : all);
      if (!target) return null;
      return { label: `remove ${target.kind} ${target.id.slice(-6)}`, result: store.run(removeComponent(target.id)) };
    }
    case 'undo':
      return store.getSnapshot().canUndo ? { label: 'undo', result: store.undo() } : null;
    case 'redo':
      return store.getSnapshot().canRedo ? { label: 'redo', result: store.redo() } : null;
    case 'intercept':
      return interceptEdit(prng, store);
    case 'email':
      return emailEdit(prng, store, gestures, newId);
    case 'title':
      if (!doc.survey) return null;
      return { label: 'title', result: store.run(setSurveyFields({ title: `Survey ${prng.pick(words)}` })) };
  }
}

function fieldEdit(prng: Prng, target: Component): Record<string, unknown> {
  switch (target.kind) {
    case 'question':
      return prng.chance(0.5) ? { hidden: prng.chance(0.5) } : { required: prng.chance(0.5) };
    case 'answer':
      return prng.chance(0.5) ? { exclusive: prng.chance(0.5) } : { fix_position: prng.chance(0.5) };
    case 'answer_group':
      return { required: prng.chance(0.5) };
    case 'routing_page':
      return { terminate: prng.chance(0.5) };
    default:
      return { fix_position: prng.chance(0.5) };
  }
}
