// The questions (and quota definitions) a condition can name, derived from the draft: each
// with its type and answers (answers of all its answer groups, or of its grid's scale).
import { isDeletedInTree, type Component, type ConditionSubjectType } from '../../../../schema';
import { allComponents, childrenOf, lookupOf, type DraftDoc } from '../../../../sync/document';
import { compareNames } from './name-order';
import type { ConditionSubject } from '../../conditions/condition-subject';
import { plainText } from './tree-rows';

type Choice = ConditionSubject['answers'][number];
/** Per answer record: an unchanged answer (the engine keeps its identity) is not stripped again. */
const choices = new WeakMap<Component, Choice>();

function answerChoice(answer: Component): Choice {
  let choice = choices.get(answer);
  if (!choice) {
    const a = answer as Component & { code?: string; default_language_data?: { label?: string } };
    choices.set(answer, (choice = { id: a.id, code: a.code ?? '', label: plainText(a.default_language_data?.label) }));
  }
  return choice;
}

/**
 * The subjects a condition of `owner` (the component being edited) may name. A question is never
 * its own subject: whether it shows cannot hang on its own answer.
 */
export function conditionSubjects(doc: DraftDoc, owner: string | null = null): ConditionSubject[] {
  const byId = lookupOf(doc);
  // Only questions and quota definitions are subjects: pick them first (a hundred or so), then
  // look at their trees, never at all 50k answers of the largest survey.
  const live = allComponents(doc).filter((c) => (c.kind === 'question' || c.kind === 'quota_definition') && !isDeletedInTree(c, byId));
  // Asked only of live parents, so a child not marked deleted itself is live.
  const liveChildren = (id: string, kind: Component['kind']) => childrenOf(doc, id).filter((c) => c.kind === kind && !c.deleted);
  const answersUnder = (id: string) => liveChildren(id, 'answer_group')
    .flatMap((group) => liveChildren(group.id, 'answer'))
    .map(answerChoice);
  const subjects: ConditionSubject[] = [];
  for (const c of live.sort(compareNames)) {
    if (c.id === owner) continue;
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
