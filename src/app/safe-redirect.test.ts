import { describe, expect, it } from 'vitest';
import { isSameOriginPath, safeRedirect } from './safe-redirect';

describe('the redirect after sign-in', () => {
  it('follows paths on this origin, with their query and fragment', () => {
    expect(safeRedirect('/surveys/1/overview?x=1#top')).toBe('/surveys/1/overview?x=1#top');
    expect(safeRedirect('/surveys?q=a%20b')).toBe('/surveys?q=a%20b');
  });

  it.each([
    '//evil.example', '/\\evil.example', '\\\\evil.example', '/%5Cevil.example', '/%5cevil.example', '/%2F/evil.example',
    '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 'JavaScript:alert(1)', 'https://evil.example/',
    'evil.example', '', ' /dashboard', '/%E0%A4%A', 'data:text/html,hi',
  ])('refuses %j', (target) => {
    expect(isSameOriginPath(target)).toBe(false);
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it('goes to the dashboard without a target', () => {
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });
});
