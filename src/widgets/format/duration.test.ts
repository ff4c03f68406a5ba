import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows under a second in ms', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(250.4)).toBe('250 ms');
  });

  it('shows seconds as secs', () => {
    expect(formatDuration(1000)).toBe('1 secs');
    expect(formatDuration(1500)).toBe('1.5 secs');
  });

  it('shows minutes as mins', () => {
    expect(formatDuration(90_000)).toBe('1.5 mins');
  });

  it('shows hours as hrs', () => {
    expect(formatDuration(7_200_000)).toBe('2 hrs');
  });

  it('rejects negative durations, naming the value', () => {
    expect(() => formatDuration(-5)).toThrow(/-5/);
  });
});
