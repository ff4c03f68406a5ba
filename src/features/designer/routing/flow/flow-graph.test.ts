import { describe, expect, it } from 'vitest';
import type { Component } from '../../../../../schema';
import { makeDoc } from '../../../../../sync/document';
import { runChecks } from '../../../../../workers/checks';
import { and, cond, make, ref } from '../../../../../workers/checks/testing/builders';
import { END_ID, flowGraph, START_ID, type FlowEdge, type FlowGraph } from './flow-graph';
import { flowMarks } from './flow-marks';
import { draftFlowSource } from './flow-source';

// A single question Q1 (answers 1, 2), Q2, a complete and a screened exit.
function survey() {
  const q1 = make('question', { id: 'q1', name: 'Q1', question_type: 'single', default_language_data: { question_text: '<p>Your <b>age</b>?</p>' } });
  const ag = make('answer_group', { id: 'ag1', answer_group_type: 'single', parent: ref(q1) });
  const a1 = make('answer', { id: 'a1', code: '1', parent: ref(ag) });
  const a2 = make('answer', { id: 'a2', code: '2', parent: ref(ag) });
  const q2 = make('question', { id: 'q2', name: 'Q2', question_type: 'numeric', order: 1 });
  const complete = make('exit_block', { id: 'ebc', name: 'EB1', terminate_status: 'complete', order: 2, default_language_data: { exit_text: 'Thanks' } });
  const screened = make('exit_block', { id: 'ebs', name: 'EB2', terminate_status: 'screened', order: 3 });
  return { q1, q2, complete, screened, base: [q1, ag, a1, a2, q2, complete, screened] as Component[] };
}

const page = (id: string, order: number, parent: Component | null = null, fields: Record<string, unknown> = {}) =>
  make('routing_page', { id, order, parent: parent ? ref(parent) : null, ...fields });
const item = (id: string, on: Component, target: Component, order = 0, fields: Record<string, unknown> = {}) =>
  make('routing_item', { id, parent: ref(on), order, item_id: target.id, item_kind: target.kind, ...fields });

const graphOf = (components: readonly Component[]) => flowGraph(draftFlowSource(makeDoc(null, components)));
const edge = (graph: FlowGraph, source: string, target: string) => graph.edges.filter((e) => e.source === source && e.target === target);
const line = (e: FlowEdge) => `${e.source} -${e.kind}${e.label ? `(${e.label})` : ''}${e.never ? '!' : ''}-> ${e.target}`;

describe('the flow graph', () => {
  it('runs the pages in order from the start to the end, labelled by position and items', () => {
    const { base, q1, q2 } = survey();
    const p1 = page('p1', 0);
    const p2 = page('p2', 1, null, { quota: true });
    const graph = graphOf([...base, p2, p1, item('i1', p1, q1), item('i2', p2, q2), item('i3', p2, q1, 1)]);
    expect(graph.edges.map(line)).toEqual([`${START_ID} -sequence-> p1`, 'p1 -sequence-> p2', `p2 -sequence-> ${END_ID}`]);
    expect(graph.nodes.find((n) => n.id === 'p1')).toMatchObject({ kind: 'page', number: 1, items: [{ role: 'question', text: 'Q1 · Your age?' }], more: 0, quota: false });
    expect(graph.nodes.find((n) => n.id === 'p2')).toMatchObject({ number: 2, quota: true, items: [{ text: 'Q2' }, { text: 'Q1 · Your age?' }] });
  });

  it('lists the first few items and counts the rest', () => {
    const { base, q1 } = survey();
    const p1 = page('p1', 0);
    const graph = graphOf([...base, p1, ...[0, 1, 2, 3, 4].map((i) => item(`i${i}`, p1, q1, i))]);
    expect(graph.nodes.find((n) => n.id === 'p1')).toMatchObject({ more: 2 });
  });

  it('branches a group top to bottom with the conditions in words, and an otherwise edge', () => {
    const { base, q1 } = survey();
    const p1 = page('p1', 0);
    const group = make('routing_group', { id: 'g', order: 1 });
    const c1 = make('routing_condition', { id: 'c1', parent: ref(group), order: 0, condition: and(cond('q1', { answers: [['a2']] })) });
    const c2 = make('routing_condition', { id: 'c2', parent: ref(group), order: 1, condition: and(cond('q1', { negate: true })) });
    const p2 = page('p2', 0, c1);
    const p3 = page('p3', 0, c2);
    const p4 = page('p4', 1, c2);
    const p5 = page('p5', 2);
    const graph = graphOf([...base, p1, group, c1, c2, p2, p3, p4, p5, item('i1', p1, q1)]);
    expect(graph.edges.map(line)).toEqual([
      `${START_ID} -sequence-> p1`,
      'p1 -sequence-> g',
      'g -branch(If Q1 is 2)-> p2',
      'g -branch(Else if Q1 is not answered)-> p3',
      'p3 -sequence-> p4',
      'p2 -sequence-> p5',
      'p4 -sequence-> p5',
      'g -otherwise(Otherwise)-> p5',
      `p5 -sequence-> ${END_ID}`,
    ]);
    expect(graph.nodes.map((n) => n.id)).toEqual([START_ID, 'p1', 'g', 'p2', 'p3', 'p4', 'p5', END_ID]);
    expect(graph.nodes.find((n) => n.id === 'p4')).toMatchObject({ number: 4 });
    expect(graph.owners.get('c2')).toBe('g');
  });

  it('nests groups in branches, an empty branch leading on after its group', () => {
    const { base } = survey();
    const outer = make('routing_group', { id: 'g1', order: 0 });
    const o1 = make('routing_condition', { id: 'o1', parent: ref(outer), order: 0, condition: and(cond('q1')) });
    const inner = make('routing_group', { id: 'g2', parent: ref(o1), order: 0 });
    const i1 = make('routing_condition', { id: 'i1', parent: ref(inner), order: 0, condition: and(cond('q2', { fn: 'greaterThan', value: 10 })) });
    const i2 = make('routing_condition', { id: 'i2', parent: ref(inner), order: 1, condition: and(cond('q1', { answers: [['a1']] })) });
    const deep = page('deep', 0, i1);
    const after = page('after', 1);
    const graph = graphOf([...base, outer, o1, inner, i1, i2, deep, after]);
    expect(graph.edges.map(line)).toEqual([
      `${START_ID} -sequence-> g1`,
      'g1 -branch(If Q1 is answered)-> g2',
      'g2 -branch(If Q2 > 10)-> deep',
      'deep -sequence-> after',
      'g2 -branch(Else if Q1 is 1)-> after',
      'g2 -otherwise(Otherwise)-> after',
      'g1 -otherwise(Otherwise)-> after',
      `after -sequence-> ${END_ID}`,
    ]);
  });

  it('marks branches after one that always holds as never taken', () => {
    const { base } = survey();
    const group = make('routing_group', { id: 'g', order: 0 });
    const c1 = make('routing_condition', { id: 'c1', parent: ref(group), order: 0 });
    const c2 = make('routing_condition', { id: 'c2', parent: ref(group), order: 1, condition: and(cond('q1')) });
    const graph = graphOf([...base, group, c1, c2, page('p1', 0, c1), page('p2', 0, c2)]);
    expect(edge(graph, 'g', 'p1')[0]).toMatchObject({ label: 'Always (no condition)', never: false });
    expect(edge(graph, 'g', 'p2')[0]).toMatchObject({ label: 'Else if Q1 is answered', never: true });
    expect(graph.edges.find((e) => e.kind === 'otherwise')).toMatchObject({ never: true });
  });

  it('ends the flow at terminating pages, with their status (complete when none is set)', () => {
    const { base } = survey();
    const graph = graphOf([...base, page('p1', 0, null, { terminate: true, terminate_status: 'screened' }), page('p2', 1, null, { terminate: true })]);
    expect(graph.edges.map(line)).toEqual([`${START_ID} -sequence-> p1`, 'p1 -exit-> terminate:p1', 'p2 -exit-> terminate:p2']);
    expect(graph.nodes.find((n) => n.id === 'terminate:p1')).toMatchObject({ kind: 'exit', status: 'screened', select: 'p1', label: 'Page 1 terminates' });
    expect(graph.nodes.find((n) => n.id === 'terminate:p2')).toMatchObject({ status: 'complete' });
    expect(graph.nodes.some((n) => n.kind === 'end')).toBe(false);
  });

  it('leaves by exit blocks: a conditional one beside the way on, an unconditional one ending the page', () => {
    const { base, q1, complete, screened } = survey();
    const p1 = page('p1', 0);
    const p2 = page('p2', 1);
    const graph = graphOf([
      ...base, p1, p2,
      item('x1', p1, screened, 0, { visibility_condition: and(cond('q1', { answers: [['a1']] })) }),
      item('q', p2, q1, 0),
      item('x2', p2, complete, 1),
      item('x3', p2, screened, 2),
    ]);
    expect(graph.edges.map(line)).toEqual([
      `${START_ID} -sequence-> p1`,
      'p1 -exit(If Q1 is 1)-> exit:x1',
      'p1 -sequence(Otherwise)-> p2',
      'p2 -exit-> exit:x2',
      'p2 -exit!-> exit:x3',
    ]);
    expect(graph.nodes.find((n) => n.id === 'exit:x2')).toMatchObject({ kind: 'exit', status: 'complete', select: 'x2', label: 'EB1 · Thanks' });
    expect(graph.nodes.find((n) => n.id === 'p2')).toMatchObject({ items: [{ role: 'question' }, { role: 'exit', text: 'EB1 · Thanks' }, { role: 'exit', text: 'EB2' }] });
  });

  it('skips deleted pages, groups and everything below them; names deleted targets as missing', () => {
    const { base, q1 } = survey();
    const p1 = page('p1', 0);
    const gone = page('gone', 1, null, { deleted: true });
    const group = make('routing_group', { id: 'g', order: 2, deleted: true });
    const c = make('routing_condition', { id: 'c', parent: ref(group), order: 0 });
    const deletedQuestion = make('question', { id: 'q9', name: 'Q9', deleted: true });
    const graph = graphOf([...base, deletedQuestion, p1, gone, group, c, page('under', 0, c), item('i1', p1, deletedQuestion), item('i2', p1, q1, 1, { deleted: true })]);
    expect(graph.nodes.map((n) => n.id)).toEqual([START_ID, 'p1', END_ID]);
    expect(graph.nodes[1]).toMatchObject({ items: [{ role: 'missing', text: 'Missing question' }], more: 0 });
  });

  it('goes from start to end for a survey without pages', () => {
    expect(graphOf(survey().base).edges.map(line)).toEqual([`${START_ID} -sequence-> ${END_ID}`]);
  });
});

describe('the flow marks', () => {
  it('greys unreachable pages and groups with the reason, and badges routing findings', () => {
    const { base, q1, complete } = survey();
    const p1 = page('p1', 0);
    const group = make('routing_group', { id: 'g', order: 1 });
    const c1 = make('routing_condition', { id: 'c1', parent: ref(group), order: 0 });
    const c2 = make('routing_condition', { id: 'c2', parent: ref(group), order: 1, condition: and(cond('q1')) });
    const shadowed = page('shadowed', 0, c2);
    const p2 = page('p2', 2);
    const p3 = page('p3', 3);
    const components = [...base, p1, group, c1, c2, shadowed, page('inside', 0, c1), p2, p3,
      item('i1', p1, q1), item('i2', shadowed, q1), item('x', p2, complete), item('i3', p3, q1)];
    const graph = graphOf(components);
    const marks = flowMarks(graph, runChecks(components, { additionalLanguages: [] }));
    expect(marks.get('shadowed')).toMatchObject({ unreachable: 'branchNeverTaken', level: 'warning' });
    expect(marks.get('p3')).toMatchObject({ unreachable: 'nothingLeadsHere' });
    expect(marks.get('p1')).toBeUndefined();
    // The empty page under c1 is a standard finding, and c1 (no expression) badges its group.
    expect(marks.get('inside')).toMatchObject({ unreachable: null, level: 'standard' });
    expect(marks.get('g')).toMatchObject({ unreachable: null, level: 'standard' });
  });

  it('tells conditions that cannot hold from paths through unreachable nodes', () => {
    const { base } = survey();
    const group = make('routing_group', { id: 'g', order: 0 });
    const c1 = make('routing_condition', { id: 'c1', parent: ref(group), order: 0, condition: and(cond('q1')) });
    const graph = graphOf([...base, group, c1, page('a', 0, c1), page('b', 1, c1)]);
    const unreachable = (id: string) => ({ id: `routing_unreachable:${id}`, code: 'routing_unreachable', level: 'warning', area: 'routing', itemId: id, itemKind: 'routing_page', message: 'Page is unreachable' }) as const;
    const marks = flowMarks(graph, [unreachable('a'), unreachable('b')]);
    expect(marks.get('a')?.unreachable).toBe('conditions');
    expect(marks.get('b')?.unreachable).toBe('afterUnreachable');
  });
});
