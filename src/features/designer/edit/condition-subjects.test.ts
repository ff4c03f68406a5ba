import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import { makeDoc, type DraftDoc } from '../../../../sync/document';
import { conditionSubjects } from './condition-subjects';

const doc = (...components: Component[]): DraftDoc => makeDoc({}, components);
const question = (id: string, name: string, order: number) =>
  createComponent('question', { id, name, parent: null, order, question_type: 'single' });

describe('condition subjects', () => {
  it('offers every live question when no component owns the condition', () => {
    const names = conditionSubjects(doc(question('q1', 'Q1', 0), question('q2', 'Q2', 1))).map((s) => s.name);
    expect(names).toEqual(['Q1', 'Q2']);
  });

  // Issue 12: a question's visibility condition offered the question itself.
  it('leaves out the question whose condition is being edited', () => {
    const subjects = conditionSubjects(doc(question('q1', 'Q1', 0), question('q2', 'Q2', 1)), 'q2');
    expect(subjects.map((s) => s.id)).toEqual(['q1']);
  });
});
