import { describe, expect, it } from 'vitest';
import { acceptDatePartInput, shouldAdvanceDatePart } from './split-date';

describe('acceptDatePartInput', () => {
  it('keeps digits only', () => {
    expect(acceptDatePartInput('day', '1a', '')).toBe('1');
  });

  it('reverts a year of 10000 or more', () => {
    expect(acceptDatePartInput('year', '20245', '2024')).toBe('2024');
    expect(acceptDatePartInput('year', '9999', '999')).toBe('9999');
  });

  it('reverts a day or month longer than two digits', () => {
    expect(acceptDatePartInput('month', '123', '12')).toBe('12');
  });
});

describe('shouldAdvanceDatePart', () => {
  it('moves on after a day digit of 4-9', () => {
    expect(shouldAdvanceDatePart('day', '4')).toBe(true);
    expect(shouldAdvanceDatePart('day', '9')).toBe(true);
    expect(shouldAdvanceDatePart('day', '3')).toBe(false);
  });

  it('moves on after a month digit of 3-9', () => {
    expect(shouldAdvanceDatePart('month', '3')).toBe(true);
    expect(shouldAdvanceDatePart('month', '2')).toBe(false);
  });

  it('moves on once a part is full', () => {
    expect(shouldAdvanceDatePart('day', '12')).toBe(true);
    expect(shouldAdvanceDatePart('year', '2024')).toBe(true);
    expect(shouldAdvanceDatePart('year', '202')).toBe(false);
  });
});
