// What the signed-in user may do, asked of the same access rules the server enforces
// (schema/api's decide): menus, greyed tabs and the read-only designer follow the contract
// records instead of a second copy of the rules.
import { decide, hasFeature as askerHasFeature, organisationFeatures, type AccessLevel, type Asker, type Endpoint, type Feature } from '../../schema/api';
import type { Login } from '../api/types';

export function askerOf(login: Login | null): Asker {
  if (!login) return { token: null, isAdmin: false, features: new Set() };
  return { token: 'login', isAdmin: login.user.is_admin, features: organisationFeatures(login.org) };
}

/** Admins pass every gate; others need the feature in their organisation's features_access. */
export function hasFeature(login: Login | null, feature: Feature): boolean {
  return askerHasFeature(askerOf(login), feature);
}

/** Whether the server would let this user call `endpoint` (on a survey where they hold `level`). */
export function mayCall(endpoint: Pick<Endpoint, 'access'>, login: Login | null, level: AccessLevel | null = null): boolean {
  const rule = endpoint.access;
  if (rule.kind === 'container') return decide({ kind: 'survey', param: rule.param, level: 'write' }, askerOf(login), level).ok;
  return decide(rule, askerOf(login), level).ok;
}
