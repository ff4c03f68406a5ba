// The questions the Data tab's "answered" filter can name, taken from the version's columns
// (headerNames): they carry the design ids the service filters by, where the designer's draft
// knows components by client id. A question's name is its columns' name without the suffixes the
// Header doc lists (Q3_AG2 for one of several answer groups, Q3_2 for a multi's answer, Q3_other).
import type { ConditionSubjectType } from '../../../schema';
import type { ConditionSubject } from '../conditions/condition-subject';
import { valueKindOf, type Header, type ValueKind } from './respondent-data-types';

const subjectTypes: Readonly<Record<ValueKind, ConditionSubjectType>> = {
  code: 'single', selected: 'multi', other: 'multi', numeric: 'numeric', text: 'open_text', date: 'mixed',
};

function baseName(header: Header): string {
  const kind = valueKindOf(header);
  if (kind === 'other' && header.name.endsWith('_other')) return header.name.slice(0, -'_other'.length);
  if (kind === 'selected' && header.answerCode !== null && header.name.endsWith(`_${header.answerCode}`)) {
    return header.name.slice(0, -(header.answerCode.length + 1));
  }
  return header.name;
}

function commonPrefix(names: readonly string[]): string {
  let prefix = names[0] ?? '';
  for (const name of names) while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

export function dataSubjects(headers: readonly Header[]): ConditionSubject[] {
  const byQuestion = new Map<string, Header[]>();
  for (const header of headers) {
    const list = byQuestion.get(header.questionId);
    if (list) list.push(header);
    else byQuestion.set(header.questionId, [header]);
  }
  return [...byQuestion.entries()].map(([questionId, columns]) => {
    const names = [...new Set(columns.map(baseName))];
    // Several answer groups: Q3_AG1, Q3_AG2 → Q3.
    const name = names.length === 1 ? names[0]! : commonPrefix(names).replace(/_(AG)?$/, '') || columns[0]!.name;
    const types = new Set(columns.map((c) => subjectTypes[valueKindOf(c)]));
    const groups = new Set(columns.map((c) => c.answerGroupId));
    const type: ConditionSubjectType = groups.size > 1 || types.size > 1 ? 'mixed' : [...types][0]!;
    return { id: questionId, name, label: columns[0]!.label, type, answers: [] };
  });
}
