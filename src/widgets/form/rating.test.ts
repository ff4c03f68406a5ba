import { describe, expect, it } from 'vitest';
import { isRatingIconActive, ratingScale } from './rating';

describe('ratingScale', () => {
  it('names each choice by its place in the scale', () => {
    expect(ratingScale(3)).toEqual([
      { value: '1', label: '1 of 3' },
      { value: '2', label: '2 of 3' },
      { value: '3', label: '3 of 3' },
    ]);
  });

  it('rejects an empty scale, naming the count', () => {
    expect(() => ratingScale(0)).toThrow(/got 0/);
  });
});

describe('isRatingIconActive', () => {
  it('fills stars up to the chosen one', () => {
    expect([0, 1, 2, 3].map((index) => isRatingIconActive(index, 2, 'star'))).toEqual([true, true, true, false]);
  });

  it('lights only the chosen thumb or face', () => {
    expect([0, 1, 2].map((index) => isRatingIconActive(index, 1, 'thumbs-up'))).toEqual([false, true, false]);
    expect(isRatingIconActive(0, 1, 'face-smile')).toBe(false);
  });

  it('lights nothing before a choice', () => {
    expect(isRatingIconActive(0, -1, 'star')).toBe(false);
  });
});
