// The columns of a version's data (its datamap, SDL `Header`): per question in survey order, per
// answer group, the columns its answers fill. Names are the export's variable names: Q3 (one
// answer group), Q3_AG2 (several), Q3_2 (multi: answer code 2), Q3_other (an other box); a name
// already taken gets _2, _3 … so the list stays unique. Ids are design ids (through the id-map).
import { childrenOfKind, inTreeOrder, type Component } from '../../schema';
import type { DataHeader, HeaderValueKind } from '../../schema/api/respondent-data/wire';
import { plainText as plainTextOf } from '../../schema/survey/plain-text';
import type { FieldedVersion } from '../respondent/fielded-version';
import type { IdMap } from './data-caches';

export type ValueKind = HeaderValueKind;

/** A column as the resolvers make it: the SDL's Header with a known value kind. */
export type Header = DataHeader & { readonly valueKind: HeaderValueKind };

/** Rich text read as plain words (labels and question texts are stored as HTML). */
export function plainText(html: unknown): string {
  return typeof html === 'string' ? plainTextOf(html) : '';
}

const text = (component: Component, field: string) =>
  plainText((component as { default_language_data?: Record<string, unknown> }).default_language_data?.[field]);

const valueKindOf = {
  single: 'code', multi: 'selected', date: 'date', numeric: 'numeric', open_text: 'text',
} as const satisfies Record<string, ValueKind>;

export function headerNames(version: FieldedVersion, idMap: IdMap | null): Header[] {
  const design = (id: string) => idMap?.designOf.get(id) ?? id;
  const taken = new Set<string>();
  const unique = (name: string) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${name}_${n}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
  const headers: Header[] = [];
  for (const question of inTreeOrder(version.tree)) {
    if (question.kind !== 'question' || question.deleted) continue;
    const groups = childrenOfKind(version.tree, question.id, 'answer_group').filter((group) => !group.deleted);
    const questionText = text(question, 'question_text') || question.name;
    for (const group of groups) {
      const base = groups.length > 1 ? `${question.name}_${group.name}` : question.name;
      const answers = childrenOfKind(version.tree, group.id, 'answer').filter((answer) => !answer.deleted);
      const ids = { questionId: design(question.id), answerGroupId: design(group.id) };
      const kind = valueKindOf[group.answer_group_type];
      if (kind === 'selected') {
        for (const answer of answers) {
          headers.push({ name: unique(`${base}_${answer.code}`), label: `${questionText}: ${text(answer, 'label')}`, ...ids, answerCode: answer.code, valueKind: 'selected', valueLabels: [] });
        }
      } else {
        const valueLabels = kind === 'code' ? answers.map((answer) => ({ code: answer.code, label: text(answer, 'label') })) : [];
        headers.push({ name: unique(base), label: questionText, ...ids, answerCode: null, valueKind: kind, valueLabels });
      }
      const others = answers.filter((answer) => answer.other);
      for (const answer of others) {
        const name = others.length > 1 ? `${base}_${answer.code}_other` : `${base}_other`;
        headers.push({ name: unique(name), label: `${questionText}: ${text(answer, 'label')} (other)`, ...ids, answerCode: answer.code, valueKind: 'other', valueLabels: [] });
      }
    }
  }
  return headers;
}
