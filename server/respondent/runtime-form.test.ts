// The runtime form's wire tree (RUNTIME_FORM_FORMAT): what the server sends reads back, in the
// browser, as the very components it was made from, while the tree says what it can (parents,
// orders, id prefixes, each kind's shared fields) so the largest survey's form stays small.
import { describe, expect, it } from 'vitest';
import { expandedComponents, type WireComponent } from '../../schema/api/respondent';
import { createComponent, type Component } from '../../schema/survey/components/component';
import { surveyComponents } from '../../schema/survey/respondent/test-survey';
import { wireTree } from '../../schema/api/respondent/form-tree';

const byId = (components: readonly Component[]) => [...components].sort((a, b) => a.id.localeCompare(b.id));
const roundTrip = (components: readonly Component[]) => expandedComponents(wireTree(components));
const inTree = (list: readonly WireComponent[]): WireComponent[] => list.flatMap((c) => [c, ...inTree(c.children ?? [])]);

/** A question with one group of `count` answers whose ids extend their group's. */
function bigQuestion(count: number): Component[] {
  const components: Component[] = [
    createComponent('question', { id: 'q9', name: 'Q9', order: 9, parent: null, question_type: 'single' }),
    createComponent('answer_group', { id: 'q9.ag1', name: 'AG1', order: 0, parent: { id: 'q9', kind: 'question' }, answer_group_type: 'single' }),
  ];
  for (let n = 1; n <= count; n++) {
    components.push(createComponent('answer', {
      id: `q9.ag1.a${n}`, name: `A${n}`, order: n - 1, parent: { id: 'q9.ag1', kind: 'answer_group' }, code: String(n),
      default_language_data: { label: `Answer ${n}` },
    }));
  }
  return components;
}

describe('the runtime form\'s wire tree', () => {
  it('reads back as the components it was made from', () => {
    const components = [...surveyComponents(), ...bigQuestion(30)];
    expect(byId(roundTrip(components))).toEqual(byId(components));
  });

  it('nests each answer under its group with only its own code, name, label and id tail', () => {
    const { components } = wireTree(bigQuestion(30));
    const answers = inTree(components).filter((c) => c.kind === 'answer');
    expect(answers).toHaveLength(30);
    expect(answers[4]).toEqual({ kind: 'answer', idTail: '.a5', name: 'A5', code: '5', default_language_data: { label: 'Answer 5' } });
    expect(components.map((c) => c.id)).toEqual(['q9']);
  });

  it('keeps what the tree cannot say: shared orders, ids of their own, refs to components not in the form', () => {
    const question = bigQuestion(3);
    const components: Component[] = [
      ...question,
      // The same order as a sibling: said, and read back in the version's order.
      createComponent('answer', { id: 'other', name: 'A4', order: 1, parent: { id: 'q9.ag1', kind: 'answer_group' }, code: '4' }),
      // A parent the form does not hold (deleted): the ref stays as it was.
      createComponent('answer', { id: 'lost', name: 'A5', order: 0, parent: { id: 'gone', kind: 'answer_group' }, code: '5' }),
    ];
    const tree = inTree(wireTree(components).components);
    expect(tree.find((c) => c.id === 'other')).toMatchObject({ order: 1 });
    expect(tree.find((c) => c.id === 'lost')).toMatchObject({ parent: { id: 'gone', kind: 'answer_group' } });
    expect(byId(roundTrip(components))).toEqual(byId(components));
  });

  it('shares each parent\'s ref among its children and builds every answer with its fields in one order', () => {
    const read = roundTrip(bigQuestion(5)).filter((c) => c.kind === 'answer');
    expect(new Set(read.map((c) => c.parent)).size).toBe(1);
    expect(new Set(read.map((c) => Object.keys(c).join())).size).toBe(1);
  });
});
