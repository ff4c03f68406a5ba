import { describe, expect, it } from 'vitest';
import type { AnswerOption } from './answer-option';
import {
  canChoose,
  multiAnswerErrors,
  pruneOtherTexts,
  selectionHint,
  singleAnswerErrors,
  toggleMultiCode,
} from './selection';

const options: AnswerOption[] = [
  { code: '1', label: 'Tea' },
  { code: '2', label: 'Coffee' },
  { code: '3', label: 'Other', other: true, other_required: true },
  { code: '99', label: 'None of these', exclusive: true },
];

describe('toggleMultiCode', () => {
  it('adds and removes a code', () => {
    expect(toggleMultiCode([], '1', options)).toEqual(['1']);
    expect(toggleMultiCode(['1', '2'], '1', options)).toEqual(['2']);
  });

  it('keeps codes in the order the answers are shown', () => {
    expect(toggleMultiCode(['2'], '1', options)).toEqual(['1', '2']);
  });

  it('clears all other answers when an exclusive one is chosen', () => {
    expect(toggleMultiCode(['1', '2'], '99', options)).toEqual(['99']);
  });

  it('clears the exclusive answer when another is chosen', () => {
    expect(toggleMultiCode(['99'], '1', options)).toEqual(['1']);
  });

  it('ignores a choice beyond max', () => {
    expect(toggleMultiCode(['1', '2'], '3', options, 2)).toEqual(['1', '2']);
  });
});

describe('canChoose', () => {
  it('blocks new answers at max but never the exclusive one or a chosen one', () => {
    expect(canChoose(['1', '2'], '3', options, 2)).toBe(false);
    expect(canChoose(['1', '2'], '99', options, 2)).toBe(true);
    expect(canChoose(['1', '2'], '1', options, 2)).toBe(true);
    expect(canChoose(['1'], '3', options)).toBe(true);
  });
});

describe('pruneOtherTexts', () => {
  it('keeps texts of chosen answers only', () => {
    expect(pruneOtherTexts({ '3': 'Juice', '4': 'x' }, ['3'])).toEqual({ '3': 'Juice' });
  });
});

describe('selectionHint', () => {
  it('describes the limits in words', () => {
    expect(selectionHint({ min: 2 })).toBe('Choose at least 2');
    expect(selectionHint({ max: 3 })).toBe('Choose up to 3');
    expect(selectionHint({ min: 1, max: 3 })).toBe('Choose 1 to 3');
    expect(selectionHint({})).toBeNull();
  });
});

describe('singleAnswerErrors', () => {
  it('asks for an answer when required', () => {
    expect(singleAnswerErrors({ code: null, other: {} }, options, { required: true }).group).toBe(
      'This field is required',
    );
  });

  it('uses the question custom message', () => {
    const errors = singleAnswerErrors({ code: null, other: {} }, options, { required: true, requiredMessage: 'Pick one' });
    expect(errors.group).toBe('Pick one');
  });

  it('asks for the text of a chosen required other answer', () => {
    expect(singleAnswerErrors({ code: '3', other: {} }, options, {}).other).toEqual({ '3': 'This field is required' });
    expect(singleAnswerErrors({ code: '3', other: { '3': 'Juice' } }, options, {}).other).toEqual({});
  });

  it('uses the other answer custom message', () => {
    const custom = [{ code: '3', label: 'Other', other: true, other_required: true, other_error_message: 'Say what' }];
    expect(singleAnswerErrors({ code: '3', other: {} }, custom, {}).other).toEqual({ '3': 'Say what' });
  });
});

describe('multiAnswerErrors', () => {
  it('asks for at least min answers', () => {
    expect(multiAnswerErrors({ codes: ['1'], other: {} }, options, { min: 2 }).group).toBe('Choose at least 2');
  });

  it('accepts an exclusive answer whatever the minimum', () => {
    expect(multiAnswerErrors({ codes: ['99'], other: {} }, options, { min: 2 }).group).toBeNull();
  });

  it('asks for an answer when required', () => {
    expect(multiAnswerErrors({ codes: [], other: {} }, options, { required: true }).group).toBe(
      'This field is required',
    );
  });

  it('flags more than max answers', () => {
    expect(multiAnswerErrors({ codes: ['1', '2', '3'], other: { '3': 'x' } }, options, { max: 2 }).group).toBe(
      'Choose no more than 2',
    );
  });
});
