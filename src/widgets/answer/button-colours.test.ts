import { describe, expect, it } from 'vitest';
import { DEFAULT_BUTTON_SETTINGS, buttonColourStyle, resolveButtonSettings } from './button-colours';

describe('resolveButtonSettings', () => {
  it('defaults to the spec backgrounds with readable text', () => {
    expect(resolveButtonSettings(undefined)).toEqual({
      bg: 'E5E9ED',
      text: '0E1318',
      hover_bg: 'C1CAD4',
      hover_text: '0E1318',
      active_bg: '153DFF',
      active_text: 'FFFFFF',
      active_hover_bg: '0E2BB8',
      active_hover_text: 'FFFFFF',
    });
  });

  it('takes the colours an answer sets and keeps defaults for the rest', () => {
    const resolved = resolveButtonSettings({ bg: '000000', active_text: 'ffcc00' });
    expect(resolved.bg).toBe('000000');
    expect(resolved.active_text).toBe('ffcc00');
    expect(resolved.hover_bg).toBe(DEFAULT_BUTTON_SETTINGS.hover_bg);
  });

  it('falls back to the default for an invalid colour', () => {
    expect(resolveButtonSettings({ bg: 'red' }).bg).toBe('E5E9ED');
  });

  it('tolerates a leading "#"', () => {
    expect(resolveButtonSettings({ text: '#123456' }).text).toBe('123456');
  });
});

describe('buttonColourStyle', () => {
  it('exposes every colour as a custom property with "#"', () => {
    const style = buttonColourStyle({ active_hover_bg: 'abcdef' }) as Record<string, string>;
    expect(style['--answer-button-bg']).toBe('#E5E9ED');
    expect(style['--answer-button-active-hover-bg']).toBe('#abcdef');
    expect(Object.keys(style)).toHaveLength(8);
  });
});
