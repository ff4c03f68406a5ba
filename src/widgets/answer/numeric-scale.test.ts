import { describe, expect, it } from 'vitest';
import { numericChoices, sliderSettings } from './numeric-scale';

describe('sliderSettings', () => {
  it('defaults to 0-100 by 1, resting at min', () => {
    expect(sliderSettings({})).toEqual({ min: 0, max: 100, step: 1, resting: 0 });
  });

  it('rests on range_default_value, kept within range', () => {
    expect(sliderSettings({ min: 1, max: 10, range_default_value: 5 }).resting).toBe(5);
    expect(sliderSettings({ min: 1, max: 10, range_default_value: 50 }).resting).toBe(10);
  });

  it('uses range_step', () => {
    expect(sliderSettings({ range_step: 5 }).step).toBe(5);
  });
});

describe('numericChoices', () => {
  it('runs from min to max by range_step', () => {
    expect(numericChoices({ min: 0, max: 10, range_step: 5 }).values).toEqual([0, 5, 10]);
  });

  it('steps by decimals without float drift', () => {
    const { values } = numericChoices({ min: 0, max: 0.3, range_step: 0.1, decimal_places: 1 });
    expect(values).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('is empty without both bounds', () => {
    expect(numericChoices({ max: 5 })).toEqual({ values: [], total: 0 });
  });

  it('cuts a list too long to use and reports its full length', () => {
    const { values, total } = numericChoices({ min: 0, max: 100000 });
    expect(values).toHaveLength(1000);
    expect(total).toBe(100001);
  });
});
