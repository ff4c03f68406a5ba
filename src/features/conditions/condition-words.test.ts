import { describe, expect, it } from 'vitest';
import { componentSchema, CONDITION_FUNCTIONS, type Component, type Condition, type ConditionNode } from '../../../schema';
import { ALWAYS_WORDS, componentVocabulary, conditionWords, type ConditionVocabulary } from './condition-words';

const subjects: Record<string, { name: string; type: 'single' | 'multi' | 'numeric' | 'open_text' | 'quota_definition' }> = {
  q1: { name: 'Q1', type: 'single' },
  q2: { name: 'Q2', type: 'multi' },
  q3: { name: 'Q3', type: 'numeric' },
  q4: { name: 'Q4', type: 'open_text' },
  d1: { name: 'Quota 1', type: 'quota_definition' },
};
const answers: Record<string, { code: string; label: string }> = {
  a1: { code: '1', label: 'Yes' },
  a2: { code: '2', label: 'No' },
  a3: { code: '3', label: 'Maybe' },
  blank: { code: ' ', label: 'Other' },
};
const vocabulary: ConditionVocabulary = { subject: (id) => subjects[id], answer: (id) => answers[id] };

const leaf = (fields: Partial<Condition>): Condition => ({ kind: 'condition', question_id: 'q1', negate: false, fn: 'answered', answers: [], ...fields });
const words = (node: ConditionNode | null) => conditionWords(node, vocabulary);

describe('condition words', () => {
  it('reads answered, with and without answers, by code', () => {
    expect(words(leaf({}))).toBe('Q1 is answered');
    expect(words(leaf({ negate: true }))).toBe('Q1 is not answered');
    expect(words(leaf({ answers: [['a2'], ['a3']] }))).toBe('Q1 is 2 or 3');
    expect(words(leaf({ question_id: 'q2', answers: [['a1', 'a2'], ['a3']] }))).toBe('Q2 is (1 and 2) or 3');
    expect(words(leaf({ question_id: 'q2', answers: [['a1', 'a2']] }))).toBe('Q2 is 1 and 2');
  });

  it('names an answer without a code by its label, and a deleted one as such', () => {
    expect(words(leaf({ answers: [['blank'], ['gone']] }))).toBe('Q1 is "Other" or a deleted answer');
  });

  it('reads equalTo on numbers, texts and exact answer sets', () => {
    expect(words(leaf({ question_id: 'q3', fn: 'equalTo', value: 4 }))).toBe('Q3 is 4');
    expect(words(leaf({ question_id: 'q3', fn: 'equalTo', value: 4, negate: true }))).toBe('Q3 is not 4');
    expect(words(leaf({ question_id: 'q4', fn: 'equalTo', value: 'yes' }))).toBe('Q4 is "yes"');
    expect(words(leaf({ question_id: 'q4', fn: 'equalTo', value: '42' }))).toBe('Q4 is "42"');
    expect(words(leaf({ question_id: 'q2', fn: 'equalTo', answers: [['a1', 'a2']] }))).toBe('Q2 is exactly 1 and 2');
  });

  it('reads the comparisons, negated too', () => {
    expect(words(leaf({ question_id: 'q3', fn: 'greaterThan', value: 10 }))).toBe('Q3 > 10');
    expect(words(leaf({ question_id: 'q3', fn: 'greaterThanOrEqualTo', value: 10 }))).toBe('Q3 ≥ 10');
    expect(words(leaf({ question_id: 'q3', fn: 'lessThan', value: 10 }))).toBe('Q3 < 10');
    expect(words(leaf({ question_id: 'q3', fn: 'lessThanOrEqualTo', value: 10, negate: true }))).toBe('Q3 is not ≤ 10');
    expect(words(leaf({ question_id: 'q3', fn: 'greaterThan' }))).toBe('Q3 > ?');
  });

  it('reads between, counts and contains', () => {
    expect(words(leaf({ question_id: 'q3', fn: 'between', value: 3, value2: 7 }))).toBe('Q3 is between 3 and 7');
    expect(words(leaf({ question_id: 'q3', fn: 'between', value: 3 }))).toBe('Q3 is between 3 and ?');
    expect(words(leaf({ question_id: 'q2', fn: 'answerCount', value: 2, value2: 5 }))).toBe('Q2 has 2 to 5 answers');
    expect(words(leaf({ question_id: 'q2', fn: 'answerCount', value: 1 }))).toBe('Q2 has 1 answer');
    expect(words(leaf({ question_id: 'q2', fn: 'answerCount', value: 2, value2: 2, negate: true }))).toBe('Q2 does not have 2 answers');
    expect(words(leaf({ question_id: 'q4', fn: 'characterCount', value: 10, value2: 20 }))).toBe('Q4 has 10 to 20 characters');
    expect(words(leaf({ question_id: 'q4', fn: 'contains', value: 'cat' }))).toBe('Q4 contains "cat"');
    expect(words(leaf({ question_id: 'q4', fn: 'contains', value: 'cat', negate: true }))).toBe('Q4 does not contain "cat"');
  });

  it('reads quotaFull', () => {
    expect(words(leaf({ question_id: 'd1', fn: 'quotaFull' }))).toBe('Quota 1 is full');
    expect(words(leaf({ question_id: 'd1', fn: 'quotaFull', negate: true }))).toBe('Quota 1 is not full');
  });

  it('has words for every function', () => {
    for (const fn of CONDITION_FUNCTIONS) expect(words(leaf({ question_id: 'q3', fn, value: 1, value2: 2 }))).toMatch(/^Q3 /);
  });

  it('joins groups with their operator and brackets nested groups', () => {
    const q2not4 = leaf({ question_id: 'q3', fn: 'equalTo', value: 4, negate: true });
    const q5over10 = leaf({ question_id: 'q3', fn: 'greaterThan', value: 10 });
    expect(words({ kind: 'group', operator: 'and', items: [q2not4, q5over10] })).toBe('Q3 is not 4 and Q3 > 10');
    expect(words({ kind: 'group', operator: 'and', items: [leaf({}), { kind: 'group', operator: 'or', items: [q2not4, q5over10] }] }))
      .toBe('Q1 is answered and (Q3 is not 4 or Q3 > 10)');
    expect(words({ kind: 'group', operator: 'or', items: [{ kind: 'group', operator: 'and', items: [leaf({})] }] })).toBe('Q1 is answered');
  });

  it('says when nothing constrains, and names a missing or unchosen subject', () => {
    expect(words(null)).toBe(ALWAYS_WORDS);
    expect(words({ kind: 'group', operator: 'and', items: [] })).toBe(ALWAYS_WORDS);
    expect(words(leaf({ question_id: '' }))).toBe('no question chosen is answered');
    expect(words(leaf({ question_id: 'gone' }))).toBe('a deleted question is answered');
  });
});

describe('component vocabulary', () => {
  const parse = (input: Record<string, unknown>) => componentSchema.parse(input);
  const components = new Map<string, Component>(
    [
      parse({ id: 'q1', kind: 'question', name: 'Q1', question_type: 'single' }),
      parse({ id: 'ag', kind: 'answer_group', answer_group_type: 'single', parent: { id: 'q1', kind: 'question' } }),
      parse({ id: 'a1', kind: 'answer', code: '7', parent: { id: 'ag', kind: 'answer_group' }, default_language_data: { label: '<p>Seven</p>' } }),
      parse({ id: 'd1', kind: 'quota_definition', code: '2' }),
    ].map((c) => [c.id, c]),
  );
  const vocabularyOf = componentVocabulary((id) => components.get(id));

  it('reads questions by name, answers by code and quota definitions by code', () => {
    expect(vocabularyOf.subject('q1')).toEqual({ name: 'Q1', type: 'single' });
    expect(vocabularyOf.subject('d1')).toEqual({ name: 'Quota 2', type: 'quota_definition' });
    expect(vocabularyOf.answer('a1')).toEqual({ code: '7', label: 'Seven' });
    expect(vocabularyOf.answer('q1')).toBeUndefined();
    expect(conditionWords(leaf({ answers: [['a1']] }), vocabularyOf)).toBe('Q1 is 7');
  });
});
