import { describe, expect, it } from 'vitest';
import { isSafeHref, normaliseHref } from './link-href';

describe('normaliseHref', () => {
  it('keeps web, mail and phone links and relative paths', () => {
    expect(normaliseHref('https://example.com')).toBe('https://example.com');
    expect(normaliseHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(normaliseHref('/help?article=1')).toBe('/help?article=1');
  });
  it('adds https:// to a bare domain and mailto: to an address', () => {
    expect(normaliseHref(' example.com/x ')).toBe('https://example.com/x');
    expect(normaliseHref('me@example.com')).toBe('mailto:me@example.com');
  });
  it('refuses script and data links and blanks', () => {
    expect(normaliseHref('javascript:alert(1)')).toBeUndefined();
    expect(normaliseHref('JavaScript:alert(1)')).toBeUndefined();
    expect(normaliseHref('data:text/html,x')).toBeUndefined();
    expect(normaliseHref('  ')).toBeUndefined();
  });
});

describe('isSafeHref', () => {
  it('rejects javascript: when loading HTML', () => {
    expect(isSafeHref('javascript:void(0)')).toBe(false);
    expect(isSafeHref('https://x.y')).toBe(true);
    expect(isSafeHref('page.html')).toBe(true);
  });
});
