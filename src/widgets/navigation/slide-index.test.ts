import { describe, expect, it } from 'vitest';
import { nextSlideIndex, previousSlideIndex } from './slide-index';

describe('slide index', () => {
  it('wraps from the last slide to the first', () => {
    expect(nextSlideIndex(2, 3)).toBe(0);
  });
  it('wraps from the first slide back to the last', () => {
    expect(previousSlideIndex(0, 3)).toBe(2);
  });
  it('stays at 0 without slides', () => {
    expect(nextSlideIndex(0, 0)).toBe(0);
    expect(previousSlideIndex(0, 0)).toBe(0);
  });
});
