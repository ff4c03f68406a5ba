import { describe, expect, it } from 'vitest';
import { themeColours, themeStyle } from './survey-theme';

describe('preview theme', () => {
  it('falls back to the spec §9 colours for missing or invalid values', () => {
    const colours = themeColours({ primary_color: 'ABCDEF', text_color: 'nope' });
    expect(colours.primary_color).toBe('#abcdef');
    expect(colours.text_color).toBe('#0e1318');
    expect(colours.background_color).toBe('#f1f3f5');
  });

  it('maps the colours onto the survey custom properties', () => {
    const style = themeStyle({ background_color: '000000', button_background_color: '123456' }) as Record<string, string>;
    expect(style['--survey-background']).toBe('#000000');
    expect(style['--survey-button-bg']).toBe('#123456');
    expect(style['--survey-surface']).toBe('#ffffff');
  });
});
