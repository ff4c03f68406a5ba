import { describe, expect, it } from 'vitest';
import { createComponent, type Component, type ParentRef } from './components/component';
import { checkCanAdd, checkLimit } from './limits';

const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const question = (i: number, parent: ParentRef | null = null): Component => createComponent('question', { id: `q${i}`, parent });

describe('limits', () => {
  it('allows up to 100 questions in a survey and names the number beyond', () => {
    expect(checkLimit('questions_per_survey', 99)).toEqual({ ok: true });
    expect(checkLimit('questions_per_survey', 100)).toMatchObject({
      ok: false,
      code: 'questions_per_survey',
      message: 'A survey can have at most 100 questions',
    });
  });

  it('counts several items added at once', () => {
    expect(checkLimit('questions_per_grid', 18, 2).ok).toBe(true);
    expect(checkLimit('questions_per_grid', 18, 3).ok).toBe(false);
  });

  it('says each limit with its number', () => {
    expect(checkLimit('questions_per_grid', 20)).toMatchObject({ message: 'A grid can have at most 20 questions' });
    expect(checkLimit('answer_groups_per_question', 10)).toMatchObject({ message: 'A question can have at most 10 answer groups' });
    expect(checkLimit('answers_per_answer_group', 50)).toMatchObject({ message: 'An answer group can have at most 50 answers' });
    expect(checkLimit('answers_per_answer_group', 49).ok).toBe(true);
  });

  it('refuses a 101st question anywhere in the survey', () => {
    const components = many(100, (i) => question(i, i % 2 ? { id: 'g', kind: 'group' } : null));
    expect(checkCanAdd(components, 'question', null)).toMatchObject({ ok: false, code: 'questions_per_survey' });
  });

  it('refuses a 21st question in a grid but not in another grid', () => {
    const components = many(20, (i) => question(i, { id: 'gd1', kind: 'grid' }));
    expect(checkCanAdd(components, 'question', { id: 'gd1', kind: 'grid' })).toMatchObject({ code: 'questions_per_grid' });
    expect(checkCanAdd(components, 'question', { id: 'gd2', kind: 'grid' }).ok).toBe(true);
  });

  it('refuses an 11th answer group in a question', () => {
    const parent: ParentRef = { id: 'q1', kind: 'question' };
    const groups = many(10, (i) => createComponent('answer_group', { id: `ag${i}`, answer_group_type: 'single', parent }));
    expect(checkCanAdd(groups, 'answer_group', parent)).toMatchObject({ code: 'answer_groups_per_question' });
    expect(checkCanAdd(groups.slice(1), 'answer_group', parent).ok).toBe(true);
  });

  it('refuses a 51st answer in an answer group', () => {
    const parent: ParentRef = { id: 'ag1', kind: 'answer_group' };
    const answers = many(50, (i) => createComponent('answer', { id: `a${i}`, code: String(i + 1), parent }));
    expect(checkCanAdd(answers, 'answer', parent)).toMatchObject({ code: 'answers_per_answer_group' });
  });

  // Spec §4: deleted components are skipped in validation, so they free their place (issue 12).
  it('does not count a deleted question toward the 100 in a survey', () => {
    const components = many(100, (i) => question(i));
    components[7] = { ...components[7]!, deleted: true };
    expect(checkCanAdd(components, 'question', null)).toEqual({ ok: true });
    expect(checkCanAdd(components, 'question', null, 2)).toMatchObject({ ok: false, count: 99 });
  });

  it('does not count questions inside a deleted group', () => {
    const group = { ...createComponent('group', { id: 'g' }), deleted: true };
    const components = [group, ...many(100, (i) => question(i, i < 3 ? { id: 'g', kind: 'group' } : null))];
    expect(checkCanAdd(components, 'question', null, 3)).toEqual({ ok: true });
    expect(checkCanAdd(components, 'question', null, 4).ok).toBe(false);
  });

  it('does not count deleted rows of a grid, answer groups of a question or answers of a group', () => {
    const grid: ParentRef = { id: 'gd1', kind: 'grid' };
    const rows = many(20, (i) => ({ ...question(i, grid), deleted: i === 0 }));
    expect(checkCanAdd(rows, 'question', grid)).toEqual({ ok: true });
    const q: ParentRef = { id: 'q1', kind: 'question' };
    const groups = many(10, (i) => ({ ...createComponent('answer_group', { id: `ag${i}`, answer_group_type: 'single', parent: q }), deleted: i === 9 }));
    expect(checkCanAdd(groups, 'answer_group', q)).toEqual({ ok: true });
    const ag: ParentRef = { id: 'ag1', kind: 'answer_group' };
    const answers = many(50, (i) => ({ ...createComponent('answer', { id: `a${i}`, code: String(i + 1), parent: ag }), deleted: i === 3 }));
    expect(checkCanAdd(answers, 'answer', ag)).toEqual({ ok: true });
    expect(checkCanAdd(answers, 'answer', ag, 2).ok).toBe(false);
  });

  it('does not limit other kinds', () => {
    expect(checkCanAdd([], 'exit_block', null)).toEqual({ ok: true });
  });
});
