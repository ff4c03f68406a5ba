// Small documents for the engine's tests (and for stories): a survey of groups, questions and
// answers built with the model's own constructors. Not used by the engine itself.
import { createComponent, type Component, type ComponentKind, type NewComponent } from '../schema';
import { draftEmailTaskSchema, type DraftEmailTask, type DraftIntercept } from './deployments';
import { allComponents, makeDoc, type Cid, type DraftDoc } from './document';
import type { Op } from './operations';
import { applyOne } from './replay';

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
  return makeDoc({ id: 's1', title: 'Survey', name: 'Survey', revision: 1 }, components);
}

/** `doc` with components replaced or added (`put`) and taken out (`remove`), as a new base would be. */
export function docWith(doc: DraftDoc, put: readonly Component[], remove: readonly Cid[] = []): DraftDoc {
  const replaced = new Map(put.map((c) => [c.id, c]));
  const kept = allComponents(doc).filter((c) => !replaced.has(c.id) && !remove.includes(c.id));
  return makeDoc(doc.survey, [...kept, ...replaced.values()], doc);
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

/** The n-th test e-mail task cid (task cids are UUIDs: they are sent as client_ref). */
export const taskCid = (n: number): Cid => `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** A task as the draft holds it, defaults filled (a draft, never saved unless `created_at` says so). */
export function emailTask(cid: Cid, fields: Partial<DraftEmailTask> = {}): DraftEmailTask {
  return draftEmailTaskSchema.parse({ launch_language: 'en', ...fields, id: cid });
}

/** A task with everything activation needs. */
export const readyTask = (cid: Cid, fields: Partial<DraftEmailTask> = {}): DraftEmailTask =>
  emailTask(cid, { name: 'Wave 1', subject: 'Your views', body: '<p>Hello</p>', sender_name: 'Research team', ...fields });

/** `doc` with the intercept and tasks replaced, as a base would hold them. */
export function withDeployments(doc: DraftDoc, deployments: { intercept?: DraftIntercept | null; emailTasks?: readonly DraftEmailTask[] }): DraftDoc {
  return makeDoc(doc.survey, allComponents(doc), {
    intercept: deployments.intercept === undefined ? doc.intercept : deployments.intercept,
    emailTasks: deployments.emailTasks ?? doc.emailTasks,
  });
}

/** Applies ops in turn (each must apply), then all their inverses in reverse; returns both documents. */
export function roundTrip(start: DraftDoc, ops: readonly Op[]): { after: DraftDoc; back: DraftDoc } {
  let doc = start;
  const inverses: Op[][] = [];
  for (const op of ops) {
    const { doc: next, outcome } = applyOne(doc, op);
    if (!outcome.applied) throw new Error(`${op.type} skipped: ${outcome.message}`);
    inverses.push([...outcome.inverse]);
    doc = next;
  }
  let back = doc;
  for (const inverse of inverses.reverse()) for (const op of inverse) back = applyOne(back, op).doc;
  return { after: doc, back };
}
