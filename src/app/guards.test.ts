import { describe, expect, it } from 'vitest';
import type { Login } from '../api/types';
import { hasFeature, isAdmin } from './guards';
import { safeRedirect } from './routes/root';
import { documentTitle } from './route-data';

const login = (is_admin: boolean, features: Record<string, boolean> = {}): Login => ({
  user: { id: 'u', first_name: '', last_name: '', email: 'a@b.test', is_admin, org_id: 'o', development_fields: {} },
  token: { code: 'c', expires_at: '2999-01-01T00:00:00Z' },
  org: { id: 'o', name: 'O', owner_id: null, region: 'uk', subscription: 'free', development_fields: { features_access: features } },
});

describe('route guards', () => {
  it('lets admins through every feature gate', () => {
    expect(isAdmin(login(true))).toBe(true);
    expect(hasFeature(login(true), 'survey_deployment_email')).toBe(true);
  });

  it('gates other users by their organisation\'s features_access', () => {
    expect(hasFeature(login(false), 'survey_multi_themes')).toBe(false);
    expect(hasFeature(login(false, { survey_multi_themes: true }), 'survey_multi_themes')).toBe(true);
    expect(hasFeature(null, 'survey_multi_themes')).toBe(false);
  });

  it('follows only same-origin paths after sign-in', () => {
    expect(safeRedirect('/surveys/1/overview?x=1')).toBe('/surveys/1/overview?x=1');
    expect(safeRedirect('//evil.test/')).toBe('/dashboard');
    expect(safeRedirect('https://evil.test/')).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });

  it('titles documents with the product name and the page title', () => {
    expect(documentTitle('Login')).toBe('Fieldwork | Login');
    expect(documentTitle(undefined)).toBe('Fieldwork');
  });
});
