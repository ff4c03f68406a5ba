import { describe, expect, it } from 'vitest';
import { characterCount, describeCharacterCount } from './character-count';

describe('characterCount', () => {
  it('counts down to the minimum length', () => {
    expect(characterCount(3, { min: 10, max: 50 })).toEqual({ kind: 'remaining', remaining: 7 });
  });

  it('shows the tick once the minimum is reached or passed', () => {
    expect(characterCount(10, { min: 10 })).toEqual({ kind: 'met' });
    expect(characterCount(12, { min: 10 })).toEqual({ kind: 'met' });
  });

  it('shows count and max without a minimum', () => {
    expect(characterCount(4, { max: 20 })).toEqual({ kind: 'count', count: 4, max: 20 });
  });
});

describe('describeCharacterCount', () => {
  it('names what is left, what was reached and what was used', () => {
    expect(describeCharacterCount({ kind: 'remaining', remaining: 1 })).toBe('1 more character needed');
    expect(describeCharacterCount({ kind: 'met' })).toBe('Minimum length reached');
    expect(describeCharacterCount({ kind: 'count', count: 4, max: 20 })).toBe('4 of 20 characters used');
  });
});
