import { describe, expect, it } from 'vitest';
import { componentSchema } from './components/component';
import { createDataProcessorResults, DATA_PROCESSOR_RESULT_CODES } from './data-processor';

describe('data processor presets', () => {
  it('lists 200 Success, 401 Unauthorized, 403 Forbidden, 500 Unavailable', () => {
    expect(DATA_PROCESSOR_RESULT_CODES.map((r) => `${r.code} ${r.label}`)).toEqual([
      '200 Success',
      '401 Unauthorized',
      '403 Forbidden',
      '500 Unavailable',
    ]);
  });

  it('creates a single answer group under the processor holding the result codes as other answers', () => {
    let n = 0;
    const [group, ...answers] = createDataProcessorResults({ id: 'dp1' }, () => `id${++n}`);
    expect(group).toMatchObject({ id: 'id1', kind: 'answer_group', answer_group_type: 'single', parent: { id: 'dp1', kind: 'data_processor' } });
    expect(answers.map((a) => [a.code, a.default_language_data?.label, a.other, a.order, a.parent?.id])).toEqual([
      ['200', 'Success', true, 0, 'id1'],
      ['401', 'Unauthorized', true, 1, 'id1'],
      ['403', 'Forbidden', true, 2, 'id1'],
      ['500', 'Unavailable', true, 3, 'id1'],
    ]);
    for (const component of [group, ...answers]) expect(componentSchema.safeParse(component).success).toBe(true);
  });
});
