import { describe, expect, it } from 'vitest';
import { createComponent } from '../components/component';
import { NO_ANSWERS, setAnswer } from './answers';
import { settleVisibility, toResponses, visibleComponents } from './responses';
import { answeredWith, surveyComponents } from './test-survey';

const ids = (components: readonly { id: string }[]) => components.map((c) => c.id);
const single = (code: string | null) => ({ type: 'single' as const, value: { code, other: {} } });

describe('toResponses', () => {
  const components = surveyComponents();

  it('turns a single answer into a choice with answer id and code', () => {
    const answers = setAnswer(NO_ANSWERS, 'q1', 'ag1', single('2'));
    expect(toResponses(components, answers)).toEqual({ q1: { kind: 'choice', selected: [{ id: 'a2', code: '2' }] } });
  });

  it('turns multi codes into a choice in the order given', () => {
    const answers = setAnswer(NO_ANSWERS, 'q3', 'ag3', { type: 'multi', value: { codes: ['1', '3'], other: { '3': 'Milk' } } });
    expect(toResponses(components, answers).q3).toEqual({ kind: 'choice', selected: [{ id: 'a31', code: '1' }, { id: 'a33', code: '3' }] });
  });

  it('gives numbers and texts, and leaves out empty answers', () => {
    let answers = setAnswer(NO_ANSWERS, 'q2', 'ag2', { type: 'numeric', value: 3 });
    answers = setAnswer(answers, 'q1', 'ag1', single(null));
    expect(toResponses(components, answers)).toEqual({ q2: { kind: 'number', value: 3 } });
  });

  it('keys grid rows by their own question id', () => {
    const answers = setAnswer(NO_ANSWERS, 'gq2', 'gag', single('1'));
    expect(toResponses(components, answers)).toEqual({ gq2: { kind: 'choice', selected: [{ id: 'ga1', code: '1' }] } });
  });

  it('answers for a data processor with its recorded result code, as a question\'s choice', () => {
    const processor = [
      createComponent('data_processor', { id: 'dp1', name: 'DP1', order: 9, parent: null }),
      createComponent('answer_group', { id: 'dpag', name: 'AG1', order: 0, parent: { id: 'dp1', kind: 'data_processor' }, answer_group_type: 'single' }),
      createComponent('answer', { id: 'd200', name: 'A1', order: 0, parent: { id: 'dpag', kind: 'answer_group' }, code: '200', other: true }),
      createComponent('answer', { id: 'd401', name: 'A2', order: 1, parent: { id: 'dpag', kind: 'answer_group' }, code: '401', other: true }),
    ];
    const answers = setAnswer(NO_ANSWERS, 'dp1', 'dpag', { type: 'single', value: { code: '401', other: { '401': '{"error":"denied"}' } } });
    expect(toResponses([...components, ...processor], answers)).toEqual({ dp1: { kind: 'choice', selected: [{ id: 'd401', code: '401' }] } });
  });

  it('drops answers of questions and answers that are not given', () => {
    const answers = setAnswer(setAnswer(NO_ANSWERS, 'gone', 'ag1', single('1')), 'q1', 'ag1', single('7'));
    expect(toResponses(components, answers)).toEqual({});
  });
});

describe('visibleComponents', () => {
  const components = surveyComponents();

  it('hides a question until its condition holds', () => {
    expect(ids(visibleComponents(components, {}))).not.toContain('q2');
    const responses = { q1: { kind: 'choice' as const, selected: [{ id: 'a1', code: '1' }] } };
    expect(ids(visibleComponents(components, responses))).toContain('q2');
  });

  it('hides the children of a hidden parent', () => {
    const visible = ids(visibleComponents(components, {}));
    expect(visible).not.toContain('ag2');
    expect(visible).toContain('ag1');
  });

  it('never shows hidden questions nor their answer groups', () => {
    expect(ids(visibleComponents(components, {}))).not.toContain('q4');
  });

  it('does not show a component whose parent is absent', () => {
    const orphan = createComponent('answer', { id: 'x', code: '1', parent: { id: 'deleted', kind: 'answer_group' } });
    expect(visibleComponents([orphan], {})).toEqual([]);
  });

  it('hides a whole group whose condition fails', () => {
    const group = createComponent('group', { id: 'g', visibility_condition: answeredWith('q9', 'a9') });
    const child = createComponent('question', { id: 'c', parent: { id: 'g', kind: 'group' } });
    expect(visibleComponents([group, child], {})).toEqual([]);
  });
});

describe('settleVisibility', () => {
  it('stops counting the answer of a question that became hidden', () => {
    // Q3 is shown only while Q2 is answered; Q2 only while Q1 is "Yes".
    const q2Answered = { kind: 'group' as const, operator: 'and' as const, items: [{ kind: 'condition' as const, question_id: 'q2', negate: false, fn: 'answered' as const, answers: [] }] };
    const components = surveyComponents().map((c) => (c.id === 'q3' ? { ...c, visibility_condition: q2Answered } : c));
    let answers = setAnswer(NO_ANSWERS, 'q1', 'ag1', single('1'));
    answers = setAnswer(answers, 'q2', 'ag2', { type: 'numeric', value: 2 });
    expect(ids(settleVisibility(components, answers).visible)).toContain('q3');
    answers = setAnswer(answers, 'q1', 'ag1', single('2'));
    const settled = settleVisibility(components, answers);
    expect(ids(settled.visible)).not.toContain('q2');
    expect(ids(settled.visible)).not.toContain('q3');
    expect(settled.responses.q2).toBeUndefined();
  });
});
