// Contacts (spec §3, §4, §5): created one by one or in a batch (strings trimmed, the language the
// contact's own when the survey launches in it, else the survey's default), their upload datum
// (contact status) set, the on-hold ones paged, their e-mail history and the survey's e-mail stats.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { contactValuesOf, isContactStatus, CONTACT_STATUSES, type ContactUpload, type ContactValues } from '../../schema/survey/contact';
import { contactEvents, contacts, respondents } from '../db/region-schema';
import type { SurveyRow } from '../access/survey-access';
import type { RegionDb } from '../respondent/region-rows';
import type { DataCaches } from './data-caches';
import { badInput, dataError } from './data-error';
import { decodeCursor, encodeCursor, pageSize } from './respondent-connection';

export const maxContactsPerBatch = 1000;

type ContactRow = typeof contacts.$inferSelect;

export function contactNode(row: ContactRow) {
  return {
    id: row.id, surveyId: row.admin_survey_id, email: row.email, firstName: row.first_name, lastName: row.last_name,
    language: row.language, fields: row.fields, status: row.status, respondentId: row.respondent_id, createdAt: row.created_at,
  };
}

/** The languages a contact may be invited in: the current version's launch languages, else the survey's. */
async function launchLanguagesOf(caches: DataCaches, survey: SurveyRow): Promise<readonly string[]> {
  const version = await caches.currentVersion(survey.id);
  const fielded = version === null ? null : await caches.fielded(survey.id, version);
  return fielded?.launchLanguages ?? [survey.default_language, ...survey.additional_languages];
}

export async function createContacts(db: RegionDb, caches: DataCaches, survey: SurveyRow, uploads: readonly ContactUpload[], argument: string) {
  if (uploads.length === 0) return [];
  if (uploads.length > maxContactsPerBatch) throw badInput(argument, `at most ${maxContactsPerBatch} contacts per call (got ${uploads.length})`);
  const languages = await launchLanguagesOf(caches, survey);
  const values: ContactValues[] = [];
  const seen = new Map<string, number>();
  uploads.forEach((upload, index) => {
    const at = uploads.length > 1 || argument === 'contacts' ? `${argument}[${index}]` : argument;
    const result = contactValuesOf(upload, languages, survey.default_language);
    if (!result.ok) throw badInput(`${at}.${result.problem.field}`, result.problem.message);
    const first = seen.get(result.contact.email);
    if (first !== undefined) throw badInput(`${at}.email`, `${result.contact.email} is also ${argument}[${first}]`);
    seen.set(result.contact.email, index);
    values.push(result.contact);
  });
  return db.transaction(async (tx) => {
    const existing = await tx.select({ email: contacts.email }).from(contacts)
      .where(and(eq(contacts.admin_survey_id, survey.id), inArray(contacts.email, [...seen.keys()])));
    if (existing.length > 0) {
      const email = existing[0]!.email;
      throw badInput(`${argument}${uploads.length > 1 || argument === 'contacts' ? `[${seen.get(email)}]` : ''}.email`,
        `${email} is already a contact of this survey${existing.length > 1 ? ` (and ${existing.length - 1} more of these)` : ''}`);
    }
    const rows = await tx.insert(contacts).values(values.map((contact) => ({
      admin_survey_id: survey.id, email: contact.email, first_name: contact.firstName, last_name: contact.lastName,
      language: contact.language, fields: { ...contact.fields },
    }))).returning();
    // Returned in the order given.
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    return values.map((contact) => contactNode(byEmail.get(contact.email)!));
  });
}

/** Sets the contact's upload datum (its contact status), and its respondent's when it has one. */
export async function updateUploadDatum(db: RegionDb, surveyId: string, contactId: string, contactStatus: string, now: Date) {
  if (!isContactStatus(contactStatus)) throw badInput('contactStatus', `"${contactStatus.slice(0, 50)}" is not one of ${CONTACT_STATUSES.join(', ')}`);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(contacts).set({ status: contactStatus, updated_at: now })
      .where(and(eq(contacts.id, contactId), eq(contacts.admin_survey_id, surveyId))).returning();
    if (!row) throw dataError('not_found', `Contact ${contactId} not found in survey ${surveyId}`, { contactId });
    if (row.respondent_id) await tx.update(respondents).set({ contact_status: contactStatus }).where(eq(respondents.id, row.respondent_id));
    return contactNode(row);
  });
}

const createdMicros = sql<string>`(extract(epoch from ${contacts.created_at}) * 1000000)::bigint::text`;

export async function onHoldContacts(db: RegionDb, surveyId: string, first: number | null | undefined, after: string | null | undefined) {
  const size = pageSize(first);
  const where = and(eq(contacts.admin_survey_id, surveyId), eq(contacts.status, 'on_hold'));
  let pageWhere = where;
  if (after) {
    const cursor = decodeCursor(after);
    pageWhere = and(where, sql`(${contacts.created_at}, ${contacts.id}) > ((timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond'), ${cursor.id}::uuid)`);
  }
  const rows = await db.select({ row: contacts, micros: createdMicros }).from(contacts).where(pageWhere)
    .orderBy(asc(contacts.created_at), asc(contacts.id)).limit(size + 1);
  const shown = rows.slice(0, size);
  const cursors = shown.map((r) => encodeCursor({ micros: r.micros, id: r.row.id }));
  return {
    totalCount: async () => (await db.select({ n: count() }).from(contacts).where(where))[0]?.n ?? 0,
    edges: shown.map((r, index) => ({ cursor: cursors[index]!, node: contactNode(r.row) })),
    pageInfo: { hasNextPage: rows.length > size, endCursor: cursors.at(-1) ?? null },
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkContactId(contactId: string): string {
  if (!uuidPattern.test(contactId)) throw dataError('not_found', `Contact ${contactId.slice(0, 80)} not found`, { contactId: contactId.slice(0, 80) });
  return contactId;
}

export async function contactHistory(db: RegionDb, surveyId: string, contactId: string) {
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.admin_survey_id, surveyId)));
  if (!contact) throw dataError('not_found', `Contact ${contactId} not found in survey ${surveyId}`, { contactId });
  const rows = await db.select().from(contactEvents).where(eq(contactEvents.contact_id, contactId)).orderBy(asc(contactEvents.timestamp));
  return rows.map((row) => ({
    contactId: row.contact_id, emailTaskId: row.email_task_id, timestamp: row.timestamp, eventName: row.event_name, eventDetail: row.event_detail,
  }));
}

export async function emailStats(db: RegionDb, surveyId: string) {
  return db.select({ eventName: contactEvents.event_name, count: count() }).from(contactEvents)
    .where(eq(contactEvents.admin_survey_id, surveyId)).groupBy(contactEvents.event_name).orderBy(contactEvents.event_name);
}
