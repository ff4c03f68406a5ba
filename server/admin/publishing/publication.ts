// What a published version holds, built from the survey's stored rows without I/O: the survey as
// the model and the checks see it, and the frozen copy respondents take (snapshot, id map,
// fingerprints). The service (service.ts) reads the rows and writes the result in one transaction.
import { createHash } from 'node:crypto';
import { componentSchema, isDeletedInTree, type Component } from '../../../schema';
import { describeIssues } from '../../http/errors';
import { nodeFromDb, toRecord, type ComponentDbRow } from '../surveys/component-row';
import { remapIdsInJson } from '../surveys/survey-copy';
import type { SurveyRow } from '../surveys/service';

/** A stored component as the model knows it, with the server id it is stored under. */
export interface ModelComponent {
  readonly serverId: string;
  readonly clientRef: string | null;
  /**
   * Named by cid (`client_ref ?? id`) like the draft: references inside fields (routing item_id,
   * condition question_id, dynamic text) name components by cid, so ids and references must agree
   * for the checks to find what a reference names.
   */
  readonly record: Component;
}

/**
 * The rows as the draft engine maps them (sync/rows.ts): ids and parents turned into cids, parsed
 * by the model so the defaults of rows written without them (the demo survey) are there.
 */
export function modelOf(rows: readonly ComponentDbRow[]): ModelComponent[] {
  const cidOf = new Map(rows.map((row) => [row.id, row.client_ref ?? row.id]));
  return rows.map((row) => {
    const node = nodeFromDb(row);
    const parent = node.parent ? { id: cidOf.get(node.parent.id) ?? node.parent.id, kind: node.parent.kind } : null;
    const parsed = componentSchema.safeParse({ ...toRecord(node), id: cidOf.get(row.id)!, parent });
    // Every write is parsed by the same schema (batch.ts): a stored row it refuses is a bug.
    if (!parsed.success) throw new Error(`Stored component ${row.id} (${row.kind}) does not parse: ${describeIssues(parsed.error)}`);
    return { serverId: row.id, clientRef: row.client_ref, record: parsed.data };
  });
}

/** What the previous version left for the next one to compare against. */
export interface PreviousVersion {
  readonly idMap: Readonly<Record<string, string>>;
  readonly fingerprints: Readonly<Record<string, string>>;
}

export interface PublicationInput {
  readonly survey: SurveyRow;
  readonly publishedSurveyId: string;
  readonly version: number;
  readonly launchLanguages: readonly string[];
  readonly components: readonly ModelComponent[];
  readonly previous: PreviousVersion | null;
  readonly newId: () => string;
}

export interface Publication {
  /** The snapshot as stored: JSON text, every id and reference in published ids. */
  readonly snapshotJson: string;
  /** Server id → published id, for every component in the snapshot. */
  readonly idMap: Record<string, string>;
  /** Server id → content hash, for the next version's comparison. */
  readonly fingerprints: Record<string, string>;
}

export function buildPublication(input: PublicationInput): Publication {
  const { survey, previous } = input;
  const byCid = new Map(input.components.map((c) => [c.record.id, c.record]));
  // Deleted records and everything under them are out of the survey, as for the checks.
  const live = input.components.filter((c) => !isDeletedInTree(c.record, byCid));
  const idMap: Record<string, string> = {};
  const fingerprints: Record<string, string> = {};
  const publishedIdOfCid = new Map<string, string>();
  for (const { serverId, record } of live) {
    const fingerprint = fingerprintOf(record);
    const kept = previous && previous.fingerprints[serverId] === fingerprint ? previous.idMap[serverId] : undefined;
    const publishedId = kept ?? input.newId();
    idMap[serverId] = publishedId;
    fingerprints[serverId] = fingerprint;
    publishedIdOfCid.set(record.id.toLowerCase(), publishedId);
  }
  const records = live.map((c) => c.record);
  const snapshot = {
    survey: {
      id: input.publishedSurveyId,
      admin_survey_id: survey.id,
      version: input.version,
      name: survey.name,
      title: survey.title,
      description: survey.description,
      theme: survey.theme,
      default_language: survey.default_language,
      additional_languages: survey.additional_languages,
      launch_languages: input.launchLanguages,
      privacy_config: survey.privacy_config,
      region: survey.region,
    },
    components: records.filter((c) => !isRouting(c)),
    routes: records.filter(isRouting),
  };
  // Ids are UUIDs wherever they hide (parents, conditions, routing items, dynamic text), so one
  // rewrite of the stored text reaches every reference; one to a deleted component stays as it is.
  return { snapshotJson: remapIdsInJson(JSON.stringify(snapshot), publishedIdOfCid), idMap, fingerprints };
}

const isRouting = (record: Component) => record.kind.startsWith('routing_');

/**
 * A hash of what a component says: everything but where it sits (id, order, parent). Moving a
 * question, or inserting one before it, does not make it another question: its published id, and
 * so the answers collected under it, carry over to the next version.
 *
 * Plain JSON.stringify, not a key-sorted form (five times slower on the largest survey): records
 * come through modelOf, so equal content has equal key order (the schema's for known fields,
 * jsonb's canonical order inside free-form objects). Were an order ever to differ, the component
 * would only get a new published id, never another component's.
 */
export function fingerprintOf(record: Component): string {
  const { id: _id, order: _order, parent: _parent, ...content } = record;
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);
}

/** The survey's languages, default first. */
export const languagesOf = (survey: SurveyRow): readonly string[] => [survey.default_language, ...survey.additional_languages];
