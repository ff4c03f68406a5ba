// Test fixtures: one component of every kind (and every answer group type) with the spec's defaults.
import {
  ANSWER_GROUP_TYPES,
  COMPONENT_KINDS,
  createComponent,
  type AnswerGroupType,
  type Component,
  type ComponentKind,
} from '../../../../schema';

export function sampleComponent(kind: ComponentKind, name = ''): Component {
  switch (kind) {
    case 'answer_group':
      return sampleAnswerGroup('single');
    case 'routing_item':
      return createComponent('routing_item', { id: 'ri1', item_id: 'q1', item_kind: 'question' });
    case 'answer':
      return createComponent('answer', { id: 'a1', name: name || 'A1', code: '1' });
    default:
      return createComponent(kind, { id: `${kind}-1`, name } as never);
  }
}

export function sampleAnswerGroup(type: AnswerGroupType): Component {
  return createComponent('answer_group', { id: `ag-${type}`, name: 'AG1', answer_group_type: type });
}

/** Every kind once, plus each answer group type. */
export function allSamples(): readonly Component[] {
  return [
    ...COMPONENT_KINDS.filter((kind) => kind !== 'answer_group').map((kind) => sampleComponent(kind)),
    ...ANSWER_GROUP_TYPES.map(sampleAnswerGroup),
  ];
}
