// Publishing versions (spec §3, §4, §7): the publish gate, the versions, the active version and the
// status moves they make. Every write locks the survey row first, so versions are numbered without
// gaps or repeats and the gate judges exactly the components the version freezes.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PublishedSurveyRecord } from '../../../schema/api/admin/publishing';
import { nextStatus, SURVEY_STATUSES, type StatusEvent, type SurveyStatus } from '../../../schema';
import { checkPublishable, type Finding } from '../../../workers/checks';
import type { AppContext, MainDatabase } from '../../context';
import { activeVersions, components, publishedSurveys, surveys } from '../../db/schema';
import { badRequest, DomainError, notFound } from '../../http/errors';
import type { UserRow } from '../../http/principal';
import { claimKey, lockKey, storeReply } from '../surveys/idempotency';
import { bumpRevision, lockSurvey } from '../surveys/revision';
import type { SurveyRow } from '../surveys/service';
import { buildPublication, languagesOf, modelOf, type ModelComponent } from './publication';

/** The columns of a version that its list shows (the snapshot and maps stay in the database). */
const versionColumns = {
  version: publishedSurveys.version,
  published_survey_id: publishedSurveys.published_survey_id,
  development_fields: publishedSurveys.development_fields,
  created_by: publishedSurveys.created_by,
  created_at: publishedSurveys.created_at,
};
type VersionRow = { [K in keyof typeof versionColumns]: (typeof publishedSurveys.$inferSelect)[K] };

/** A published survey on the wire (spec §3): is_active is derived from the active version. */
export function toPublishedSurvey(row: VersionRow, activeVersion: number | null): PublishedSurveyRecord {
  return {
    version: row.version,
    published_survey_id: row.published_survey_id,
    is_active: row.version === activeVersion,
    // Stored from a publish body, which the contract held to its record.
    development_fields: row.development_fields as PublishedSurveyRecord['development_fields'],
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}
export type PublishedSurvey = PublishedSurveyRecord;

/** A critical finding as a refusal lists it: ids are the server's, with the draft's client_ref. */
export interface RefusalFinding {
  readonly code: Finding['code'];
  readonly level: Finding['level'];
  readonly area: Finding['area'];
  readonly message: string;
  readonly item_id: string | null;
  readonly item_kind: Finding['itemKind'];
  readonly item_name: string | null;
  readonly client_ref: string | null;
}

export interface PublishRequest {
  readonly surveyId: string;
  readonly user: UserRow;
  /** Omitted: the default language only. */
  readonly launchLanguages: readonly string[] | undefined;
  /** Kept with the version as sent, launch_languages set to the checked list. */
  readonly developmentFields: Readonly<Record<string, unknown>>;
  readonly setActive: boolean;
  readonly idempotency?: { readonly key: string; readonly hash: string } | null;
}

export async function publish(ctx: AppContext, request: PublishRequest): Promise<{ published: PublishedSurvey; revision: number; replayed: boolean }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // A publish resent after a lost reply (same Idempotency-Key and body) answers the version it
    // made instead of making another; the key is held the way batches hold theirs.
    const { idempotency } = request;
    if (idempotency) await lockKey(tx, request.surveyId, idempotency.key);
    const survey = await lockSurvey(tx, request.surveyId);
    if (idempotency) {
      const claim = await claimKey(tx, survey.id, idempotency.key, idempotency.hash, now);
      if (!claim.fresh) return { ...(JSON.parse(claim.reply) as { published: PublishedSurvey; revision: number }), replayed: true };
    }
    const launchLanguages = checkLaunchLanguages(survey, request.launchLanguages);
    const rows = await tx.select().from(components).where(eq(components.survey_id, survey.id))
      .orderBy(asc(components.order), asc(components.created_at), asc(components.id));
    const model = modelOf(rows);
    const gate = checkPublishable(model.map((c) => c.record), { additionalLanguages: survey.additional_languages });
    // Thrown before anything is written: the transaction ends with nothing to roll back.
    if (!gate.ok) throw new DomainError(gate.code, gate.message, refusalFindings(gate.critical, model));

    const [previous] = await tx.select({ version: publishedSurveys.version, id_map: publishedSurveys.id_map, fingerprints: publishedSurveys.fingerprints })
      .from(publishedSurveys).where(eq(publishedSurveys.survey_id, survey.id))
      .orderBy(desc(publishedSurveys.version)).limit(1);
    const version = (previous?.version ?? 0) + 1;
    const publishedSurveyId = randomUUID();
    const publication = buildPublication({
      survey, publishedSurveyId, version, launchLanguages, components: model, newId: randomUUID,
      previous: previous ? { idMap: JSON.parse(previous.id_map) as Record<string, string>, fingerprints: JSON.parse(previous.fingerprints) as Record<string, string> } : null,
    });
    const [row] = await tx.insert(publishedSurveys).values({
      published_survey_id: publishedSurveyId,
      survey_id: survey.id,
      version,
      snapshot: publication.snapshotJson,
      id_map: JSON.stringify(publication.idMap),
      fingerprints: JSON.stringify(publication.fingerprints),
      development_fields: { ...request.developmentFields, launch_languages: launchLanguages },
      created_by: request.user.id,
      created_at: now,
    }).returning(versionColumns);
    if (request.setActive) await storeActiveVersion(tx, survey.id, version, request.user.id, now);
    await moveStatus(tx, survey, { type: 'publish', setActive: request.setActive });
    const revision = await bumpRevision(tx, survey.id, request.user.id, now);
    // A new version is active exactly when it was made so.
    const published = toPublishedSurvey(row!, request.setActive ? version : null);
    if (idempotency) await storeReply(tx, survey.id, idempotency.key, JSON.stringify({ published, revision }));
    return { published, revision, replayed: false };
  });
}

/** Every version of the survey, newest first. */
export async function listVersions(ctx: AppContext, surveyId: string): Promise<PublishedSurvey[]> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.select(versionColumns).from(publishedSurveys)
      .where(eq(publishedSurveys.survey_id, surveyId)).orderBy(desc(publishedSurveys.version));
    const active = await activeVersionOf(tx, surveyId);
    return rows.map((row) => toPublishedSurvey(row, active));
  }, { isolationLevel: 'repeatable read' });
}

export async function activeVersionOf(db: MainDatabase, surveyId: string): Promise<number | null> {
  const [row] = await db.select({ version: activeVersions.version }).from(activeVersions).where(eq(activeVersions.survey_id, surveyId));
  return row?.version ?? null;
}

/**
 * Makes `version` the one respondents get and moves the status (live unless closed). Setting the
 * version that is already active, on a survey already there, changes nothing and keeps the revision.
 */
export async function setActiveVersion(ctx: AppContext, surveyId: string, user: UserRow, version: number): Promise<{ version: number; revision: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, surveyId);
    const [exists] = await tx.select({ version: publishedSurveys.version }).from(publishedSurveys)
      .where(and(eq(publishedSurveys.survey_id, surveyId), eq(publishedSurveys.version, version)));
    if (!exists) throw notFound(`Version ${version} of survey ${surveyId}`);
    const wasActive = (await activeVersionOf(tx, surveyId)) === version;
    const statusMoved = await moveStatus(tx, survey, { type: 'setActiveVersion' });
    if (wasActive && !statusMoved) return { version, revision: survey.revision };
    if (!wasActive) await storeActiveVersion(tx, surveyId, version, user.id, now);
    return { version, revision: await bumpRevision(tx, surveyId, user.id, now) };
  });
}

/**
 * A version's component id → published id map as the reply's JSON text, or 404. The stored map is
 * sent as stored: the largest survey's is 4 MB, not worth parsing only to serialise it again.
 */
export async function idMapJsonOf(ctx: AppContext, surveyId: string, version: number): Promise<string> {
  const [row] = await ctx.db.select({ published_survey_id: publishedSurveys.published_survey_id, id_map: publishedSurveys.id_map })
    .from(publishedSurveys).where(and(eq(publishedSurveys.survey_id, surveyId), eq(publishedSurveys.version, version)));
  if (!row) throw notFound(`Version ${version} of survey ${surveyId}`);
  return `{"version":${version},"published_survey_id":${JSON.stringify(row.published_survey_id)},"components":${row.id_map}}`;
}

async function storeActiveVersion(tx: MainDatabase, surveyId: string, version: number, userId: string, now: Date): Promise<void> {
  await tx.insert(activeVersions).values({ survey_id: surveyId, version, updated_by: userId, updated_at: now })
    .onConflictDoUpdate({ target: activeVersions.survey_id, set: { version, updated_by: userId, updated_at: now } });
}

/** Applies the schema's status table (STATUS_TRANSITIONS) to `event`; true when the status changed. */
async function moveStatus(tx: MainDatabase, survey: SurveyRow, event: StatusEvent): Promise<boolean> {
  const current = statusOf(survey);
  const next = nextStatus(current, event);
  if (next === current) return false;
  await tx.update(surveys).set({ deployment_info: { ...survey.deployment_info, status: next } }).where(eq(surveys.id, survey.id));
  return true;
}

// A status outside the model cannot be stored through the API (survey-patch.ts parses it); a row
// without one is a survey nobody has published: draft, as the schema's default says.
function statusOf(survey: SurveyRow): SurveyStatus {
  const status = survey.deployment_info.status;
  return SURVEY_STATUSES.find((s) => s === status) ?? 'draft';
}

/** The languages to launch in: the survey's own, the default among them; default only when omitted. */
function checkLaunchLanguages(survey: SurveyRow, wanted: readonly string[] | undefined): string[] {
  const field = 'development_fields.launch_languages';
  if (wanted === undefined) return [survey.default_language];
  const known = languagesOf(survey);
  const unknown = wanted.filter((code) => !known.includes(code));
  if (unknown.length) {
    throw badRequest(`Invalid body: ${field}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a language' : 'are not languages'} of this survey (${known.join(', ')})`, [{ field, message: 'unknown language' }]);
  }
  if (!wanted.includes(survey.default_language)) {
    throw badRequest(`Invalid body: ${field}: must include the default language ${survey.default_language}`, [{ field, message: 'default language missing' }]);
  }
  // In the survey's order, once each.
  return known.filter((code) => wanted.includes(code));
}

function refusalFindings(critical: readonly Finding[], model: readonly ModelComponent[]): RefusalFinding[] {
  const byCid = new Map(model.map((c) => [c.record.id, c]));
  return critical.map((finding) => {
    const item = finding.itemId === null ? undefined : byCid.get(finding.itemId);
    return {
      code: finding.code,
      level: finding.level,
      area: finding.area,
      message: finding.message,
      item_id: item?.serverId ?? null,
      item_kind: finding.itemKind,
      item_name: item?.record.name ?? null,
      client_ref: item?.clientRef ?? null,
    };
  });
}
