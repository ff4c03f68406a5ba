import { describe, expect, it } from 'vitest';
import { clampPanelWidth, maxPanelWidth, widthFromKey, widthFromPointer } from './side-panel-width';

describe('clampPanelWidth', () => {
  it('keeps at least 100', () => {
    expect(clampPanelWidth(40, 1000)).toBe(100);
  });
  it('keeps at most the parent size minus 50', () => {
    expect(clampPanelWidth(990, 1000)).toBe(950);
    expect(maxPanelWidth(1000)).toBe(950);
  });
  it('lets the minimum win in a parent narrower than 150', () => {
    expect(clampPanelWidth(300, 120)).toBe(100);
  });
});

describe('widthFromPointer', () => {
  it('measures from the right edge for a right panel and the left edge for a left panel', () => {
    expect(widthFromPointer('right', { left: 0, right: 1000 }, 700)).toBe(300);
    expect(widthFromPointer('left', { left: 100, right: 1000 }, 500)).toBe(400);
  });
});

describe('widthFromKey', () => {
  it('widens a right panel with ArrowLeft and narrows it with ArrowRight', () => {
    expect(widthFromKey('right', 'ArrowLeft', false, 300, 1000)).toBe(310);
    expect(widthFromKey('right', 'ArrowRight', false, 300, 1000)).toBe(290);
  });
  it('widens a left panel with ArrowRight, by 50 with Shift', () => {
    expect(widthFromKey('left', 'ArrowRight', true, 300, 1000)).toBe(350);
  });
  it('jumps to the bounds with Home and End and ignores other keys', () => {
    expect(widthFromKey('right', 'Home', false, 300, 1000)).toBe(100);
    expect(widthFromKey('right', 'End', false, 300, 1000)).toBe(950);
    expect(widthFromKey('right', 'a', false, 300, 1000)).toBeUndefined();
  });
});
