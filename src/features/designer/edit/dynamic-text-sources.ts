// The survey items a rich text can insert as dynamic text (spec §3): questions and their answer
// groups (ids question.answer-group), quotas and quota groups (quota.group), deleted ones left
// out. Respondent, date and contact-field items need no source; the picker offers them itself.
import { isDeletedInTree, type Component } from '../../../../schema';
import { allComponents, childrenOf as childrenIn, lookupOf, type DraftDoc } from '../../../../sync/document';
import { compareNames } from './name-order';
import type { DynamicTextSource } from '../../../widgets/rich-text';

type AnswerType = NonNullable<DynamicTextSource['answerType']>;

const answerTypes = new Set(['single', 'multi', 'open_text', 'numeric', 'date']);

export function dynamicTextSources(doc: DraftDoc): DynamicTextSource[] {
  const byId = lookupOf(doc);
  // Questions and quotas only (a hundred or so), never all 50k answers of the largest survey.
  const live = allComponents(doc).filter((c) => (c.kind === 'question' || c.kind === 'quota') && !isDeletedInTree(c, byId));
  // Only asked of live parents, so a child not marked deleted itself is live.
  const childrenOf = (id: string, kind: Component['kind']) => childrenIn(doc, id).filter((c) => c.kind === kind && !c.deleted);
  const typeOf = (group: Component | undefined): AnswerType | undefined => {
    const type = (group as { answer_group_type?: string } | undefined)?.answer_group_type;
    return type && answerTypes.has(type) ? (type as AnswerType) : undefined;
  };
  const sources: DynamicTextSource[] = [];
  for (const question of live.filter((c) => c.kind === 'question').sort(compareNames)) {
    const groups = childrenOf(question.id, 'answer_group');
    // A grid row answers with the grid's own scale.
    const scale = groups.length === 0 && question.parent?.kind === 'grid' ? childrenOf(question.parent.id, 'answer_group') : [];
    const answerType = typeOf(groups[0] ?? scale[0]);
    sources.push({ type: 'question', id: question.id, name: question.name, ...(answerType ? { answerType } : {}) });
    for (const group of groups) {
      const type = typeOf(group);
      sources.push({ type: 'answer_group', id: `${question.id}.${group.id}`, name: `${question.name} ${group.name}`, ...(type ? { answerType: type } : {}) });
    }
  }
  for (const quota of live.filter((c) => c.kind === 'quota').sort(compareNames)) {
    sources.push({ type: 'quota', id: quota.id, name: quota.name });
    for (const group of childrenOf(quota.id, 'quota_group')) sources.push({ type: 'quota_group', id: `${quota.id}.${group.id}`, name: `${quota.name} group ${group.order + 1}` });
  }
  return sources;
}
