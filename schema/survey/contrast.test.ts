import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('measures the WCAG ratio of the theme defaults', () => {
    expect(contrastRatio('FFFFFF', '000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '5270FF')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('FFFFFF', '153DFF')).toBeCloseTo(6.7, 1);
    expect(contrastRatio('0E1318', 'FFFFFF')).toBeGreaterThan(18);
    expect(contrastRatio('777777', '777777')).toBe(1);
  });

  it('refuses what is not a hex colour, naming it', () => {
    expect(() => relativeLuminance('blue')).toThrow('"blue" is not a six-digit hex colour');
  });
});
