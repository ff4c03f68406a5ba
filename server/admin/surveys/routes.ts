// The surveys calls (spec §7), registered from their contract records (schema/api/admin/surveys.ts):
// the shell authenticates, parses, and resolves the asker's access to the survey once (reads need
// read, writes write, delete owner; a survey the user holds nothing on is 404). Every reply about
// one survey carries its revision as the ETag.
import type { FastifyInstance } from 'fastify';
import {
  createSurvey as createSurveyEndpoint, deleteSurvey as deleteSurveyEndpoint, duplicateSurvey as duplicateSurveyEndpoint,
  getSurvey, listSurveys as listSurveysEndpoint, patchSurvey as patchSurveyEndpoint,
} from '../../../schema/api/admin/surveys';
import type { AppContext } from '../../context';
import { notModified, registerRoutes, route } from '../../http/endpoint';
import { publishingRoutes } from '../publishing/routes';
import { componentRoutes } from './components-routes';
import { createSurvey, deleteSurvey, listSurveys, patchSurvey, toPublicSurvey } from './service';
import { settingsRoutes } from './settings-routes';
import { addStartingPage } from './starting-flow';
import { duplicateSurvey } from './survey-copy';
import { surveyPatchValues } from './survey-patch';

export const surveyRouteList = [
  route(listSurveysEndpoint, async ({ ctx, user }) => ({ surveys: await listSurveys(ctx, user) })),

  route(createSurveyEndpoint, async (call) => {
    const survey = await call.ctx.db.transaction(async (tx) => {
      const created = await createSurvey(tx, call.user, call.body);
      await addStartingPage(tx, created.id);
      return created;
    });
    call.revision(survey.revision);
    return { survey: { ...toPublicSurvey(survey), access_level: 'owner' as const } };
  }),

  route(getSurvey, (call) => {
    const { survey, level } = call.survey;
    if (call.revision(survey.revision)) return notModified;
    return { survey: { ...toPublicSurvey(survey), access_level: level } };
  }),

  route(patchSurveyEndpoint, async (call) => {
    const { survey: { id }, level } = call.survey;
    const survey = await patchSurvey(call.ctx, call.user, id, (stored) => surveyPatchValues(stored, call.body));
    call.revision(survey.revision);
    return { survey: { ...toPublicSurvey(survey), access_level: level } };
  }),

  route(deleteSurveyEndpoint, async (call) => {
    await deleteSurvey(call.ctx, call.survey.survey.id);
    return null;
  }),

  route(duplicateSurveyEndpoint, async (call) => {
    const copy = await duplicateSurvey(call.ctx, call.user, call.survey.survey.id);
    call.revision(copy.revision);
    return { survey: { ...toPublicSurvey(copy), access_level: 'owner' as const } };
  }),
];

export function surveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoutes(app, ctx, [...surveyRouteList, ...componentRoutes, ...settingsRoutes, ...publishingRoutes]);
}
