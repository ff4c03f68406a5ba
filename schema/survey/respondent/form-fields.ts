// The names a survey page's inputs post under, and the parser that turns a posted page back into
// Answers. A page rendered on the server is a plain <form method="post">: without scripts, the
// browser posts exactly these names, and the server (which may not import src/) reads them back
// with answersFromForm, so the scheme lives here, once; src/survey-runtime/form-fields.ts hands
// it to the widgets.
//
//   a:{questionId}:{groupId}              the answer: a code per chosen answer (radios, checkboxes,
//                                          hidden inputs of custom controls), or the typed text
//   o:{questionId}:{groupId}:{code}       the 'other' text of answer {code}
//   a:{questionId}:{groupId}:{part}       a date typed in parts (day, month, year)
//
// Ids are opaque (they may hold ':'), so the parser never splits a name: it builds the names the
// page's groups expect and looks each one up.
import type { AnswerGroup } from '../components/answer-group';
import type { Component, ComponentOf } from '../components/component';
import type { AnswerValue, Answers } from './answers';
import { parseDateText, type DatePart } from './dates';
import { answerGroupsOf, childrenByParent } from './tree';

export const DATE_PARTS: readonly DatePart[] = ['day', 'month', 'year'];

export function answerFieldName(questionId: string, answerGroupId: string): string {
  return `a:${questionId}:${answerGroupId}`;
}

export function otherFieldName(questionId: string, answerGroupId: string, code: string): string {
  return `o:${questionId}:${answerGroupId}:${code}`;
}

export function datePartFieldName(questionId: string, answerGroupId: string, part: DatePart): string {
  return `${answerFieldName(questionId, answerGroupId)}:${part}`;
}

/** Posted values by name, in the order posted (a name may repeat: checkboxes). */
type Posted = ReadonlyMap<string, readonly string[]>;

/** A posted entry: FormData's (a File for file inputs) or plain strings (a parsed urlencoded body). */
type Entry = readonly [string, string | { readonly name: string }];

function collect(entries: Iterable<Entry>): Posted {
  const posted = new Map<string, string[]>();
  for (const [name, value] of entries) {
    // A file input posts a File; no answer widget has one, so it is not an answer.
    if (typeof value !== 'string') continue;
    const values = posted.get(name);
    if (values) values.push(value);
    else posted.set(name, [value]);
  }
  return posted;
}

const nonEmpty = (values: readonly string[] | undefined) => (values ?? []).filter((value) => value.trim() !== '');

function otherTexts(posted: Posted, questionId: string, groupId: string, codes: readonly string[]) {
  const other: Record<string, string> = {};
  for (const code of codes) {
    const text = posted.get(otherFieldName(questionId, groupId, code))?.[0];
    if (text !== undefined && text !== '') other[code] = text;
  }
  return other;
}

/** A date posted in parts, as YYYY-MM-DD; parts that do not make a date are handed on as typed. */
function dateFromParts(posted: Posted, questionId: string, groupId: string): string | null {
  const [day, month, year] = DATE_PARTS.map((part) => (posted.get(datePartFieldName(questionId, groupId, part))?.[0] ?? '').trim());
  if (day === '' && month === '' && year === '') return null;
  return `${year!.padStart(4, '0')}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/**
 * One group's posted value, or null when nothing was posted. Values the group does not allow are
 * kept as they came (a code that is not an answer, a number that does not read): validatePage
 * names each of them to the respondent, which silently dropping them would not.
 */
function groupValue(posted: Posted, question: ComponentOf<'question'>, group: AnswerGroup): AnswerValue | null {
  const name = answerFieldName(question.id, group.id);
  const values = posted.get(name);
  switch (group.answer_group_type) {
    case 'single':
    case 'multi': {
      const codes = [...new Set(nonEmpty(values))];
      if (codes.length === 0) return null;
      const other = otherTexts(posted, question.id, group.id, codes);
      // Several codes for a single group travel as a multi value: validatePage reports them.
      if (group.answer_group_type === 'single' && codes.length === 1) return { type: 'single', value: { code: codes[0]!, other } };
      return { type: 'multi', value: { codes, other } };
    }
    case 'numeric': {
      const text = values?.[0]?.trim() ?? '';
      // A number that does not read stays NaN, for validatePage's "not a number".
      return text === '' ? null : { type: 'numeric', value: Number(text) };
    }
    case 'open_text': {
      const text = values?.[0] ?? '';
      return text === '' ? null : { type: 'open_text', value: text };
    }
    case 'date': {
      if (group.display === 'date' || group.display === 'selects') {
        const date = dateFromParts(posted, question.id, group.id);
        return date === null ? null : { type: 'date', value: date };
      }
      const text = values?.[0]?.trim() ?? '';
      if (text === '') return null;
      // The text display takes the group's order (DD-MM-YYYY…); the date picker posts YYYY-MM-DD.
      const iso = group.display === 'text' ? parseDateText(text, group.format) : text;
      return { type: 'date', value: iso === '' ? text : iso };
    }
  }
}

/**
 * The answers a plain form post carries, for the questions of the page. `pageComponents` are the
 * page's questions and grids with their answer groups (and anything else; it is not scanned per
 * entry): one pass builds the names they expect, one pass reads the entries.
 */
export function answersFromForm(
  entries: Iterable<Entry>,
  pageComponents: readonly Component[],
): Answers {
  const posted = collect(entries);
  const tree = childrenByParent(pageComponents);
  const answers: Record<string, Record<string, AnswerValue>> = {};
  for (const component of pageComponents) {
    if (component.kind !== 'question') continue;
    for (const group of answerGroupsOf(tree, component)) {
      const value = groupValue(posted, component, group);
      if (value !== null) (answers[component.id] ??= {})[group.id] = value;
    }
  }
  return answers;
}

