import { describe, expect, it } from 'vitest';
import {
  contactFieldDisplay,
  contactFieldName,
  dynamicTextLabel,
  dynamicTextTarget,
  isDynamicTextType,
  splitDynamicTextId,
  valueChoices,
  type DynamicTextSource,
} from './dynamic-text';

const values = (source: DynamicTextSource) => valueChoices(source).map((choice) => choice.value);

describe('splitDynamicTextId', () => {
  it('splits on the first dot', () => {
    expect(splitDynamicTextId('q1.a2')).toEqual({ first: 'q1', second: 'a2' });
    expect(splitDynamicTextId('q1.a2.x')).toEqual({ first: 'q1', second: 'a2.x' });
  });
  it('leaves the second part undefined without a dot', () => {
    expect(splitDynamicTextId('q1')).toEqual({ first: 'q1', second: undefined });
  });
});

describe('dynamicTextTarget', () => {
  it('reads question id first, answer id second', () => {
    expect(dynamicTextTarget({ type: 'question', id: 'q1.a2', value: 'label' })).toEqual({ kind: 'question', questionId: 'q1', answerId: 'a2' });
  });
  it('reads the answer group id second', () => {
    expect(dynamicTextTarget({ type: 'answer_group', id: 'q1.ag3', value: 'code' })).toEqual({
      kind: 'answer_group',
      questionId: 'q1',
      answerGroupId: 'ag3',
    });
  });
  it('reads quota id first and quota group id second', () => {
    expect(dynamicTextTarget({ type: 'quota', id: 'qt1', value: 'code' })).toMatchObject({ kind: 'quota', quotaId: 'qt1' });
    expect(dynamicTextTarget({ type: 'quota_group', id: 'qt1.g2', value: 'name' })).toEqual({ kind: 'quota_group', quotaId: 'qt1', quotaGroupId: 'g2' });
  });
  it('takes a contact field name from the value', () => {
    expect(dynamicTextTarget({ type: 'field', id: 'field', value: 'email' })).toEqual({ kind: 'field', fieldName: 'email' });
  });
});

describe('isDynamicTextType', () => {
  it('accepts the seven types only', () => {
    expect(['question', 'answer_group', 'quota', 'quota_group', 'respondent', 'date', 'field'].every(isDynamicTextType)).toBe(true);
    expect(isDynamicTextType('answer')).toBe(false);
  });
});

describe('valueChoices', () => {
  it('offers code for single and multi items', () => {
    expect(values({ type: 'question', id: 'q', answerType: 'single' })).toEqual(['code', 'label', 'name']);
    expect(values({ type: 'answer_group', id: 'q.g', answerType: 'multi' })).toEqual(['code', 'label', 'name']);
  });
  it('offers code for quota items', () => {
    expect(values({ type: 'quota', id: 'qt' })).toContain('code');
    expect(values({ type: 'quota_group', id: 'qt.g' })).toContain('code');
  });
  it('offers no code for open text, numeric or date items', () => {
    expect(values({ type: 'question', id: 'q', answerType: 'open_text' })).toEqual(['label', 'name']);
    expect(values({ type: 'question', id: 'q', answerType: 'numeric' })).toEqual(['label', 'name']);
    expect(values({ type: 'question', id: 'q', answerType: 'date' })).toEqual(['label', 'name']);
  });
  it('calls the label "Text" for open-text items', () => {
    expect(valueChoices({ type: 'question', id: 'q', answerType: 'open_text' })[0]).toEqual({ value: 'label', label: 'Text' });
    expect(valueChoices({ type: 'question', id: 'q', answerType: 'single' })[1]).toEqual({ value: 'label', label: 'Label' });
  });
});

describe('contact field', () => {
  it('drops spaces from the name', () => {
    expect(contactFieldName(' first name\t')).toBe('firstname');
  });
  it('shows "undefined" when empty', () => {
    expect(contactFieldDisplay('')).toBe('undefined');
    expect(dynamicTextLabel({ type: 'field', id: 'field', value: '' }, [])).toBe('Contact: undefined');
  });
});

describe('dynamicTextLabel', () => {
  const sources: DynamicTextSource[] = [
    { type: 'question', id: 'q1', name: 'Q1', answerType: 'single' },
    { type: 'question', id: 'q3', name: 'Q3', answerType: 'open_text' },
  ];
  it('names the item and the value', () => {
    expect(dynamicTextLabel({ type: 'question', id: 'q1', value: 'code' }, sources)).toBe('Q1: Code');
    expect(dynamicTextLabel({ type: 'question', id: 'q3', value: 'label' }, sources)).toBe('Q3: Text');
  });
  it('shows "unknown" for a missing name', () => {
    expect(dynamicTextLabel({ type: 'quota', id: 'gone', value: 'name' }, sources)).toBe('unknown: Name');
    expect(dynamicTextLabel({ type: 'question', id: 'q9', value: 'label' }, [{ type: 'question', id: 'q9' }])).toBe('unknown: Label');
  });
  it('names respondent and date items', () => {
    expect(dynamicTextLabel({ type: 'respondent', id: 'respondent', value: 'id' }, [])).toBe('Respondent ID');
    expect(dynamicTextLabel({ type: 'date', id: 'date', value: 'iso' }, [])).toBe('Date (ISO)');
  });
});
