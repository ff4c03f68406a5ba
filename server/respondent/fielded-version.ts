// A published version as the respondent service fields it: the frozen snapshot parsed once
// (versions never change, so each is kept by its published id), with the walk's flow source and
// the component tree built once per version rather than per request.
import { and, eq } from 'drizzle-orm';
import {
  childrenByParent, componentSchema, flowSourceOf, type ChildrenMap, type Component, type FlowSource, type SurveyLanguage,
} from '../../schema';
import type { MainDatabase } from '../context';
import { perDatabase } from '../db/per-database';
import { publishedSurveys } from '../db/schema';

export interface FieldedVersion {
  readonly publishedSurveyId: string;
  readonly adminSurveyId: string;
  readonly version: number;
  readonly title: string;
  readonly theme: Readonly<Record<string, unknown>>;
  readonly defaultLanguage: string;
  /** The languages respondents may take it in, the default first. */
  readonly launchLanguages: readonly string[];
  /** Every live component and routing component of the version. */
  readonly all: readonly Component[];
  /** The survey's components without the routing ones (what visibility and the page draw from). */
  readonly components: readonly Component[];
  readonly source: FlowSource;
  readonly tree: ChildrenMap;
  /** The design component id of a version id (the version's id-map inverted); the id itself when unmapped. */
  designIdOf(versionId: string): string;
}

interface Snapshot {
  readonly survey: {
    readonly id: string; readonly admin_survey_id: string; readonly version: number; readonly title: string;
    readonly theme?: Record<string, unknown>; readonly default_language: string; readonly launch_languages?: string[];
  };
  readonly components: readonly unknown[];
  readonly routes: readonly unknown[];
}

function parseComponent(raw: unknown, version: string): Component {
  const parsed = componentSchema.safeParse(raw);
  // The publish gate parsed every record it froze: one that no longer parses is a bug to name.
  if (!parsed.success) throw new Error(`Published survey ${version}: a component does not parse: ${parsed.error.message.slice(0, 500)}`);
  return parsed.data;
}

/** `idMapJson`: the version's id-map (design id → published id) as stored beside the snapshot. */
export function fieldedVersionOf(snapshotJson: string, idMapJson = '{}'): FieldedVersion {
  const snapshot = JSON.parse(snapshotJson) as Snapshot;
  const { survey } = snapshot;
  const components = snapshot.components.map((raw) => parseComponent(raw, survey.id));
  const routes = snapshot.routes.map((raw) => parseComponent(raw, survey.id));
  const all = [...components, ...routes];
  const launch = survey.launch_languages?.length ? survey.launch_languages : [survey.default_language];
  const designIds = new Map(Object.entries(JSON.parse(idMapJson) as Record<string, string>).map(([design, published]) => [published, design]));
  return {
    publishedSurveyId: survey.id,
    adminSurveyId: survey.admin_survey_id,
    version: survey.version,
    title: survey.title,
    theme: survey.theme ?? {},
    defaultLanguage: survey.default_language,
    launchLanguages: [survey.default_language, ...launch.filter((code) => code !== survey.default_language)],
    all,
    components,
    source: flowSourceOf(all),
    tree: childrenByParent(components),
    designIdOf: (versionId) => designIds.get(versionId) ?? versionId,
  };
}

/** The language to show: `wanted` when the version launches in it, else `fallback` or the default. */
export function languageOf(version: FieldedVersion, wanted: string | undefined, fallback?: string): SurveyLanguage {
  const pick = [wanted, fallback].find((code) => code !== undefined && version.launchLanguages.includes(code));
  return { language: pick ?? version.defaultLanguage, defaultLanguage: version.defaultLanguage };
}

/** Parsed versions by published id; a version is immutable, so an entry never goes stale. */
export class FieldedVersions {
  /** Loads under way or done: respondents arriving together at a version not yet read share one read. */
  private readonly cache = new Map<string, Promise<FieldedVersion | null>>();

  constructor(private readonly db: MainDatabase, private readonly capacity = 50) {}

  get(adminSurveyId: string, version: number): Promise<FieldedVersion | null> {
    const key = `${adminSurveyId}:${version}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const loading = this.load(adminSurveyId, version);
    // Oldest out first: Map keeps insertion order.
    if (this.cache.size >= this.capacity) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, loading);
    // A version not (yet) published, or a failed read, is asked again next time.
    loading.then((fielded) => { if (!fielded) this.cache.delete(key); }, () => this.cache.delete(key));
    return loading;
  }

  private async load(adminSurveyId: string, version: number): Promise<FieldedVersion | null> {
    const [row] = await this.db.select({ snapshot: publishedSurveys.snapshot, idMap: publishedSurveys.id_map }).from(publishedSurveys)
      .where(and(eq(publishedSurveys.survey_id, adminSurveyId), eq(publishedSurveys.version, version)));
    return row ? fieldedVersionOf(row.snapshot, row.idMap) : null;
  }
}

/**
 * The one FieldedVersions of a database: the respondent pages, the runtime's JSON calls and the
 * data tab read the same parsed versions (up to 50 of as many as 51,000 components each), never a
 * copy each.
 */
export const fieldedVersionsOf = perDatabase((db: MainDatabase) => new FieldedVersions(db));
