// A version's look as its documents carry it: colours, an http(s) logo only, the theme's title,
// the custom CSS sanitised (from the survey's theme or a Theme's development_fields), and the
// language switch's names; worked out once per version.
import { describe, expect, it } from 'vitest';
import type { FieldedVersion } from './fielded-version';
import { languageName, logoUrlOf, surveyLook } from './survey-look';

const versionOf = (theme: Record<string, unknown>, launchLanguages: readonly string[] = ['en']) =>
  ({ theme, launchLanguages, defaultLanguage: launchLanguages[0] }) as unknown as FieldedVersion;

describe('surveyLook', () => {
  it('reads the survey’s theme: title, logo, colours and its custom CSS scoped', () => {
    const look = surveyLook(versionOf({ title: 'Acme', logo_url: 'https://cdn.example.com/a.png', primary_color: '112233', custom_css: 'h2 { color: red }' }));
    expect(look.theme).toEqual({ title: 'Acme', logo_url: 'https://cdn.example.com/a.png', primary_color: '112233' });
    expect(look.customCss).toBe('#respondent-main h2{color:red}');
    expect(look.languages).toBeUndefined();
  });

  it('reads a Theme’s development_fields when the survey’s own fields are empty', () => {
    const look = surveyLook(versionOf({ title: '', custom_css: '', development_fields: { title: 'Dark', custom_css: 'p{margin:0}' } }));
    expect(look.theme.title).toBe('Dark');
    expect(look.customCss).toBe('#respondent-main p{margin:0}');
  });

  it('leaves out CSS that does not survive, and is worked out once per version', () => {
    const version = versionOf({ custom_css: '@import url(https://x.example/a.css);' });
    const look = surveyLook(version);
    expect(look.customCss).toBeUndefined();
    expect(surveyLook(version)).toBe(look);
  });

  it('names the launch languages in themselves when there are several', () => {
    expect(surveyLook(versionOf({}, ['en', 'fr', 'de', 'pt_BR'])).languages).toEqual([
      { code: 'en', name: 'English' }, { code: 'fr', name: 'Français' }, { code: 'de', name: 'Deutsch' }, { code: 'pt_BR', name: 'Português (Brasil)' },
    ]);
    expect(languageName('zz')).toBe('zz');
    expect(languageName('not a tag')).toBe('not a tag');
  });
});

describe('logoUrlOf', () => {
  it('takes absolute http(s) addresses only', () => {
    expect(logoUrlOf('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(logoUrlOf(' http://cdn.example.com/a b.png ')).toBe('http://cdn.example.com/a%20b.png');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AA', '/local.png', '//cdn.example.com/a.png', 'https://user:pw@cdn.example.com/a.png', `https://x.example/${'a'.repeat(2000)}`, 42, null, '']) {
      expect(logoUrlOf(bad), String(bad)).toBeUndefined();
    }
  });
});
