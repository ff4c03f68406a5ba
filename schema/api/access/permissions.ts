// Who may do what with a survey (spec §6, §7): a user's permissions, one user's permission on a
// survey (read by anyone with access; set and removed by its owner or an admin) and the list of
// a survey's holders.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { accessLevels, rule } from '../access-rule';

export const permissionScopeTypes = ['survey', 'survey_alias'] as const;

export const permissionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  access_level: z.enum(accessLevels),
  scope: z.object({ scope_id: z.string(), scope_type: z.enum(permissionScopeTypes) }),
});
export type Permission = z.infer<typeof permissionSchema>;

/** A holder as the permissions dialog lists them: the permission and who holds it. */
export const surveyHolderSchema = permissionSchema.extend({
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type SurveyHolder = z.infer<typeof surveyHolderSchema>;

const userParams = z.object({ user_id: z.uuid() });
const permissionsReply = z.object({ permissions: z.array(permissionSchema) });

/** A user's own permissions (an admin may read anyone's). */
export const listUserSurveyPermissions = endpoint({
  id: 'access.user-permissions.surveys',
  method: 'GET',
  path: '/access/api/users/id/:user_id/permissions/survey/',
  params: userParams,
  access: rule.signedIn,
  reply: permissionsReply,
});

export const listUserSurveyAliasPermissions = endpoint({
  id: 'access.user-permissions.survey-aliases',
  method: 'GET',
  path: '/access/api/users/id/:user_id/permissions/survey_alias/',
  params: userParams,
  access: rule.signedIn,
  reply: permissionsReply,
});

const holderParams = z.object({ user_id: z.uuid(), survey_id: z.uuid() });
const holderPath = '/access/api/users/id/:user_id/permissions/survey/:survey_id';

export const getSurveyPermission = endpoint({
  id: 'access.survey-permissions.get',
  method: 'GET',
  path: holderPath,
  params: holderParams,
  access: rule.survey('read', { param: 'survey_id' }),
  reply: z.object({ permission: permissionSchema }),
});

/** Gives or changes a user's access; the survey keeps at least one owner. Sharing with a user of
 *  another organisation takes an admin. */
export const putSurveyPermission = endpoint({
  id: 'access.survey-permissions.put',
  method: 'PUT',
  path: holderPath,
  params: holderParams,
  access: rule.survey('owner', { param: 'survey_id' }),
  body: z.object({
    access_level: z.enum(accessLevels),
    scope: z.object({ scope_id: z.uuid(), scope_type: z.literal('survey') }).strict().optional(),
  }).strict(),
  reply: z.object({ permission: permissionSchema }),
});

export const deleteSurveyPermission = endpoint({
  id: 'access.survey-permissions.delete',
  method: 'DELETE',
  path: holderPath,
  params: holderParams,
  access: rule.survey('owner', { param: 'survey_id' }),
  status: 204,
  reply: z.null(),
});

export const listSurveyHolders = endpoint({
  id: 'access.survey-permissions.list',
  method: 'GET',
  path: '/access/api/permissions/scopes/survey/:survey_id',
  params: z.object({ survey_id: z.uuid() }),
  access: rule.survey('read', { param: 'survey_id' }),
  reply: z.object({ permissions: z.array(surveyHolderSchema) }),
});
