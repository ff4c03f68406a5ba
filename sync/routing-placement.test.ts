import { describe, expect, it } from 'vitest';
import type { Component } from '../schema';
import { childrenOf, componentOf, makeDoc, type DraftDoc } from './document';
import { applyOne } from './replay';
import { markItemsOf, placeInFlow, routingItems } from './routing-placement';
import { component } from './test-docs';

let counter = 0;
const newId = () => `new-${++counter}`;

function docOf(placement: string | undefined, ...components: Component[]): DraftDoc {
  const development_fields = placement ? { routing_placement: placement } : {};
  return makeDoc({ id: 's1', title: 'Survey', name: 'Survey', revision: 1, development_fields }, components);
}

/** Runs the command and applies its operations, as the store would in one gesture. */
function run(doc: DraftDoc, command: (doc: DraftDoc) => ReturnType<ReturnType<typeof placeInFlow>>): DraftDoc {
  const result = command(doc);
  if (!result.ok) throw new Error(result.message);
  for (const op of result.ops) doc = applyOne(doc, op).doc;
  return doc;
}

/** The root's flow as "page: items" lines. */
function flow(doc: DraftDoc): string[] {
  return childrenOf(doc, null).filter((c) => c.kind === 'routing_page').map((page) =>
    `${page.id}: ${childrenOf(doc, page.id).filter((i) => !i.deleted).map((i) => (i as { item_id: string }).item_id).join(' ')}`);
}

const q = (id: string, order: number, parent: Component | null = null) => component('question', id, parent, order, { name: id.toUpperCase() });
const exit = (id: string, order: number) => component('exit_block', id, null, order, { name: id.toUpperCase() });
const page = (id: string, order: number) => component('routing_page', id, null, order);
const item = (id: string, on: Component, target: Component, order: number) =>
  component('routing_item', id, on, order, { item_id: target.id, item_kind: target.kind });

describe('default placement in the routing flow', () => {
  it('puts a new question on the last page, the starting page of a new survey', () => {
    counter = 0;
    const doc = run(docOf(undefined, page('p1', 0), q('q1', 0)), placeInFlow(['q1'], newId));
    expect(flow(doc)).toEqual(['p1: q1']);
  });

  it('puts questions on the page before the end page of exits, opening one when there is none', () => {
    counter = 0;
    const p1 = page('p1', 0);
    const end = page('end', 1);
    const e1 = exit('e1', 0);
    let doc = docOf('last_page', p1, end, e1, item('ie', end, e1, 0), q('q1', 1), q('q2', 2));
    doc = run(doc, placeInFlow(['q1'], newId));
    expect(flow(doc)).toEqual(['p1: q1', 'end: e1']);
    // A page that shows an exit is never a question's last page: a new one opens before the end.
    const withExit = docOf('last_page', end, e1, item('ie', end, e1, 0), q('q1', 1));
    expect(flow(run(withExit, placeInFlow(['q1'], newId)))).toEqual(['new-2: q1', 'end: e1']);
  });

  it('puts each question on a page of its own when the survey says so', () => {
    counter = 0;
    const doc = run(docOf('own_page', page('p1', 0), q('q1', 0), q('q2', 1)), placeInFlow(['q1', 'q2'], newId));
    expect(flow(doc)).toEqual(['p1: ', 'new-1: q1', 'new-3: q2']);
  });

  it('gathers new exits on one end page', () => {
    counter = 0;
    let doc = docOf('last_page', page('p1', 0), q('q1', 0), exit('e1', 1), exit('e2', 2));
    doc = run(doc, placeInFlow(['q1', 'e1'], newId));
    doc = run(doc, placeInFlow(['e2'], newId));
    expect(flow(doc)).toEqual(['p1: q1', 'new-2: e1 e2']);
  });

  it('places nothing when the author routes by hand, nor what a placed group already shows', () => {
    const manual = docOf('manual', page('p1', 0), q('q1', 0));
    expect(placeInFlow(['q1'], newId)(manual)).toEqual({ ok: true, ops: [] });
    const group = component('group', 'g1', null, 0, { name: 'GP1' });
    const p1 = page('p1', 0);
    const doc = docOf('last_page', p1, group, item('ig', p1, group, 0), q('q9', 0, group));
    expect(placeInFlow(['q9'], newId)(doc)).toEqual({ ok: true, ops: [] });
  });

  it('places the questions of a new group, in order', () => {
    counter = 0;
    const group = component('group', 'g1', null, 0, { name: 'GP1' });
    const doc = run(docOf(undefined, page('p1', 0), group, q('qa', 0, group), q('qb', 1, group)), placeInFlow(['g1'], newId));
    expect(flow(doc)).toEqual(['p1: qa qb']);
  });

  it('marks the routing items of a deleted question and of the questions of a deleted group, and brings them back', () => {
    const group = component('group', 'g1', null, 0, { name: 'GP1' });
    const inner = q('q2', 0, group);
    const q1 = q('q1', 1);
    const p1 = page('p1', 0);
    let doc = docOf(undefined, p1, group, inner, q1, item('i1', p1, q1, 0), item('i2', p1, inner, 1));
    doc = run(doc, markItemsOf('g1', true));
    expect(routingItems(doc).filter((i) => i.deleted).map((i) => i.id)).toEqual(['i2']);
    doc = run(doc, markItemsOf('q1', true));
    expect(flow(doc)).toEqual(['p1: ']);
    doc = run(doc, markItemsOf('g1', false));
    expect(componentOf(doc, 'i2')?.deleted).toBe(false);
    expect(markItemsOf('g1', false)(doc)).toEqual({ ok: true, ops: [] });
  });
});
