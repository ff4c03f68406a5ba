import { describe, expect, it } from 'vitest';
import { openTextError, textLengthError } from './text-length';

describe('textLengthError', () => {
  it('leaves empty text to the required rule', () => {
    expect(textLengthError('', { min: 5 })).toBeNull();
  });

  it('asks for at least min characters', () => {
    expect(textLengthError('abc', { min: 5 })).toBe('Enter at least 5 characters');
  });

  it('flags more than max characters', () => {
    expect(textLengthError('abcdef', { max: 5 })).toBe('Enter no more than 5 characters');
  });

  it('accepts text within the limits', () => {
    expect(textLengthError('abcde', { min: 5, max: 5 })).toBeNull();
  });
});

describe('openTextError', () => {
  it('asks for a number when the type is number, and checks the length after', () => {
    expect(openTextError('1..2', {}, 'number')).toBe('Enter a number');
    expect(openTextError('-12.5', { max: 3 }, 'number')).toBe('Enter no more than 3 characters');
    expect(openTextError('-12.5', {}, 'number')).toBeNull();
    expect(openTextError('', {}, 'number')).toBeNull();
  });

  it('takes any text when the type is text', () => {
    expect(openTextError('1..2', {})).toBeNull();
  });
});
