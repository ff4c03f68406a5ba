import { describe, expect, it } from 'vitest';
import { isEmptyValue, requiredError } from './required';

describe('isEmptyValue', () => {
  it('treats null, blank text, empty lists and false as empty', () => {
    for (const value of [null, undefined, '', '   ', [], false]) expect(isEmptyValue(value)).toBe(true);
  });

  it('treats zero, text, lists with items and true as filled', () => {
    for (const value of [0, 'a', ['x'], true]) expect(isEmptyValue(value)).toBe(false);
  });
});

describe('requiredError', () => {
  it('gives the default message for an empty required value', () => {
    expect(requiredError('', true)).toBe('This field is required');
  });

  it('gives a custom message when one is configured', () => {
    expect(requiredError(null, true, 'Please answer')).toBe('Please answer');
  });

  it('passes a filled required value and any optional value', () => {
    expect(requiredError('x', true)).toBeNull();
    expect(requiredError('', false)).toBeNull();
  });
});
