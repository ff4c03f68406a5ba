// /admin/api/surveys/{id}/settings (spec §7): the survey's free-form settings object, kept in
// development_fields.settings. The spec names the call but not its fields, so it is an open JSON
// object: GET `{ settings, revision }`; PATCH `{ settings: { key: value | null } }` merges keys
// (null removes one) and answers the same shape.
import { z } from 'zod';
import { rule } from '../access-rule';
import { endpoint } from '../endpoint';
import { boundedJson } from '../json-limits';

/** At most this many settings on a survey (after a PATCH merges). */
export const MAX_SETTINGS = 100;
export const MAX_SETTING_KEY = 100;
/** Settings are switches and short values (progress_bar: true, theme_mode: 'dark'); a little
 *  structure is room enough. */
export const SETTING_VALUE_LIMITS = { depth: 6, length: 2000 } as const;
/** The settings object: one level of keys above the values. */
export const SETTINGS_DEPTH = 1 + SETTING_VALUE_LIMITS.depth;
/** The largest settings object: every key at its longest value. */
export const SETTINGS_LENGTH = MAX_SETTINGS * (MAX_SETTING_KEY + SETTING_VALUE_LIMITS.length + 4);

const settingKey = z.string().min(1, 'A setting needs a name').max(MAX_SETTING_KEY, `A setting name can be at most ${MAX_SETTING_KEY} characters`);
export const settingValueSchema = boundedJson(SETTING_VALUE_LIMITS);
const settingsSchema = z.record(settingKey, settingValueSchema)
  .refine((settings) => Object.keys(settings).length <= MAX_SETTINGS, `A survey can have at most ${MAX_SETTINGS} settings`);

export const settingsReplySchema = z.object({ settings: settingsSchema, revision: z.int() }).strict();

const params = z.object({ id: z.string().max(100) });

export const getSettings = endpoint({
  id: 'admin.settings.get',
  method: 'GET',
  path: '/admin/api/surveys/:id/settings',
  params,
  access: rule.survey('read'),
  reply: settingsReplySchema,
});

export const patchSettings = endpoint({
  id: 'admin.settings.patch',
  method: 'PATCH',
  path: '/admin/api/surveys/:id/settings',
  params,
  access: rule.survey('write'),
  /** A null value removes its key. */
  body: z.object({ settings: settingsSchema }).strict(),
  reply: settingsReplySchema,
  // The body, the settings object, then each value.
  limits: { depth: 1 + SETTINGS_DEPTH },
});
