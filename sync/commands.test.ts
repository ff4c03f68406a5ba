import { describe, expect, it } from 'vitest';
import { allComponents, componentOf } from './document';
import { addComponent, moveComponent, removeComponent, restoreComponent, setFields, setText } from './commands';
import type { DraftDoc } from './document';
import { replay } from './replay';
import { component, docOf, sampleDoc } from './test-docs';

const run = (doc: DraftDoc, command: (doc: DraftDoc) => ReturnType<ReturnType<typeof setFields>>) => {
  const result = command(doc);
  if (!result.ok) throw new Error(result.message);
  return replay(doc, result.ops.map((op, i) => ({ opId: String(i), op }))).doc;
};

describe('commands', () => {
  it('adds a question with the next free name at the end of its group', () => {
    const doc = run(sampleDoc(), addComponent({ kind: 'question', cid: 'q3', parent: 'g1' }));
    expect(componentOf(doc, 'q3')).toMatchObject({ name: 'Q3', order: 2, parent: { id: 'g1', kind: 'group' }, question_type: 'info' });
  });

  it('gives a new answer the first free code after its position', () => {
    const doc = run(sampleDoc(), addComponent({ kind: 'answer', cid: 'a3', parent: 'ag1', index: 1 }));
    expect(componentOf(doc, 'a3')).toMatchObject({ name: 'A3', code: '3', order: 1 });
  });

  it('refuses a placement the model forbids, as a value', () => {
    expect(addComponent({ kind: 'answer', cid: 'x', parent: 'g1' })(sampleDoc())).toMatchObject({ ok: false, code: 'placement' });
    expect(addComponent({ kind: 'question', cid: 'x', parent: 'gone' })(sampleDoc())).toMatchObject({ ok: false, code: 'missing' });
  });

  it('refuses the 51st answer of an answer group', () => {
    const base = sampleDoc();
    const ag = componentOf(base, 'ag1')!;
    const answers = Array.from({ length: 50 }, (_, i) => component('answer', `x${i}`, ag, i));
    const full = docOf(...allComponents(base).filter((c) => c.kind !== 'answer'), ...answers);
    expect(addComponent({ kind: 'answer', cid: 'y', parent: 'ag1' })(full)).toMatchObject({ ok: false, code: 'limit' });
  });

  // Spec §4: a component marked deleted is skipped, so it frees its place under a limit (issue 12).
  it('lets a question in when one of 100 is marked deleted, and an answer when one of 50 is', () => {
    const questions = Array.from({ length: 100 }, (_, i) => component('question', `q${i}`, null, i, { name: `Q${i + 1}`, deleted: i === 42 }));
    expect(addComponent({ kind: 'question', cid: 'new', parent: null })(docOf(...questions))).toMatchObject({ ok: true });
    const live = questions.map((q) => ({ ...q, deleted: false }));
    expect(addComponent({ kind: 'question', cid: 'new', parent: null })(docOf(...live))).toMatchObject({ ok: false, code: 'limit' });
    const base = sampleDoc();
    const ag = componentOf(base, 'ag1')!;
    const answers = Array.from({ length: 50 }, (_, i) => component('answer', `x${i}`, ag, i, { deleted: i === 0 }));
    const full = docOf(...allComponents(base).filter((c) => c.kind !== 'answer'), ...answers);
    expect(addComponent({ kind: 'answer', cid: 'y', parent: 'ag1' })(full)).toMatchObject({ ok: true });
  });

  // What comes back takes its place again (issue 12): delete one of 100, add one, restore → 101.
  it('refuses to restore a question past the 100-question limit, and restores it with room', () => {
    const questions = Array.from({ length: 101 }, (_, i) => component('question', `q${i}`, null, i, { name: `Q${i + 1}`, deleted: i === 42 }));
    expect(restoreComponent('q42')(docOf(...questions))).toMatchObject({
      ok: false, code: 'limit', message: 'A survey can have at most 100 questions; restoring it would make 101',
    });
    const roomy = docOf(...questions.filter((q) => q.id !== 'q7'));
    const restored = run(roomy, restoreComponent('q42'));
    expect(componentOf(restored, 'q42')).toMatchObject({ deleted: false });
  });

  it('restores the deleted group above a question, counting everything the group brings back', () => {
    const group = component('group', 'g', null, 0, { name: 'GP1', deleted: true });
    const inGroup = Array.from({ length: 5 }, (_, i) => component('question', `in${i}`, group, i, { name: `QG${i}`, deleted: i === 0 }));
    const outside = Array.from({ length: 96 }, (_, i) => component('question', `out${i}`, null, i + 1, { name: `Q${i + 1}` }));
    // 96 outside + the 5 of the group (4 never deleted themselves) would be 101.
    expect(restoreComponent('in0')(docOf(group, ...inGroup, ...outside))).toMatchObject({ ok: false, code: 'limit' });
    const doc = run(docOf(group, ...inGroup, ...outside.slice(1)), restoreComponent('in0'));
    expect([componentOf(doc, 'g')?.deleted, componentOf(doc, 'in0')?.deleted]).toEqual([false, false]);
    // Only the marks on the way up are taken off: a deleted sibling stays deleted.
    const sibling = { ...inGroup[1]!, deleted: true };
    const again = run(docOf(group, inGroup[0]!, sibling, ...outside.slice(1)), restoreComponent('in0'));
    expect(componentOf(again, 'in1')?.deleted).toBe(true);
  });

  it('gives a new answer the code of a sibling marked deleted (2 and deleted 3 → 3)', () => {
    const base = sampleDoc();
    const ag = componentOf(base, 'ag1')!;
    const answers = [component('answer', 'b2', ag, 0, { code: '2' }), component('answer', 'b3', ag, 1, { code: '3', deleted: true })];
    const doc = run(docOf(...allComponents(base).filter((c) => c.kind !== 'answer'), ...answers), addComponent({ kind: 'answer', cid: 'n', parent: 'ag1' }));
    expect(componentOf(doc, 'n')).toMatchObject({ code: '3' });
  });

  it('sets a text of one language only', () => {
    const doc = run(sampleDoc(), setText('q1', 'question_text', 'Hallo', 'de'));
    expect(componentOf(doc, 'q1')).toMatchObject({ additional_language_data: { de: { question_text: 'Hallo' } } });
  });

  it('refuses to move a group under its own question, and to change reserved fields', () => {
    expect(moveComponent('g1', 'g1', 0)(sampleDoc())).toMatchObject({ ok: false });
    expect(setFields('q1', { parent: null })(sampleDoc())).toMatchObject({ ok: false, code: 'invalid' });
    expect(removeComponent('gone')(sampleDoc())).toMatchObject({ ok: false, code: 'missing' });
  });
});
