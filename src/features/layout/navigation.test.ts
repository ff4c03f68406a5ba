import { describe, expect, it } from 'vitest';
import type { Login } from '../../api/types';
import { canReach, navAreas } from './navigation';

const login = (is_admin: boolean, features: Record<string, boolean> = {}): Login => ({
  user: { id: 'u', first_name: '', last_name: '', email: 'a@b.test', is_admin, org_id: 'o', development_fields: {} },
  token: { code: 'c', expires_at: '2999-01-01T00:00:00Z' },
  org: { id: 'o', name: 'O', owner_id: null, region: 'uk', subscription: 'free', development_fields: { features_access: features } },
});
const reachable = (l: Login | null) => navAreas.filter((a) => canReach(a, l)).map((a) => a.id);

describe('left menu areas', () => {
  it('shows admins every area, with Profile at the bottom', () => {
    expect(reachable(login(true))).toEqual(navAreas.map((a) => a.id));
    expect(navAreas.filter((a) => a.place === 'bottom').map((a) => a.id)).toEqual(['profile']);
  });

  it('hides admin-only and ungranted feature areas from members', () => {
    const ids = reachable(login(false));
    for (const hidden of ['users', 'organisations', 'library', 'guide', 'themes']) expect(ids).not.toContain(hidden);
    expect(reachable(login(false, { survey_multi_themes: true }))).toContain('themes');
  });
});
