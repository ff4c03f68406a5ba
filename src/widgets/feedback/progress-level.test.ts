import { describe, expect, it } from 'vitest';
import { progressLevel, progressPercent } from './progress-level';

describe('progressLevel', () => {
  it('stays normal without warnings, even when full', () => {
    expect(progressLevel(100, false)).toBe('normal');
  });
  it('warns above 75 but not at 75', () => {
    expect(progressLevel(75, true)).toBe('normal');
    expect(progressLevel(75.1, true)).toBe('warning');
  });
  it('is danger above 95 but warning at 95', () => {
    expect(progressLevel(95, true)).toBe('warning');
    expect(progressLevel(96, true)).toBe('danger');
  });
});

describe('progressPercent', () => {
  it('clamps to 0..100', () => {
    expect(progressPercent(-5)).toBe(0);
    expect(progressPercent(150)).toBe(100);
  });
  it('scales by max', () => {
    expect(progressPercent(30, 40)).toBe(75);
  });
  it('rejects a non-positive max, naming it', () => {
    expect(() => progressPercent(1, 0)).toThrow(/got 0/);
  });
});
