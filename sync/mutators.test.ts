import { describe, expect, it } from 'vitest';
import { valuesOf } from './bucket-map';
import { allComponents, childrenOf, componentOf } from './document';
import { applyOne, reconcile, replay } from './replay';
import { component, docWith, roundTrip, sampleDoc } from './test-docs';

const orders = (doc: ReturnType<typeof sampleDoc>, parent: string | null) => childrenOf(doc, parent).map((c) => `${c.id}:${c.order}`);

describe('mutators', () => {
  it('adds at an index shifting only the siblings in the way, and undoes the shift', () => {
    const q3 = component('question', 'q3', componentOf(sampleDoc(), 'g1')!, 0, { name: 'Q3' });
    const { after, back } = roundTrip(sampleDoc(), [{ type: 'addComponent', component: q3, index: 1 }]);
    expect(orders(after, 'g1')).toEqual(['q1:0', 'q3:1', 'q2:2']);
    expect(back).toEqual(sampleDoc());
  });

  it('uses a gap between siblings without touching them', () => {
    const doc = applyOne(sampleDoc(), { type: 'setFields', cid: 'q2', kind: 'question', changes: [{ path: ['name'], value: 'Q2' }] }).doc;
    const spaced = applyOne(doc, { type: 'move', cid: 'q2', kind: 'question', parent: { id: 'g1', kind: 'group' }, order: 5 }).doc;
    const q3 = component('question', 'q3', componentOf(spaced, 'g1')!, 0);
    const { doc: after } = applyOne(spaced, { type: 'addComponent', component: q3, index: 1 });
    expect(orders(after, 'g1')).toEqual(['q1:0', 'q3:1', 'q2:5']);
  });

  it('skips an edit of a component that is gone, as a conflict reason', () => {
    const { outcome } = applyOne(sampleDoc(), { type: 'setFields', cid: 'nope', kind: 'question', changes: [{ path: ['name'], value: 'x' }] });
    expect(outcome).toMatchObject({ applied: false, reason: 'missing_target' });
  });

  it('refuses a value the model refuses, leaving the document alone', () => {
    const doc = sampleDoc();
    const { doc: after, outcome } = applyOne(doc, { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['required'], value: 'yes' }] });
    expect(outcome).toMatchObject({ applied: false, reason: 'invalid' });
    expect(after).toBe(doc);
  });

  it('sets one text without touching the others, and its inverse only that text', () => {
    let doc = applyOne(sampleDoc(), { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['default_language_data', 'instruction_text'], value: 'Pick one' }] }).doc;
    const { doc: typed, outcome } = applyOne(doc, { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['default_language_data', 'question_text'], value: 'Age?' }] });
    expect(componentOf(typed, 'q1')).toMatchObject({ default_language_data: { instruction_text: 'Pick one', question_text: 'Age?' } });
    if (!outcome.applied) throw new Error('skipped');
    // Someone else edits the instruction meanwhile; undoing the question text keeps their edit.
    doc = applyOne(typed, { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['default_language_data', 'instruction_text'], value: 'Theirs' }] }).doc;
    const undone = applyOne(doc, outcome.inverse[0]!).doc;
    expect(componentOf(undone, 'q1')).toMatchObject({ default_language_data: { instruction_text: 'Theirs' } });
    expect((componentOf(undone, 'q1') as { default_language_data: Record<string, string> }).default_language_data.question_text).toBeUndefined();
  });

  it('never lets an undo overwrite a value changed since', () => {
    const { doc, outcome } = applyOne(sampleDoc(), { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['name'], value: 'Mine' }] });
    if (!outcome.applied) throw new Error('skipped');
    const theirs = applyOne(doc, { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['name'], value: 'Theirs' }] }).doc;
    const undo = applyOne(theirs, outcome.inverse[0]!);
    expect(undo.outcome).toMatchObject({ applied: false, reason: 'changed_since' });
    expect(componentOf(undo.doc, 'q1')!.name).toBe('Theirs');
  });

  it('removes a subtree and restores it exactly', () => {
    const { after, back } = roundTrip(sampleDoc(), [{ type: 'remove', cid: 'q1', kind: 'question' }]);
    expect(allComponents(after).map((c) => c.id).sort()).toEqual(['g1', 'g2', 'q2']);
    expect(back).toEqual(sampleDoc());
  });

  it('moves across parents and back exactly', () => {
    const { after, back } = roundTrip(sampleDoc(), [{ type: 'move', cid: 'q1', kind: 'question', parent: { id: 'g2', kind: 'group' }, index: 0 }]);
    expect(componentOf(after, 'q1')!.parent).toEqual({ id: 'g2', kind: 'group' });
    expect(back).toEqual(sampleDoc());
  });

  it('refuses a move under its own descendant or into a missing parent', () => {
    expect(applyOne(sampleDoc(), { type: 'move', cid: 'g1', kind: 'group', parent: { id: 'q1', kind: 'question' }, index: 0 }).outcome)
      .toMatchObject({ applied: false });
    expect(applyOne(sampleDoc(), { type: 'move', cid: 'q1', kind: 'question', parent: { id: 'gone', kind: 'group' }, index: 0 }).outcome)
      .toMatchObject({ applied: false, reason: 'missing_parent' });
  });

  it('treats adding a component that is already there as done (a rebase onto our own save)', () => {
    const q1 = componentOf(sampleDoc(), 'q1')!;
    const { doc, outcome } = applyOne(sampleDoc(), { type: 'addComponent', component: { ...q1, name: 'Other' }, index: 0 });
    expect(outcome).toMatchObject({ applied: false, reason: 'already_present' });
    expect(componentOf(doc, 'q1')!.name).toBe('Q1');
  });

  it('skips adding under a parent that is gone', () => {
    const orphan = component('answer', 'a9', componentOf(sampleDoc(), 'ag1')!, 0);
    const base = applyOne(sampleDoc(), { type: 'remove', cid: 'q1', kind: 'question' }).doc;
    const { skipped, doc } = replay(base, [{ opId: 'o1', op: { type: 'addComponent', component: orphan, index: 0 } }]);
    expect(skipped).toMatchObject([{ opId: 'o1', reason: 'missing_parent' }]);
    expect(componentOf(doc, 'a9')).toBeUndefined();
  });
});

describe('replay and reconcile', () => {
  it('never changes the documents it starts from (nothing is frozen, so this is the guard)', () => {
    const base = sampleDoc();
    const snapshot = (doc: typeof base) => JSON.stringify([doc.survey, allComponents(doc), valuesOf(doc.children)]);
    const before = snapshot(base);
    const q9 = component('question', 'q9', componentOf(base, 'g1')!, 0);
    const { doc } = replay(base, [
      { opId: 'a', op: { type: 'addComponent', component: q9, index: 0 } },
      { opId: 'b', op: { type: 'move', cid: 'q2', kind: 'question', parent: { id: 'g2', kind: 'group' }, index: 0 } },
      { opId: 'c', op: { type: 'setFields', cid: 'a1', kind: 'answer', changes: [{ path: ['default_language_data', 'label'], value: 'Yes' }] } },
      { opId: 'd', op: { type: 'remove', cid: 'ag1', kind: 'answer_group' } },
      { opId: 'e', op: { type: 'setSurveyFields', changes: [{ path: ['title'], value: 'New' }] } },
    ]);
    expect(snapshot(base)).toBe(before);
    expect(childrenOf(doc, 'g1').map((c) => c.id)).toEqual(['q9', 'q1']);
    expect(childrenOf(doc, 'g2').map((c) => c.id)).toEqual(['q2']);
    expect(componentOf(doc, 'a1')).toBeUndefined();
    expect(doc.survey?.title).toBe('New');
  });

  it('shares every component no operation touched', () => {
    const base = sampleDoc();
    const { doc } = replay(base, [{ opId: 'o', op: { type: 'setFields', cid: 'q2', kind: 'question', changes: [{ path: ['name'], value: 'Q9' }] } }]);
    expect(componentOf(doc, 'q1')).toBe(componentOf(base, 'q1'));
    expect(componentOf(doc, 'q2')).not.toBe(componentOf(base, 'q2'));
  });

  it('keeps the identity of equal components across a new base', () => {
    const shown = sampleDoc();
    const pulled = sampleDoc(); // equal content, new objects
    const changed = docWith(pulled, [{ ...componentOf(pulled, 'q2')!, name: 'Q7' }]);
    const next = reconcile(shown, changed);
    expect(componentOf(next, 'q1')).toBe(componentOf(shown, 'q1'));
    expect(componentOf(next, 'q2')).toBe(componentOf(changed, 'q2'));
    expect(reconcile(shown, pulled)).toBe(shown);
  });
});
