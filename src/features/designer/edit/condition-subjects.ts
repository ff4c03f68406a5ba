// The questions (and quota definitions) a condition can name, derived from the draft: each
// with its type and answers (answers of all its answer groups, or of its grid's scale).
import { isDeletedInTree, type Component, type ConditionSubjectType } from '../../../../schema';
import { compareSiblings, type DraftDoc } from '../../../../sync/document';
import type { ConditionSubject } from '../../conditions/condition-subject';
import { plainText } from './tree-rows';

export function conditionSubjects(doc: DraftDoc): ConditionSubject[] {
  const all = Object.values(doc.components);
  const byId = new Map(all.map((c) => [c.id, c]));
  const live = all.filter((c) => !isDeletedInTree(c, byId));
  const children = new Map<string, Component[]>();
  for (const c of live) {
    if (!c.parent) continue;
    const list = children.get(c.parent.id) ?? [];
    list.push(c);
    children.set(c.parent.id, list);
  }
  const answersUnder = (id: string) => (children.get(id) ?? []).filter((c) => c.kind === 'answer_group').sort(compareSiblings)
    .flatMap((group) => (children.get(group.id) ?? []).filter((c) => c.kind === 'answer').sort(compareSiblings))
    .map((answer) => {
      const a = answer as Component & { code?: string; default_language_data?: { label?: string } };
      return { id: a.id, code: a.code ?? '', label: plainText(a.default_language_data?.label) };
    });
  const subjects: ConditionSubject[] = [];
  for (const c of live.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))) {
    if (c.kind === 'question') {
      const q = c as Component & { question_type: ConditionSubjectType; default_language_data?: { question_text?: string } };
      const inGrid = c.parent?.kind === 'grid';
      const answers = answersUnder(c.id);
      subjects.push({
        id: c.id, name: c.name, label: plainText(q.default_language_data?.question_text), type: q.question_type,
        answers: answers.length || !inGrid ? answers : answersUnder(c.parent!.id),
      });
    } else if (c.kind === 'quota_definition') {
      const d = c as Component & { code?: string; label?: string };
      subjects.push({ id: c.id, name: `Quota ${d.code ?? ''}`.trim(), label: d.label ?? '', type: 'quota_definition', answers: [] });
    }
  }
  return subjects;
}
