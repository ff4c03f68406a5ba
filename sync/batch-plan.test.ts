import { describe, expect, it } from 'vitest';
import { componentOf } from './document';
import type { Effect } from './batch-compiler';
import { planBatch } from './batch-plan';
import type { DraftDoc } from './document';
import type { Op, PendingOp } from './operations';
import { component, docWith, sampleDoc } from './test-docs';

const serverId = (cid: string) => `srv-${cid}`;
const log = (...ops: Op[]): PendingOp[] => ops.map((op, i) => ({ seq: i + 1, surveyId: 's', opId: `o${i + 1}`, tabId: 't', gestureId: `g${i}`, op, at: 0 }));

/** The base after the server acknowledged a batch: its effects applied. */
function acknowledged(base: DraftDoc, effects: readonly Effect[]): DraftDoc {
  const put = effects.flatMap((effect) => (effect.action === 'post' || effect.action === 'patch' ? [effect.record] : []));
  const removed = effects.flatMap((effect) => (effect.action === 'delete' ? [effect.cid] : []));
  return docWith(base, put, removed);
}

describe('planBatch', () => {
  it('covers the operations of the channel with the oldest pending operation', () => {
    const page = component('routing_page', 'p1', null, 0);
    const ops = log({ type: 'addComponent', component: page }, { type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['hidden'], value: true }] });
    const plan = planBatch(sampleDoc(), ops, serverId)!;
    expect(plan.channel).toBe('routes');
    expect(plan.covered.map((op) => op.opId)).toEqual(['o1']);
  });

  it('leaves nothing to send once a batch with its shifts was acknowledged', () => {
    // Inserting at the front shifts the siblings; removing the new one keeps the shift. Replaying
    // the insertion onto a base that already has the shift would shift again, forever.
    const base = sampleDoc();
    const q9 = component('question', 'q9', componentOf(base, 'g1')!, 0);
    const ops = log({ type: 'addComponent', component: q9, index: 0 }, { type: 'remove', cid: 'q9', kind: 'question' });
    const plan = planBatch(base, ops, serverId)!;
    expect(plan.batch?.body).toMatchObject([{ action: 'patch', fields: { order: 1 } }, { action: 'patch', fields: { order: 2 } }]);
    expect(planBatch(acknowledged(base, plan.batch!.effects), log(), serverId)).toBeNull();
  });

  it('covers the longest prefix of operations that fits the cap', () => {
    const base = sampleDoc();
    const adds = ['x1', 'x2', 'x3'].map((id, i): Op => ({ type: 'addComponent', component: component('group', id, null, 5 + i) }));
    const plan = planBatch(base, log(...adds), serverId, 2)!;
    expect(plan.covered.map((op) => op.opId)).toEqual(['o1', 'o2']);
    expect(plan.complete).toBe(true);
  });

  it('sends part of one operation too large for a batch, keeping the operation', () => {
    const base = sampleDoc();
    const restore: Op = { type: 'restore', components: ['x1', 'x2', 'x3'].map((id, i) => component('group', id, null, 5 + i)) };
    const plan = planBatch(base, log(restore), serverId, 2)!;
    expect(plan.complete).toBe(false);
    expect(plan.batch!.effects).toHaveLength(2);
    const rest = planBatch(acknowledged(base, plan.batch!.effects), log(restore), serverId, 2)!;
    expect(rest.batch!.effects).toMatchObject([{ action: 'post', cid: 'x3' }]);
    expect(rest.complete).toBe(true);
  });
});
