import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_SIZE, fitScale, frameDimensions } from './preview-size';

describe('preview sizes', () => {
  it('starts responsive at 420 × 600', () => {
    expect(frameDimensions(DEFAULT_PREVIEW_SIZE)).toEqual({ width: 420, height: 600 });
  });

  it('gives the fixed device sizes, keeping the responsive one aside', () => {
    const size = { device: 'desktop' as const, responsive: { width: 500, height: 500 } };
    expect(frameDimensions(size)).toEqual({ width: 1280, height: 800 });
    expect(frameDimensions({ ...size, device: 'tablet' })).toEqual({ width: 768, height: 1024 });
    expect(frameDimensions({ ...size, device: 'mobile' })).toEqual({ width: 375, height: 667 });
    expect(frameDimensions({ ...size, device: 'responsive' })).toEqual({ width: 500, height: 500 });
  });

  it('shrinks only a frame wider than the space, and not before measuring', () => {
    expect(fitScale(1280, 640)).toBe(0.5);
    expect(fitScale(375, 640)).toBe(1);
    expect(fitScale(1280, 0)).toBe(1);
  });
});
