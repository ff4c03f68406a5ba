import { describe, expect, it } from 'vitest';
import { createComponent, type Component, type ComponentKind, type NewComponent, type ParentRef } from '../index';
import type { Responses } from './condition-evaluator';
import { firstStep, flowSourceOf, stepAfter, type FlowStep } from './routing-walk';

// A survey: Q1 (single, answers A1 code 1, A2 code 2), Q2, Q3, exits complete and screened.
// Flow: P1 [Q1] · G1 { B1 if Q1 is 2: P2 [Q2] · B2 if Q1 answered: (G2 { B3 if Q1 is 1: P3 [screened exit] }) } · P4 [Q3] · P5 [complete exit]
const list: Component[] = [];
function add<K extends ComponentKind>(kind: K, id: string, parent: ParentRef | null, order: number, fields: object = {}): ParentRef {
  list.push(createComponent(kind, { id, parent, order, ...fields } as NewComponent<K>));
  return { id, kind };
}
const q1 = add('question', 'q1', null, 0, { name: 'Q1', question_type: 'single' });
const ag = add('answer_group', 'ag1', q1, 0, { name: 'AG1', answer_group_type: 'single' });
add('answer', 'a1', ag, 0, { name: 'A1', code: '1' });
add('answer', 'a2', ag, 1, { name: 'A2', code: '2' });
add('question', 'q2', null, 1, { name: 'Q2', question_type: 'info' });
add('question', 'q3', null, 2, { name: 'Q3', question_type: 'info' });
add('exit_block', 'complete', null, 3, { name: 'EB1', terminate_status: 'complete' });
add('exit_block', 'screened', null, 4, { name: 'EB2', terminate_status: 'screened' });
const item = (id: string, page: ParentRef, target: string, kind: ComponentKind, order = 0, visibility_condition: unknown = null) =>
  add('routing_item', id, page, order, { item_id: target, item_kind: kind, visibility_condition });
const isCode = (code: 'a1' | 'a2') => ({ kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'q1', negate: false, fn: 'equalTo', answers: [[code]] }] });
const answered = { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'q1', negate: false, fn: 'answered', answers: [] }] };

const p1 = add('routing_page', 'p1', null, 0);
item('i1', p1, 'q1', 'question');
const g1 = add('routing_group', 'g1', null, 1);
const b1 = add('routing_condition', 'b1', g1, 0, { condition: isCode('a2') });
item('i2', add('routing_page', 'p2', b1, 0), 'q2', 'question');
const b2 = add('routing_condition', 'b2', g1, 1, { condition: answered });
const g2 = add('routing_group', 'g2', b2, 0);
const b3 = add('routing_condition', 'b3', g2, 0, { condition: isCode('a1') });
item('i3', add('routing_page', 'p3', b3, 0), 'screened', 'exit_block');
item('i4', add('routing_page', 'p4', null, 2), 'q3', 'question');
const p5 = add('routing_page', 'p5', null, 3);
item('i5', p5, 'complete', 'exit_block');

const source = flowSourceOf(list);
const choose = (id: 'a1' | 'a2'): Responses => ({ q1: { kind: 'choice', selected: [{ id, code: id === 'a1' ? '1' : '2' }] } });

/** The pages a respondent sees and how they leave. */
function path(responses: Responses): string[] {
  const seen: string[] = [];
  let step: FlowStep = firstStep(source, responses);
  while (step.stop.kind === 'page') {
    seen.push(step.stop.page.id);
    step = stepAfter(source, step.stop.page.id, responses);
  }
  seen.push(step.stop.kind === 'flow_end' ? 'end' : `${step.stop.kind}:${step.stop.status}`);
  return seen;
}

describe('the routing walk', () => {
  it('follows the first branch that holds and goes on after its group', () => {
    expect(path(choose('a2'))).toEqual(['p1', 'p2', 'p4', 'p5', 'exit:complete']);
  });

  it('descends into nested groups and leaves by an exit shown on a page', () => {
    expect(path(choose('a1'))).toEqual(['p1', 'p3', 'exit:screened']);
  });

  it('goes on after a group when no branch holds', () => {
    expect(path({})).toEqual(['p1', 'p4', 'p5', 'exit:complete']);
  });

  it('says which branches it tried and which it took', () => {
    const step = stepAfter(source, 'p1', choose('a1'));
    expect(step.decisions.map((d) => [d.group.id, d.trials.map((t) => `${t.branch.id}:${t.holds}`), d.taken?.id ?? null])).toEqual([
      ['g1', ['b1:false', 'b2:true'], 'b2'],
      ['g2', ['b3:true'], 'b3'],
    ]);
  });

  it('ends at a terminating page with its status, and skips deleted components', () => {
    const terminated = flowSourceOf(list.map((c) => (c.id === 'p4' ? { ...c, terminate: true, terminate_status: 'quota_full' } as Component : c.id === 'g1' ? { ...c, deleted: true } : c)));
    const step = stepAfter(terminated, 'p1', choose('a2'));
    expect(step.decisions).toEqual([]);
    expect(step.stop.kind === 'page' && step.stop.page.id).toBe('p4');
    expect(stepAfter(terminated, 'p4', {}).stop).toMatchObject({ kind: 'terminate', status: 'quota_full' });
  });

  it('hides an item whose visibility condition fails, so its exit does not end the survey', () => {
    const hidden = flowSourceOf(list.map((c) => (c.id === 'i5' ? { ...c, visibility_condition: isCode('a1') } as Component : c)));
    expect(stepAfter(hidden, 'p5', choose('a2')).stop).toEqual({ kind: 'flow_end' });
  });

  it('refuses a page that is not in the flow, naming it', () => {
    expect(() => stepAfter(source, 'q1', {})).toThrow('q1 is not a live routing page');
  });
});
