// A survey's settings (development_fields.settings): read, and merged by a PATCH (a null value
// removes its key). Like every write it bumps the revision, under the survey's row lock.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_SETTINGS } from '../../../schema/api/admin/settings';
import type { AppContext } from '../../context';
import { surveys } from '../../db/schema';
import { DomainError } from '../../http/errors';
import type { UserRow } from '../../http/principal';
import { lockSurvey } from './revision';
import type { SurveyRow } from './service';

/** Values are JSON: the contract (schema/api/admin/settings.ts) let nothing else in. */
export type Settings = Record<string, z.core.util.JSONType>;

export const settingsOf = (survey: SurveyRow): Settings => {
  const value = survey.development_fields.settings;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Settings) : {};
};

export async function mergeSettings(ctx: AppContext, user: UserRow, surveyId: string, changes: Settings): Promise<{ settings: Settings; revision: number }> {
  return ctx.db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, surveyId);
    const settings: Settings = { ...settingsOf(survey) };
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) delete settings[key];
      else settings[key] = value;
    }
    const count = Object.keys(settings).length;
    if (count > MAX_SETTINGS) {
      throw new DomainError('invalid', `Invalid body: settings: a survey can have at most ${MAX_SETTINGS} settings; these changes would leave ${count}`, [
        { field: 'settings', message: `at most ${MAX_SETTINGS} settings` },
      ]);
    }
    const [row] = await tx.update(surveys).set({
      development_fields: { ...survey.development_fields, settings },
      revision: sql`${surveys.revision} + 1`,
      updated_at: ctx.now(),
      updated_by: user.id,
    }).where(eq(surveys.id, surveyId)).returning({ revision: surveys.revision });
    return { settings, revision: row!.revision };
  });
}
