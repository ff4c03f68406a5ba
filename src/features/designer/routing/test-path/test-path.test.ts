import { describe, expect, it } from 'vitest';
import type { Component, ConditionGroup } from '../../../../../schema';
import { makeDoc } from '../../../../../sync/document';
import { component } from '../../../../../sync/test-docs';
import { draftFlowSource } from '../flow/flow-source';
import { advance, back, currentPage, pathComponents, startPath } from './test-path';

// Q1 (answers 1, 2) on P1; a group whose branch "Q1 is 2" holds P2 (Q2); P3 ends as screened.
const q1 = component('question', 'q1', null, 0, { name: 'Q1', question_type: 'single' });
const ag = component('answer_group', 'ag', q1, 0, { name: 'AG1' });
const a1 = component('answer', 'a1', ag, 0, { name: 'A1' });
const a2 = component('answer', 'a2', ag, 1, { name: 'A2' });
const q2 = component('question', 'q2', null, 1, { name: 'Q2' });
const p1 = component('routing_page', 'p1', null, 0);
const g = component('routing_group', 'g', null, 1);
const isTwo: ConditionGroup = { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'q1', negate: false, fn: 'equalTo', answers: [['a2']] }] };
const b = component('routing_condition', 'b', g, 0, { condition: isTwo });
const p2 = component('routing_page', 'p2', b, 0);
const p3 = component('routing_page', 'p3', null, 2, { terminate: true, terminate_status: 'screened' });
const items: Component[] = [
  component('routing_item', 'i1', p1, 0, { item_id: 'q1', item_kind: 'question' }),
  component('routing_item', 'i2', p2, 0, { item_id: 'q2', item_kind: 'question' }),
];
const doc = makeDoc({ id: 's' }, [q1, ag, a1, a2, q2, p1, g, b, p2, p3, ...items]);
const source = draftFlowSource(doc);
const chose = (answer: Component) => ({ q1: { kind: 'choice' as const, selected: [{ id: answer.id, code: (answer as { code: string }).code }] } });

describe('the test path', () => {
  it('steps through the branch that holds and records why', () => {
    let path = advance(startPath('p1'), source, chose(a2));
    expect(currentPage(path).pageId).toBe('p2');
    expect(currentPage(path).decisions.map((d) => [d.group.id, d.taken?.id])).toEqual([['g', 'b']]);
    path = advance(path, source, chose(a2));
    expect(currentPage(path).pageId).toBe('p3');
    path = advance(path, source, chose(a2));
    expect(path.end?.stop).toMatchObject({ kind: 'terminate', status: 'screened' });
    // Back from the end returns to the last page, then to the page before.
    expect(currentPage(back(path)).pageId).toBe('p3');
    expect(back(back(path)).end).toBeNull();
    expect(currentPage(back(back(path))).pageId).toBe('p2');
  });

  it('skips the branch when its condition fails', () => {
    expect(currentPage(advance(startPath('p1'), source, chose(a1))).pageId).toBe('p3');
  });

  it('answers come only from what the path has shown', () => {
    const path = advance(startPath('p1'), source, chose(a2));
    expect(pathComponents(doc, source, path).map((c) => c.id)).toEqual(['q1', 'ag', 'a1', 'a2', 'q2']);
    expect(pathComponents(doc, source, startPath('p1')).map((c) => c.id)).toEqual(['q1', 'ag', 'a1', 'a2']);
  });
});
