import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '../../schema/api/access-rule';
import { publish, setActiveVersion } from '../../schema/api/admin/publishing';
import { getIntercept } from '../../schema/api/admin/deployments';
import { deleteSurvey, duplicateSurvey, patchSurvey } from '../../schema/api/admin/surveys';
import { uploadBlob } from '../../schema/api/storage';
import type { Login } from '../api/types';
import { mayCall } from './abilities';

const login = (is_admin: boolean, features: Record<string, boolean> = {}): Login => ({
  user: { id: 'u', first_name: '', last_name: '', email: 'a@b.test', is_admin, org_id: 'o', development_fields: {} },
  token: { code: 'c', expires_at: '2999-01-01T00:00:00Z' },
  org: { id: 'o', name: 'O', owner_id: null, region: 'uk', subscription: 'free', development_fields: { features_access: features } },
});

/** What the designer and the survey list offer at each level: edit (PATCH), publish, activate, delete. */
const offered = (who: Login | null, level: AccessLevel | null) => ({
  edit: mayCall(patchSurvey, who, level),
  publish: mayCall(publish, who, level),
  activate: mayCall(setActiveVersion, who, level),
  delete: mayCall(deleteSurvey, who, level),
  duplicate: mayCall(duplicateSurvey, who, level),
});

describe('what the browser offers, by the records\' rules', () => {
  it('makes the designer read-only and hides publishing and delete for read access', () => {
    expect(offered(login(false), 'read')).toEqual({ edit: false, publish: false, activate: false, delete: false, duplicate: true });
  });

  it('lets writers edit and publish but keeps delete the owner\'s', () => {
    expect(offered(login(false), 'write')).toEqual({ edit: true, publish: true, activate: true, delete: false, duplicate: true });
    expect(offered(login(false), 'owner')).toEqual({ edit: true, publish: true, activate: true, delete: true, duplicate: true });
  });

  it('gives admins every level, as the server does', () => {
    expect(offered(login(true), 'read')).toEqual({ edit: true, publish: true, activate: true, delete: true, duplicate: true });
  });

  it('offers nothing to nobody', () => {
    expect(offered(null, 'owner')).toEqual({ edit: false, publish: false, activate: false, delete: false, duplicate: false });
  });

  it('asks the feature gate of gated endpoints (admins pass it)', () => {
    expect(mayCall(getIntercept, login(false), 'owner')).toBe(false);
    expect(mayCall(getIntercept, login(false, { survey_deployment_intercept: true }), 'read')).toBe(true);
    expect(mayCall(getIntercept, login(true), null)).toBe(true);
  });

  it('takes an image container of a survey as needing write access to it', () => {
    expect(mayCall(uploadBlob, login(false), 'read')).toBe(false);
    expect(mayCall(uploadBlob, login(false), 'write')).toBe(true);
  });
});
