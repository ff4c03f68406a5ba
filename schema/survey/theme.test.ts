import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOURS, isListedTheme, themeSchema } from './theme';

describe('theme', () => {
  it('defaults to the colours of the spec, without #', () => {
    expect(themeSchema.parse({ id: 't1' })).toMatchObject({
      background_color: 'F1F3F5',
      survey_background_color: 'FFFFFF',
      text_color: '0E1318',
      primary_color: '5270FF',
      secondary_color: '153DFF',
      button_text_color: 'FFFFFF',
      button_background_color: 'E5E9ED',
      button_hover_background_color: 'C1CAD4',
      development_fields: { title: '', custom_css: '' },
    });
    expect(Object.values(DEFAULT_COLOURS).every((c) => /^[0-9A-F]{6}$/.test(c))).toBe(true);
  });

  it('rejects a colour with # or the wrong length as "Invalid hex code"', () => {
    for (const bad of ['#5270FF', '5270F', 'GGGGGG']) {
      const result = themeSchema.safeParse({ id: 't1', primary_color: bad });
      expect(result.error?.issues[0]).toMatchObject({ path: ['primary_color'], message: 'Invalid hex code' });
    }
    expect(themeSchema.safeParse({ id: 't1', primary_color: 'abcdef' }).success).toBe(true);
  });

  it('lists only themes with a name', () => {
    expect(isListedTheme({ name: 'Corporate' })).toBe(true);
    expect(isListedTheme({ name: null })).toBe(false);
    expect(isListedTheme({ name: '  ' })).toBe(false);
  });
});
