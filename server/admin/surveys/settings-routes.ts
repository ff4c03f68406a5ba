// /admin/api/surveys/{id}/settings (spec §7), from its records (schema/api/admin/settings.ts):
// GET `{ settings, revision }`; PATCH `{ settings: { key: value | null } }` answers the same shape.
import { getSettings, patchSettings } from '../../../schema/api/admin/settings';
import { notModified, route } from '../../http/endpoint';
import { mergeSettings, settingsOf } from './settings';

export const settingsRoutes = [
  route(getSettings, (call) => {
    const { survey } = call.survey;
    if (call.revision(survey.revision)) return notModified;
    return { settings: settingsOf(survey), revision: survey.revision };
  }),
  route(patchSettings, async (call) => {
    const saved = await mergeSettings(call.ctx, call.user, call.survey.survey.id, call.body.settings);
    call.revision(saved.revision);
    return saved;
  }),
];
