// The batch endpoints' declared depth, measured: the deepest legitimate component (condition
// groups nest) must fit, and anything deeper is refused with 4xx before a recursive reader sees it.
import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../../../schema';
import { BATCH_BYTES, BATCH_DEPTH, COMPONENT_FIELD_DEPTH, MAX_BATCH_ITEMS, MAX_NESTED_CONDITION_GROUPS, components } from '../../../schema/api/admin/components';
import { jsonDepth } from '../../../schema/api/json-limits';
import { maxSurvey } from '../../../workers/checks/testing/max-survey';
import { Prng, RandomSurvey } from '../../../workers/checks/testing/random-survey';
import { backends, serverSuite } from '../../testing/harness';
import { publishableSurvey } from '../../testing/publishable-survey';
import { newSurvey } from '../../testing/users';

/** A component as the draft engine posts it (sync/batch-compiler.ts WireItem). */
const wireItem = ({ id, kind, parent, ...fields }: { id: string; kind: string; parent: { id: string } | null; [field: string]: unknown }) =>
  ({ action: 'post', kind, client_ref: id, parent: parent ? { id: parent.id } : null, fields });
const deepestBatch = (records: readonly unknown[]) =>
  Math.max(...records.map((record) => jsonDepth(JSON.stringify([wireItem(record as never)]))));

/** `levels` condition groups, each the only item of the one above, around one condition. */
function nestedCondition(levels: number, questionId: string): ConditionGroup {
  let node: ConditionGroup = { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: questionId, negate: false, fn: 'answered', answers: [['a']] }] };
  for (let i = 1; i < levels; i++) node = { kind: 'group', operator: 'or', items: [node] };
  return node;
}

describe('the batch depth', () => {
  it('fits the largest survey, the publishable one and random surveys with nested conditions', () => {
    const random = Array.from({ length: 30 }, (_, seed) => new RandomSurvey(new Prng(seed + 1)).generate(150)).flat();
    const measured = Math.max(deepestBatch(maxSurvey().components), deepestBatch(publishableSurvey().components), deepestBatch(random));
    expect(measured).toBeGreaterThan(8); // the random surveys nest condition groups
    expect(measured).toBeLessThanOrEqual(BATCH_DEPTH);
    expect(components.batch.limits.depth).toBe(BATCH_DEPTH);
  });

  it('holds a full batch of the largest survey\'s components within the declared bytes', () => {
    const largest = maxSurvey().components.slice(0, MAX_BATCH_ITEMS);
    expect(largest).toHaveLength(MAX_BATCH_ITEMS);
    expect(Buffer.byteLength(JSON.stringify(largest.map((record) => wireItem(record as never))))).toBeLessThan(BATCH_BYTES);
    expect(components.batch.limits.bytes).toBe(BATCH_BYTES);
  });

  it('is exactly a batch of a condition nested as deep as declared', () => {
    const item = wireItem({ id: 'q', kind: 'question', parent: null, visibility_condition: nestedCondition(MAX_NESTED_CONDITION_GROUPS, 'x') } as never);
    expect(jsonDepth(JSON.stringify([item]))).toBe(BATCH_DEPTH);
    expect(jsonDepth(JSON.stringify(item.fields.visibility_condition))).toBe(COMPONENT_FIELD_DEPTH);
  });
});

describe.each(backends)('nested conditions in batches on %s', (backend) => {
  const suite = serverSuite(backend);

  it('stores a condition nested as deep as declared and refuses one level more with 4xx', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const post = (ref: string, levels: number) => suite.server.call('POST', `/admin/api/surveys/${id}/components`, {
      token: suite.admin,
      body: [{ action: 'post', kind: 'question', client_ref: ref, fields: { visibility_condition: nestedCondition(levels, 'x') } }],
    });
    const deepest = await post('deepest', MAX_NESTED_CONDITION_GROUPS);
    expect(deepest.status, JSON.stringify(deepest.body)).toBe(200);
    const list = await suite.server.call('GET', `/admin/api/surveys/${id}/components`, { token: suite.admin });
    expect(list.status).toBe(200);
    expect(jsonDepth(JSON.stringify(list.body.components[0].visibility_condition))).toBe(COMPONENT_FIELD_DEPTH);
    const deeper = await post('deeper', MAX_NESTED_CONDITION_GROUPS + 1);
    expect(deeper.status).toBe(413);
    expect(deeper.body.error.code).toBe('limit');
    expect((await suite.server.call('GET', `/admin/api/surveys/${id}/components`, { token: suite.admin })).body.components).toHaveLength(1);
  });
});
