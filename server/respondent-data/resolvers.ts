// The resolvers of the SDL (schema/api/respondent-data/sdl.ts). Each names its survey and checks
// access first (surveyFor: read for queries, write for mutations, contacts behind the
// survey_manage_contacts feature), then reads or writes the path's region database only. On the
// preview path every read sees test respondents only and every write reaches test respondents only.
import { and, eq } from 'drizzle-orm';
import type { ContactUpload } from '../../schema/survey/contact';
import { respondents } from '../db/region-schema';
import { isUuid } from '../access/survey-access';
import {
  audit, filterFor, kindFor, readAccess, refuseInPreview, regionDb, surveyFor, writeAccess, type DataContext, type Need,
} from './data-context';
import { badInput, dataError } from './data-error';
import {
  checkContactId, contactHistory, createContacts, emailStats, onHoldContacts, updateUploadDatum,
} from './contacts';
import { duplicateChecks } from './duplicate-checks';
import { quotaProgress } from './quota-progress';
import { exportPageLimit, respondentConnection, type RespondentsArgs } from './respondent-connection';
import { deleteRespondent, updateRespondent, type RespondentUpdate } from './respondent-edit';
import type { FilterInput, RespondentKind } from './respondent-filter';
import { RespondentPage } from './respondent-page';
import { DateTime, JSONScalar } from './scalars';
import { progress, surveyCounts, usage, type ProgressGrouping } from './survey-stats';
import { textWidths } from './text-widths';

const contactsAccess = (level: Need['level']): Need => ({ level, feature: 'survey_manage_contacts' });
const maxSurveys = 100;

function respondentId(id: string): string {
  if (!isUuid(id)) throw dataError('not_found', `Respondent ${id.slice(0, 80)} not found`, { respondentId: id.slice(0, 80) });
  return id;
}

function surveyIdList(ids: readonly string[]): readonly string[] {
  if (ids.length > maxSurveys) throw badInput('surveyIds', `at most ${maxSurveys} surveys per query (got ${ids.length})`);
  return [...new Set(ids)];
}

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    async respondents(_: unknown, args: RespondentsArgs & { surveyId: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      return respondentConnection(await regionDb(data), data.caches, survey.id, { ...args, filter: filterFor(data, args.filter) });
    },
    async respondentExport(_: unknown, args: RespondentsArgs & { surveyId: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      return respondentConnection(await regionDb(data), data.caches, survey.id, { ...args, filter: filterFor(data, args.filter) }, exportPageLimit, 'oldest_first');
    },
    async respondent(_: unknown, args: { surveyId: string; id: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      if (!isUuid(args.id)) return null;
      const db = await regionDb(data);
      const [row] = await db.select().from(respondents)
        .where(and(eq(respondents.id, args.id), eq(respondents.admin_survey_id, survey.id), data.path === 'preview' ? eq(respondents.is_test, true) : undefined));
      return row ? new RespondentPage(db, data.caches, [row]).nodes()[0] : null;
    },
    async counts(_: unknown, args: { surveyIds: string[]; kind: RespondentKind }, data: DataContext) {
      const ids = surveyIdList(args.surveyIds);
      for (const id of ids) await surveyFor(data, id, readAccess);
      return surveyCounts(await regionDb(data), ids, kindFor(data, args.kind ?? 'live'));
    },
    async progress(_: unknown, args: { surveyId: string; grouping: ProgressGrouping; end?: Date | null; timeZone: string; kind: RespondentKind }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      const grouping = args.grouping ?? 'day';
      const periods = await progress(await regionDb(data), survey.id, grouping, args.end ?? data.ctx.now(), args.timeZone ?? 'UTC', kindFor(data, args.kind ?? 'live'));
      return { grouping, periods };
    },
    async quotas(_: unknown, args: { surveyId: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      return quotaProgress(data.ctx.db, await regionDb(data), data.caches, survey.id, data.path === 'preview' ? 'test' : 'live');
    },
    async duplicateChecks(_: unknown, args: { surveyId: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      return duplicateChecks(data.ctx.db, await regionDb(data), survey.id, kindFor(data, 'all'));
    },
    async headerNames(_: unknown, args: { surveyId: string; version?: number | null }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      const number = args.version ?? await data.caches.currentVersion(survey.id);
      if (number === null) return [];
      const headers = await data.caches.headers(survey.id, number);
      if (!headers) throw badInput('version', `survey ${survey.id} has no published version ${number}`);
      return headers;
    },
    async textWidths(_: unknown, args: { surveyId: string; filter?: FilterInput | null }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      return textWidths(await regionDb(data), data.caches, survey.id, filterFor(data, args.filter));
    },
    async onHoldContacts(_: unknown, args: { surveyId: string; first?: number | null; after?: string | null }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, contactsAccess('read'));
      refuseInPreview(data, 'onHoldContacts');
      return onHoldContacts(await regionDb(data), survey.id, args.first, args.after);
    },
    async contactHistory(_: unknown, args: { surveyId: string; contactId: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, contactsAccess('read'));
      refuseInPreview(data, 'contactHistory');
      return contactHistory(await regionDb(data), survey.id, checkContactId(args.contactId));
    },
    async emailStats(_: unknown, args: { surveyId: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, readAccess);
      refuseInPreview(data, 'emailStats');
      return emailStats(await regionDb(data), survey.id);
    },
    async usage(_: unknown, args: { surveyIds: string[]; from: Date; to: Date }, data: DataContext) {
      const ids = surveyIdList(args.surveyIds);
      for (const id of ids) await surveyFor(data, id, readAccess);
      return usage(await regionDb(data), ids, args.from, args.to, data.path === 'preview' ? 'test' : 'live');
    },
  },
  Mutation: {
    async updateRespondent(_: unknown, args: { surveyId: string; id: string; update: RespondentUpdate }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, writeAccess);
      const db = await regionDb(data);
      const row = await updateRespondent(db, data.caches, survey.id, respondentId(args.id), args.update, data.ctx.now(), data.path === 'preview');
      await audit(data, 'updateRespondent', survey.id);
      return new RespondentPage(db, data.caches, [row]).nodes()[0];
    },
    async deleteRespondent(_: unknown, args: { surveyId: string; id: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, writeAccess);
      const id = await deleteRespondent(await regionDb(data), data.caches, survey.id, respondentId(args.id), data.ctx.now(), data.path === 'preview');
      await audit(data, 'deleteRespondent', survey.id);
      return id;
    },
    async createContact(_: unknown, args: { surveyId: string; contact: ContactUpload }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, contactsAccess('write'));
      refuseInPreview(data, 'createContact');
      const [created] = await createContacts(await regionDb(data), data.caches, survey, [args.contact], 'contact');
      await audit(data, 'createContact', survey.id);
      return created;
    },
    async createContacts(_: unknown, args: { surveyId: string; contacts: ContactUpload[] }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, contactsAccess('write'));
      refuseInPreview(data, 'createContacts');
      const created = await createContacts(await regionDb(data), data.caches, survey, args.contacts, 'contacts');
      await audit(data, 'createContacts', survey.id);
      return created;
    },
    async updateUploadDatum(_: unknown, args: { surveyId: string; contactId: string; contactStatus: string }, data: DataContext) {
      const survey = await surveyFor(data, args.surveyId, contactsAccess('write'));
      refuseInPreview(data, 'updateUploadDatum');
      const contact = await updateUploadDatum(await regionDb(data), survey.id, checkContactId(args.contactId), args.contactStatus, data.ctx.now());
      await audit(data, 'updateUploadDatum', survey.id);
      return contact;
    },
  },
};
