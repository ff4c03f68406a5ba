// The survey items dynamic-text chips in the previewed texts are named after (Q1: code, …).
import type { Component } from '../../schema';
import type { DynamicTextSource } from '../widgets/rich-text';

/** Questions by id, and answer groups as "questionId.answerGroupId" (spec §3 dynamic text ids). */
export function dynamicTextSources(components: readonly Component[]): DynamicTextSource[] {
  const sources: DynamicTextSource[] = [];
  const firstType = new Map<string, DynamicTextSource['answerType']>();
  for (const component of components) {
    if (component.kind !== 'answer_group' || component.parent === null) continue;
    if (!firstType.has(component.parent.id)) firstType.set(component.parent.id, component.answer_group_type);
    const id = `${component.parent.id}.${component.id}`;
    sources.push({ type: 'answer_group', id, name: component.name, answerType: component.answer_group_type });
  }
  for (const component of components) {
    if (component.kind !== 'question') continue;
    const answerType = firstType.get(component.id) ?? firstType.get(component.parent?.id ?? '');
    sources.push({ type: 'question', id: component.id, name: component.name, ...(answerType ? { answerType } : {}) });
  }
  return sources;
}
