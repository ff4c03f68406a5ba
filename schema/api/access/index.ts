// The access service's contract (spec §7): one record per endpoint, and the shapes of users,
// organisations, tokens and permissions the browser reads.
export * from './auth';
export * from './orgs';
export * from './permissions';
export * from './tokens';
export * from './users';

import { login, refresh, resetPassword, revoke } from './auth';
import { getOrganisation } from './orgs';
import {
  deleteSurveyPermission, getSurveyPermission, listSurveyHolders, listUserSurveyAliasPermissions, listUserSurveyPermissions,
  putSurveyPermission,
} from './permissions';
import { createAccessToken } from './tokens';
import { getMe, newUser, patchMe } from './users';

/** Every endpoint of the access service. */
export const accessEndpoints = [
  login, refresh, revoke, resetPassword, createAccessToken, newUser, getMe, patchMe, getOrganisation,
  listUserSurveyPermissions, listUserSurveyAliasPermissions,
  getSurveyPermission, putSurveyPermission, deleteSurveyPermission, listSurveyHolders,
] as const;
