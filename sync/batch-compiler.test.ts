import { describe, expect, it } from 'vitest';
import { componentOf } from './document';
import { compileBatch, summarizeChanges, type WireItem } from './batch-compiler';
import type { Op } from './operations';
import { replay } from './replay';
import { component, docWith, sampleDoc } from './test-docs';

const serverId = (cid: string) => `srv-${cid}`;
const base = sampleDoc();
const viewOf = (...ops: Op[]) => replay(base, ops.map((op, i) => ({ opId: `o${i}`, op }))).doc;
const items = (view: ReturnType<typeof viewOf>, max?: number) => (compileBatch(base, view, serverId, max)?.body ?? []) as WireItem[];

describe('compileBatch', () => {
  it('posts a new subtree parents first, naming the temporary parent by its index', () => {
    const q3 = component('question', 'q3', componentOf(base, 'g2')!, 0, { name: 'Q3' });
    const ag = component('answer_group', 'ag3', q3, 0);
    const view = viewOf({ type: 'addComponent', component: ag }, { type: 'addComponent', component: q3 });
    // The answer group came first in the log but its parent was not there yet: only q3 applies.
    expect(items(view).map((i) => i.action)).toEqual(['post']);
    const both = viewOf({ type: 'addComponent', component: q3 }, { type: 'addComponent', component: ag });
    const wire = items(both);
    expect(wire).toMatchObject([
      { action: 'post', kind: 'question', client_ref: 'q3', parent: { id: 'srv-g2' }, fields: { name: 'Q3', order: 0 } },
      { action: 'post', kind: 'answer_group', client_ref: 'ag3', parent: { index: 0 } },
    ]);
    expect(wire[0]).not.toHaveProperty('fields.id');
  });

  it('patches only the changed fields with their final values', () => {
    const view = viewOf(
      { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['name'], value: 'Draft' }] },
      { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['name'], value: 'Final' }, { path: ['hidden'], value: true }] },
    );
    expect(items(view)).toEqual([{ action: 'patch', id: 'srv-q1', kind: 'question', fields: { name: 'Final', hidden: true } }]);
  });

  it('sends a move as a patch with the new parent', () => {
    const view = viewOf({ type: 'move', cid: 'q2', kind: 'question', parent: { id: 'g2', kind: 'group' }, index: 0 });
    expect(items(view)).toEqual([{ action: 'patch', id: 'srv-q2', kind: 'question', parent: { id: 'srv-g2' }, fields: { order: 0 } }]);
  });

  it('deletes children before parents', () => {
    const wire = items(viewOf({ type: 'remove', cid: 'q1', kind: 'question' }));
    expect(wire.map((i) => (i.action === 'delete' ? i.id : ''))).toEqual(['srv-a1', 'srv-a2', 'srv-ag1', 'srv-q1']);
  });

  it('drops a temporary component deleted before saving', () => {
    const q3 = component('question', 'q3', componentOf(base, 'g2')!, 0);
    expect(compileBatch(base, viewOf({ type: 'addComponent', component: q3 }, { type: 'remove', cid: 'q3', kind: 'question' }), serverId)).toBeNull();
  });

  it('caps the batch, keeping every child after its parent', () => {
    const q3 = component('question', 'q3', componentOf(base, 'g2')!, 0);
    const ag = component('answer_group', 'ag3', q3, 0);
    const a = component('answer', 'a3', ag, 0);
    const view = viewOf(...[q3, ag, a].map((c): Op => ({ type: 'addComponent', component: c })));
    expect(items(view, 2).map((i) => (i.action === 'post' ? i.client_ref : ''))).toEqual(['q3', 'ag3']);
  });

  it('sends the survey fields first, then components, then routes', () => {
    const page = component('routing_page', 'p1', null, 0);
    const view = viewOf(
      { type: 'addComponent', component: page },
      { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['hidden'], value: true }] },
      { type: 'setSurveyFields', changes: [{ path: ['title'], value: 'New title' }] },
    );
    expect(compileBatch(base, view, serverId)).toMatchObject({ channel: 'survey', body: { title: 'New title' } });
    const noSurvey = { ...view, survey: base.survey };
    expect(compileBatch(base, noSurvey, serverId)?.channel).toBe('components');
    const onlyRoutes = docWith(noSurvey, [componentOf(base, 'q1')!]);
    expect(compileBatch(base, onlyRoutes, serverId)).toMatchObject({ channel: 'routes', body: [{ action: 'post', client_ref: 'p1' }] });
  });
});

describe('summarizeChanges', () => {
  it('raises the change flag of each part that differs', () => {
    const text = component('conditional_text', 'ct', componentOf(base, 'q1')!, 0);
    const view = viewOf({ type: 'addComponent', component: text }, { type: 'setSurveyFields', changes: [{ path: ['title'], value: 'T' }] });
    const { flags, count } = summarizeChanges(base, view);
    expect(flags).toMatchObject({ survey: true, conditional_texts: true, components: false, routings: false });
    expect(count).toBe(2);
    expect(summarizeChanges(base, base).count).toBe(0);
  });
});
