// Small documents for the engine's tests (and for stories): a survey of groups, questions and
// answers built with the model's own constructors. Not used by the engine itself.
import { createComponent, type Component, type ComponentKind, type NewComponent } from '../schema';
import type { Cid, DraftDoc } from './document';

export function component<K extends ComponentKind>(kind: K, id: Cid, parent: Component | null, order: number, fields: Partial<NewComponent<K>> = {}): Component {
  return createComponent(kind, {
    ...(kind === 'answer' ? { code: String(order + 1) } : {}),
    ...(kind === 'answer_group' ? { answer_group_type: 'single' } : {}),
    default_language_data: {},
    ...fields,
    id,
    order,
    parent: parent ? { id: parent.id, kind: parent.kind } : null,
  } as NewComponent<K>);
}

export function docOf(...components: Component[]): DraftDoc {
  return { survey: { id: 's1', title: 'Survey', name: 'Survey', revision: 1 }, components: Object.fromEntries(components.map((c) => [c.id, c])) };
}

/** g1 > [q1 > ag1 > [a1, a2], q2]; g2 empty. */
export function sampleDoc(): DraftDoc {
  const g1 = component('group', 'g1', null, 0, { name: 'GP1' });
  const g2 = component('group', 'g2', null, 1, { name: 'GP2' });
  const q1 = component('question', 'q1', g1, 0, { name: 'Q1' });
  const q2 = component('question', 'q2', g1, 1, { name: 'Q2' });
  const ag1 = component('answer_group', 'ag1', q1, 0, { name: 'AG1' });
  const a1 = component('answer', 'a1', ag1, 0, { name: 'A1' });
  const a2 = component('answer', 'a2', ag1, 1, { name: 'A2' });
  return docOf(g1, g2, q1, q2, ag1, a1, a2);
}
