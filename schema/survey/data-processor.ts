import type { Answer } from './components/answer';
import { singleAnswerGroupSchema, type AnswerGroupOf } from './components/answer-group';
import { createComponent } from './components/component';
import type { ParentRef } from './components/common';
import type { DataProcessor } from './components/data-processor';
import type { Id } from './id';

/**
 * The result codes a data processor records for its call to the provider (spec §3, §8). Each is
 * an "other" answer, so the provider's message can be kept beside the code.
 */
export const DATA_PROCESSOR_RESULT_CODES = [
  { code: '200', label: 'Success' },
  { code: '401', label: 'Unauthorized' },
  { code: '403', label: 'Forbidden' },
  { code: '500', label: 'Unavailable' },
] as const;

/**
 * The children a new data processor comes with: one single answer group (AG1) holding the preset
 * result answers A1–A4, in the order above. Ids come from `newId`, parent-first.
 */
export function createDataProcessorResults(
  processor: Pick<DataProcessor, 'id'>,
  newId: () => Id,
): [AnswerGroupOf<'single'>, ...Answer[]] {
  const group = singleAnswerGroupSchema.parse({
    id: newId(),
    kind: 'answer_group',
    answer_group_type: 'single',
    name: 'AG1',
    order: 0,
    parent: { id: processor.id, kind: 'data_processor' },
  });
  const parent: ParentRef = { id: group.id, kind: 'answer_group' };
  const answers = DATA_PROCESSOR_RESULT_CODES.map(({ code, label }, order) =>
    createComponent('answer', {
      id: newId(),
      name: `A${order + 1}`,
      order,
      parent,
      code,
      other: true,
      default_language_data: { label },
    }),
  );
  return [group, ...answers];
}
