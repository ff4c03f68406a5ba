import { describe, expect, it } from 'vitest';
import { allowedConditionFunctions, canUseConditionFunction, CONDITION_SUBJECT_TYPES } from './condition-functions';

describe('condition functions per question type', () => {
  it('offers answered for every question type', () => {
    for (const type of CONDITION_SUBJECT_TYPES) {
      expect(canUseConditionFunction(type, 'answered')).toBe(type !== 'quota_definition');
    }
  });

  it('offers the comparisons on numeric and single only', () => {
    expect(allowedConditionFunctions('numeric')).toEqual([
      'answered',
      'equalTo',
      'greaterThan',
      'greaterThanOrEqualTo',
      'lessThan',
      'lessThanOrEqualTo',
      'between',
    ]);
    expect(allowedConditionFunctions('single')).toEqual([
      'answered',
      'greaterThan',
      'greaterThanOrEqualTo',
      'lessThan',
      'lessThanOrEqualTo',
      'between',
    ]);
  });

  it('offers equalTo and answerCount on multi', () => {
    expect(allowedConditionFunctions('multi')).toEqual(['answered', 'equalTo', 'answerCount']);
  });

  it('offers equalTo, characterCount and contains on open text', () => {
    expect(allowedConditionFunctions('open_text')).toEqual(['answered', 'equalTo', 'characterCount', 'contains']);
  });

  it('offers only quotaFull on a quota definition', () => {
    expect(allowedConditionFunctions('quota_definition')).toEqual(['quotaFull']);
    expect(canUseConditionFunction('single', 'quotaFull')).toBe(false);
  });

  it('offers only answered on info, grid and group questions', () => {
    for (const type of ['info', 'grid', 'group', 'mixed'] as const) expect(allowedConditionFunctions(type)).toEqual(['answered']);
  });
});
