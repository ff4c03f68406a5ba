import { describe, it, expect } from 'vitest';
import { languages } from './languages';

const codePattern = /^[a-z]{2,3}(-[A-Z]{2}|-[A-Z][a-z]{3}|-\d{3})?$/;
const byCode = new Map(languages.map((language) => [language.code, language]));
const baseOf = (code: string): string => code.split('-')[0] ?? code;

describe('languages seed', () => {
  it('holds about 200 languages including regional variants', () => {
    expect(languages.length).toBeGreaterThanOrEqual(190);
    expect(languages.length).toBeLessThanOrEqual(220);
  });

  it('has unique codes', () => {
    expect(byCode.size).toBe(languages.length);
  });

  it('uses ISO 639 codes with an optional region, script or area subtag', () => {
    const bad = languages.filter((language) => !codePattern.test(language.code)).map((l) => l.code);
    expect(bad).toEqual([]);
  });

  it('is sorted by code', () => {
    const codes = languages.map((language) => language.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('has non-empty English and native names', () => {
    for (const language of languages) {
      expect(language.name.trim(), language.code).not.toBe('');
      expect(language.native_name.trim(), language.code).not.toBe('');
    }
  });

  it('includes English and its British variant', () => {
    expect(byCode.get('en')?.name).toBe('English');
    expect(byCode.get('en-GB')?.name).toBe('English (United Kingdom)');
  });

  it('includes the regional variants authors ask for most', () => {
    const wanted = ['en-US', 'fr-CA', 'es-MX', 'pt-BR', 'de-CH', 'zh-TW', 'ar-SA', 'nl-BE', 'sv-FI'];
    expect(wanted.filter((code) => !byCode.has(code))).toEqual([]);
  });

  it('names the region of a variant in its native name', () => {
    expect(byCode.get('de-CH')?.native_name).toBe('Deutsch (Schweiz)');
    expect(byCode.get('ar')?.native_name).toBe('العربية');
  });

  it('lists the base language of every regional variant', () => {
    const orphans = languages.filter((l) => !byCode.has(baseOf(l.code))).map((l) => l.code);
    expect(orphans).toEqual([]);
  });

  it('writes Arabic, Hebrew and the other right-to-left scripts right to left', () => {
    for (const code of ['ar', 'ar-EG', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ckb']) {
      expect(byCode.get(code)?.direction, code).toBe('rtl');
    }
    expect(byCode.get('en')?.direction).toBe('ltr');
  });

  it('gives a regional variant the direction of its base language', () => {
    const mismatched = languages
      .filter((l) => l.direction !== byCode.get(baseOf(l.code))?.direction)
      .map((l) => l.code);
    expect(mismatched).toEqual([]);
  });
});
