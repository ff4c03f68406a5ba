import { describe, expect, it } from 'vitest';
import { CONDITION_FUNCTIONS, type Component, type Condition, type ConditionFunction, type ConditionGroup, type QuestionType } from '../../schema';
import type { CheckCode } from './finding';
import { runChecks } from './replica';
import { and, cond, edit, make, or, ref, replaced, validSurvey, without } from './testing/builders';

const found = (components: readonly Component[], code: CheckCode, languages: string[] = []) =>
  runChecks(components, { additionalLanguages: languages }).filter((finding) => finding.code === code);
const ids = (components: readonly Component[], code: CheckCode, languages?: string[]) =>
  found(components, code, languages).map((finding) => finding.itemId);

describe('a valid survey', () => {
  it('has no findings', () => {
    expect(runChecks(validSurvey().components)).toEqual([]);
  });
});

describe('survey critical checks', () => {
  it('finds a survey with no questions', () => {
    const s = validSurvey();
    const [finding] = found(without(s.components, 'q1', 'ag1', 'a1', 'a2'), 'no_questions');
    expect(finding).toMatchObject({ id: 'no_questions', level: 'critical', area: 'survey', itemId: null, message: 'The survey has no questions' });
  });

  it('passes a survey with a question', () => {
    expect(found(validSurvey().components, 'no_questions')).toEqual([]);
  });

  it('finds every question sharing a name, ignoring case', () => {
    const s = validSurvey();
    const q2 = make('question', { id: 'q2', name: 'q1', default_language_data: { question_text: 'x' } });
    const [first] = found([...s.components, q2], 'duplicate_question_name');
    expect(ids([...s.components, q2], 'duplicate_question_name')).toEqual(['q1', 'q2']);
    expect(first).toMatchObject({ id: 'duplicate_question_name:q1', itemKind: 'question', message: 'Question name "Q1" is used by 2 questions' });
  });

  it('passes distinct names and unnamed questions', () => {
    const s = validSurvey();
    const unnamed = [make('question', { id: 'q2' }), make('question', { id: 'q3' })];
    expect(found([...s.components, make('question', { id: 'q4', name: 'Q2' }), ...unnamed], 'duplicate_question_name')).toEqual([]);
  });

  it('finds a survey without a complete exit block, a deleted one not counting', () => {
    const s = validSurvey();
    expect(ids(replaced(s.components, edit(s.complete, { terminate_status: 'screened' })), 'no_complete_exit')).toEqual([null]);
    expect(ids(replaced(s.components, edit(s.complete, { deleted: true })), 'no_complete_exit')).toEqual([null]);
    expect(found(s.components, 'no_complete_exit')).toEqual([]);
  });

  it('finds a survey without a closed exit block', () => {
    const s = validSurvey();
    expect(ids(without(s.components, s.closed.id), 'no_closed_exit')).toEqual([null]);
    expect(found(s.components, 'no_closed_exit')).toEqual([]);
  });
});

describe('invalid conditions', () => {
  const withQ2 = (condition: Parameters<typeof cond>[1] & { on?: string }, field = 'visibility_condition') => {
    const s = validSurvey();
    const q2 = make('question', { id: 'q2', name: 'Q2', question_type: 'info', default_language_data: { question_text: 'x' } });
    const { on = 'q1', ...rest } = condition;
    return [...s.components, edit(q2, { [field]: and(cond(on, rest)) })];
  };
  const message = (components: Component[]) => found(components, 'invalid_condition').map((f) => f.message);

  it('finds a condition naming a missing question', () => {
    expect(message(withQ2({ on: 'gone' }))).toEqual(['Visibility condition refers to a missing or deleted question']);
  });

  it('finds a condition with no question chosen', () => {
    expect(message(withQ2({ on: '' }))).toEqual(['Visibility condition has a condition with no question chosen']);
  });

  it('finds a function the question type does not allow', () => {
    expect(message(withQ2({ fn: 'contains', value: 'x' }))).toEqual(['Visibility condition uses "contains", which a single question does not allow']);
  });

  it('finds a deleted answer and an answer of another question', () => {
    expect(message(withQ2({ answers: [['gone']] }))).toEqual(['Visibility condition refers to a missing or deleted answer']);
    const s = validSurvey();
    const q3 = make('question', { id: 'q3', name: 'Q3', question_type: 'single' });
    const components = [...withQ2({ on: 'q3', answers: [['a1']] }), q3];
    expect(message(components)).toEqual(['Visibility condition refers to an answer of another question']);
    expect(s.a1.id).toBe('a1');
  });

  it('finds a missing operand', () => {
    expect(message(withQ2({ fn: 'greaterThan' }))).toEqual(['Visibility condition uses "greaterThan" without a number to compare with']);
    expect(message(withQ2({ fn: 'between', value: 1 }))).toEqual(['Visibility condition uses "between" without both bounds']);
  });

  it('finds an empty nested group and a required condition', () => {
    const s = validSurvey();
    const q2 = make('question', { id: 'q2', name: 'Q2', visibility_condition: and(cond('q1'), and()) });
    expect(message([...s.components, q2])).toEqual(['Visibility condition has an empty group']);
    expect(message(withQ2({ on: 'gone' }, 'required_condition'))).toEqual(['Required condition refers to a missing or deleted question']);
  });

  it('checks groups, grids, answer groups and answers too', () => {
    const s = validSurvey();
    const bad = { visibility_condition: and(cond('gone')) };
    const group = make('group', { id: 'g', ...bad });
    const grid = make('grid', { id: 'gd', ...bad });
    const components = replaced(s.components, group, grid, edit(s.ag1, bad), edit(s.a1, bad));
    expect(ids(components, 'invalid_condition')).toEqual(['a1', 'ag1', 'g', 'gd']);
  });

  it('passes valid conditions, a grid question answering its grid, and an empty top-level group', () => {
    const s = validSurvey();
    const grid = make('grid', { id: 'gd' });
    const gq = make('question', { id: 'gq', parent: ref(grid), question_type: 'single' });
    const gag = make('answer_group', { id: 'gag', parent: ref(grid), answer_group_type: 'single' });
    const ga = make('answer', { id: 'ga', parent: ref(gag), code: '1' });
    const q2 = make('question', {
      id: 'q2',
      visibility_condition: and(cond('q1', { answers: [['a1', 'a2'], ['a2']] }), cond('q1', { fn: 'greaterThan', value: '1' }), cond('gq', { answers: [['ga']] })),
      required_condition: and(),
    });
    expect(found([...s.components, grid, gq, gag, ga, q2], 'invalid_condition')).toEqual([]);
  });

  it('finds a question naming itself', () => {
    expect(message(withQ2({ on: 'q2' }))).toEqual(['Visibility condition refers to its own item']);
  });
});

describe('invalid conditions outside the question tree', () => {
  const quota = make('quota', { id: 'quota1', name: 'QUOTA1' });
  const quotaGroup = make('quota_group', { id: 'qg1', parent: ref(quota) });
  const definition = (id: string, criteria: ConditionGroup | null) => make('quota_definition', { id, parent: ref(quotaGroup), code: id, criteria });
  const messages = (components: Component[], code: CheckCode) => found(components, code).map((f) => [f.itemId, f.message]);

  it('finds an exit block whose visibility condition is invalid', () => {
    const s = validSurvey();
    const components = replaced(s.components, edit(s.complete, { visibility_condition: and(cond('gone')) }));
    expect(found(components, 'exit_invalid_condition')).toEqual([
      { id: 'exit_invalid_condition:eb1', code: 'exit_invalid_condition', level: 'critical', area: 'survey', itemId: 'eb1', itemKind: 'exit_block', message: 'Visibility condition refers to a missing or deleted question' },
    ]);
    expect(found(components, 'invalid_condition')).toEqual([]);
  });

  it('passes an exit block shown under a valid condition', () => {
    const s = validSurvey();
    const components = replaced(s.components, edit(s.complete, { visibility_condition: and(cond('q1', { answers: [['a2']] })) }));
    expect(runChecks(components)).toEqual([]);
  });

  it('finds conditional texts whose condition is invalid', () => {
    const s = validSurvey();
    const inQuestion = make('conditional_text', { id: 'ct1', parent: ref(s.q1), visibility_condition: and(cond('q1', { fn: 'contains', value: 'x' })) });
    const inAnswer = make('conditional_text', { id: 'ct2', parent: ref(s.a1), visibility_condition: or(cond('q1'), and()) });
    const open = make('question', { id: 'qo', name: 'QO', question_type: 'open_text' });
    const inExit = make('conditional_text', { id: 'ct3', parent: ref(s.complete), visibility_condition: and(cond('qo', { fn: 'greaterThan', value: 2 })) });
    expect(messages([...s.components, inQuestion, inAnswer, open, inExit], 'conditional_text_invalid_condition')).toEqual([
      ['ct1', 'Visibility condition uses "contains", which a single question does not allow'],
      ['ct2', 'Visibility condition has an empty group'],
      ['ct3', 'Visibility condition uses "greaterThan", which an open text question does not allow'],
    ]);
  });

  it('passes conditional texts with valid or no conditions', () => {
    const s = validSurvey();
    const shown = make('conditional_text', { id: 'ct1', parent: ref(s.complete), visibility_condition: and(cond('q1', { fn: 'lessThan', value: 2 })) });
    const always = make('conditional_text', { id: 'ct2', parent: ref(s.q1) });
    expect(runChecks([...s.components, shown, always])).toEqual([]);
  });

  it('finds quota criteria naming what is not there, or using a function the subject does not allow', () => {
    const s = validSurvey();
    const components = [
      ...s.components, quota, quotaGroup,
      definition('d1', and(cond('q1', { answers: [['a1'], ['gone']] }))),
      definition('d2', and(cond('d1'))),
      definition('d3', and(cond('d9', { fn: 'quotaFull' }))),
      definition('d4', and(cond('d4', { fn: 'quotaFull' }))),
      definition('d5', and(cond('q1', { fn: 'quotaFull' }))),
    ];
    expect(messages(components, 'quota_invalid_criteria')).toEqual([
      ['d1', 'Criteria refers to a missing or deleted answer'],
      ['d2', 'Criteria uses "answered", which a quota definition does not allow'],
      ['d3', 'Criteria refers to a missing or deleted quota definition'],
      ['d4', 'Criteria refers to its own item'],
      ['d5', 'Criteria uses "quotaFull", which a single question does not allow'],
    ]);
    expect(found(components, 'quota_invalid_criteria').every((f) => f.level === 'critical' && f.area === 'survey')).toBe(true);
  });

  it('passes quota criteria on answers and on another definition being full, and no criteria', () => {
    const s = validSurvey();
    const components = [
      ...s.components, quota, quotaGroup,
      definition('d1', and(cond('q1', { answers: [['a1']] }))),
      definition('d2', or(cond('d1', { fn: 'quotaFull', negate: true }), cond('q1', { fn: 'between', value: 1, value2: 2 }))),
      definition('d3', null),
      definition('d4', and()),
    ];
    expect(found(components, 'quota_invalid_criteria')).toEqual([]);
  });

  it('allows each function on the subjects spec §5 lists, and no others', () => {
    // Spec §5, condition builder: answered for every question type; equalTo for numeric, open
    // text and multi; the comparisons for numeric and single; answerCount for multi;
    // characterCount and contains for open text; quotaFull for a quota definition.
    const allowed: Record<ConditionFunction, readonly string[]> = {
      answered: ['single', 'multi', 'numeric', 'open_text', 'info'],
      equalTo: ['numeric', 'open_text', 'multi'],
      greaterThan: ['numeric', 'single'],
      greaterThanOrEqualTo: ['numeric', 'single'],
      lessThan: ['numeric', 'single'],
      lessThanOrEqualTo: ['numeric', 'single'],
      between: ['numeric', 'single'],
      answerCount: ['multi'],
      characterCount: ['open_text'],
      contains: ['open_text'],
      quotaFull: ['quota_definition'],
    };
    const subjects = ['single', 'multi', 'numeric', 'open_text', 'info'].map((type) => make('question', { id: type, name: type, question_type: type as QuestionType }));
    const choice = make('answer_group', { id: 'mag', parent: ref(subjects[1]!), answer_group_type: 'multi' });
    const answer = make('answer', { id: 'ma', parent: ref(choice), code: '1' });
    const operands = (fn: ConditionFunction, type: string): Partial<Condition> => {
      if (fn === 'equalTo') return type === 'multi' ? { answers: [['ma']] } : type === 'open_text' ? { value: 'yes' } : { value: 3 };
      if (fn === 'between') return { value: 1, value2: 5 };
      return fn === 'contains' ? { value: 'x' } : fn === 'answered' || fn === 'quotaFull' ? {} : { value: 2 };
    };
    const texts: Component[] = [];
    const expected: string[] = [];
    for (const fn of CONDITION_FUNCTIONS) {
      for (const subject of [...subjects.map((q) => q.id), 'quota_definition']) {
        const id = `ct-${subject}-${fn}`;
        const on = subject === 'quota_definition' ? 'd1' : subject;
        texts.push(make('conditional_text', { id, parent: ref(subjects[0]!), visibility_condition: and(cond(on, { fn, ...operands(fn, subject) })) }));
        if (!allowed[fn].includes(subject)) expected.push(id);
      }
    }
    const components = [...subjects, choice, answer, quota, quotaGroup, definition('d1', null), ...texts];
    expect(ids(components, 'conditional_text_invalid_condition')).toEqual(expected.sort());
    // The 22 pairs the spec allows pass; the other 44 are each found.
    expect([texts.length - expected.length, expected.length]).toEqual([22, 44]);
  });

  it('skips conditional texts and definitions marked deleted, and reports conditions naming deleted questions', () => {
    const s = validSurvey();
    const q2 = make('question', { id: 'q2', name: 'Q2', question_type: 'info', deleted: true });
    const hidden = make('conditional_text', { id: 'ct1', parent: ref(q2), visibility_condition: and(cond('gone')) });
    const naming = make('conditional_text', { id: 'ct2', parent: ref(s.q1), visibility_condition: and(cond('q2')) });
    const dropped = edit(definition('d1', and(cond('gone'))), { deleted: true });
    const components = [...s.components, q2, hidden, naming, quota, quotaGroup, dropped, definition('d2', and(cond('q2')))];
    expect(found(components, 'conditional_text_invalid_condition').map((f) => f.itemId)).toEqual(['ct2']);
    expect(messages(components, 'quota_invalid_criteria')).toEqual([['d2', 'Criteria refers to a missing or deleted question']]);
  });
});

describe('survey standard checks', () => {
  it('finds components under a parent that cannot hold them', () => {
    const s = validSurvey();
    const misplaced = make('question', { id: 'q2', parent: ref(s.ag1) });
    const gridInGrid = make('grid', { id: 'gd2', parent: { id: 'gd1', kind: 'grid' } });
    const gd1 = make('grid', { id: 'gd1' });
    const orphanGroup = make('group', { id: 'g9', parent: { id: 'gone', kind: 'group' } });
    const components = [...s.components, misplaced, gd1, gridInGrid, orphanGroup];
    expect(found(components, 'invalid_parent').map((f) => [f.itemId, f.message])).toEqual([
      ['g9', 'Group is in a group that is missing or deleted'],
      ['gd2', 'Grid cannot be placed in a grid'],
      ['q2', 'Question cannot be placed in an answer group'],
    ]);
  });

  it('finds a group nested inside itself', () => {
    const g1 = make('group', { id: 'g1', parent: { id: 'g2', kind: 'group' } });
    const g2 = make('group', { id: 'g2', parent: { id: 'g1', kind: 'group' } });
    expect(found([...validSurvey().components, g1, g2], 'invalid_parent').map((f) => f.message)).toEqual([
      'Group is nested inside itself',
      'Group is nested inside itself',
    ]);
  });

  it('passes components where they belong', () => {
    const group = make('group', { id: 'g1' });
    const inner = make('group', { id: 'g2', parent: ref(group) });
    const q = make('question', { id: 'q9', parent: ref(inner) });
    expect(found([...validSurvey().components, group, inner, q], 'invalid_parent')).toEqual([]);
  });

  it('finds grids with no questions, no answer groups, or an empty choice group', () => {
    const grid = make('grid', { id: 'gd', default_language_data: { question_text: 'Rate' } });
    expect(ids([grid], 'grid_no_questions')).toEqual(['gd']);
    expect(ids([grid], 'grid_no_answer_groups')).toEqual(['gd']);
    const ag = make('answer_group', { id: 'gag', parent: ref(grid), answer_group_type: 'multi' });
    expect(ids([grid, ag], 'grid_no_answers')).toEqual(['gd']);
  });

  it('passes a full grid, and a grid whose only column is typed', () => {
    const grid = make('grid', { id: 'gd' });
    const q = make('question', { id: 'gq', parent: ref(grid) });
    const ag = make('answer_group', { id: 'gag', parent: ref(grid), answer_group_type: 'single' });
    const a = make('answer', { id: 'ga', parent: ref(ag), code: '1' });
    for (const code of ['grid_no_questions', 'grid_no_answer_groups', 'grid_no_answers'] as const) expect(found([grid, q, ag, a], code)).toEqual([]);
    const typed = make('answer_group', { id: 'gag', parent: ref(grid), answer_group_type: 'numeric' });
    expect(found([grid, q, typed], 'grid_no_answers')).toEqual([]);
  });

  it('finds questions with no answer groups or an empty choice group', () => {
    const s = validSurvey();
    expect(ids(without(s.components, 'ag1', 'a1', 'a2'), 'question_no_answer_groups')).toEqual(['q1']);
    expect(ids(without(s.components, 'a1', 'a2'), 'question_no_answers')).toEqual(['q1']);
  });

  it('passes info questions, grid questions and typed answer groups', () => {
    const info = make('question', { id: 'qi', question_type: 'info' });
    const grid = make('grid', { id: 'gd' });
    const inGrid = make('question', { id: 'gq', question_type: 'single', parent: ref(grid) });
    const open = make('question', { id: 'qo', question_type: 'open_text' });
    const openAg = make('answer_group', { id: 'ago', parent: ref(open), answer_group_type: 'open_text' });
    const components = [info, grid, inGrid, open, openAg];
    expect(found(components, 'question_no_answer_groups')).toEqual([]);
    expect(found(components, 'question_no_answers')).toEqual([]);
  });
});

describe('survey warnings', () => {
  it('finds answer groups and answers with no parent', () => {
    const s = validSurvey();
    const loose = make('answer_group', { id: 'ag9', answer_group_type: 'single' });
    expect(ids([...without(s.components, 'ag1'), loose], 'no_parent')).toEqual(['a1', 'a2', 'ag9']);
    expect(found(s.components, 'no_parent')).toEqual([]);
  });

  it('finds blank texts, an empty editor wrapper counting as blank', () => {
    const s = validSurvey();
    const components = replaced(
      s.components,
      edit(s.q1, { default_language_data: { question_text: '<p><br></p>' } }),
      edit(s.a1, { default_language_data: { label: ' &nbsp; ' } }),
      edit(s.complete, { default_language_data: {} }),
      make('grid', { id: 'gd' }),
    );
    expect(ids(components, 'missing_question_text')).toEqual(['gd', 'q1']);
    expect(ids(components, 'missing_answer_label')).toEqual(['a1']);
    expect(ids(components, 'missing_exit_text')).toEqual(['eb1']);
  });

  it('passes rich texts, and texts made only of a dynamic-text item or an image', () => {
    const s = validSurvey();
    const q1 = edit(s.q1, { default_language_data: { question_text: '<p><span dt-id="q9" dt-type="question" dt-value="label"></span></p>' } });
    const a1 = edit(s.a1, { default_language_data: { label: '<img src="x.png">' } });
    const eb1 = edit(s.complete, { default_language_data: { exit_text: '<p><strong>Bye</strong></p>' } });
    expect(found(replaced(s.components, q1, a1, eb1), 'missing_question_text')).toEqual([]);
    expect(found(replaced(s.components, q1, a1, eb1), 'missing_answer_label')).toEqual([]);
    expect(found(replaced(s.components, q1, a1, eb1), 'missing_exit_text')).toEqual([]);
  });

  it('finds texts not translated into each additional language', () => {
    const s = validSurvey();
    const q1 = edit(s.q1, { additional_language_data: { fr: { question_text: 'Âge ?' }, de: { question_text: '' } } });
    const [finding] = found(replaced(s.components, q1), 'missing_translation', ['fr', 'de']).filter((f) => f.itemId === 'q1');
    expect(finding).toMatchObject({ id: 'missing_translation:q1', message: 'Question is not translated into de' });
    expect(ids(s.components, 'missing_translation', ['fr'])).toEqual(['a1', 'a2', 'eb1', 'eb2', 'q1']);
  });

  it('passes translated texts, texts blank in the default language, and a survey with one language', () => {
    const s = validSurvey();
    const q1 = edit(s.q1, { additional_language_data: { fr: { question_text: 'Âge ?' } } });
    const blank = edit(s.a1, { default_language_data: {} });
    expect(ids(replaced(s.components, q1, blank), 'missing_translation', ['fr'])).toEqual(['a2', 'eb1', 'eb2']);
    expect(found(s.components, 'missing_translation')).toEqual([]);
  });
});

describe('components marked deleted', () => {
  it('are skipped by every check', () => {
    const s = validSurvey();
    const broken = make('question', { id: 'q9', name: 'Q1', parent: ref(s.ag1), visibility_condition: and(cond('gone')), deleted: true });
    expect(runChecks([...s.components, broken])).toEqual([]);
  });

  it('take everything below them out of the survey', () => {
    const s = validSurvey();
    const group = make('group', { id: 'g1', deleted: true });
    const inside = make('question', { id: 'q9', name: 'Q1', parent: ref(group), visibility_condition: and(cond('gone')) });
    expect(runChecks([...s.components, group, inside])).toEqual([]);
    expect(ids([...s.components, edit(group, { deleted: false }), inside], 'invalid_condition')).toEqual(['q9']);
  });

  it('count as gone for the conditions and routing items naming them', () => {
    const s = validSurvey();
    const components = replaced(s.components, edit(s.ag1, { deleted: true }), make('question', { id: 'q2', name: 'Q2', visibility_condition: and(cond('q1', { answers: [['a1']] })) }));
    expect(found(components, 'invalid_condition').map((f) => f.message)).toEqual(['Visibility condition refers to a missing or deleted answer']);
    expect(ids(replaced(s.components, edit(s.q1, { deleted: true })), 'routing_invalid_item')).toEqual(['i1']);
  });
});
