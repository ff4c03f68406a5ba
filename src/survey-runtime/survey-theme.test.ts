import { describe, expect, it } from 'vitest';
import { actionFill, themeColours, themeStyle } from './survey-theme';

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

  it('fills action buttons with a colour their text reads on at AA', () => {
    // The §9 defaults: white on the primary 5270FF is 4.1:1, so the secondary 153DFF (6.7:1) fills.
    expect(actionFill(themeColours(undefined))).toBe('#153dff');
    expect((themeStyle(undefined) as Record<string, string>)['--color-primary']).toBe('#153dff');
    // A primary that reads is kept; a theme where neither reads keeps its primary.
    expect(actionFill(themeColours({ primary_color: '0B3D91' }))).toBe('#0b3d91');
    expect(actionFill(themeColours({ primary_color: 'EEEEEE', secondary_color: 'DDDDDD' }))).toBe('#eeeeee');
  });
});
