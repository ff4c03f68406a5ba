// What the service keeps between requests: only what never changes. A published version (its
// snapshot and its id-map) is frozen, so each is read once per process and kept by survey and
// version; the list of a survey's versions is read per request (a new one may be published).
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { quotaPlanOf, type Component, type QuotaPlan } from '../../schema';
import type { MainDatabase } from '../context';
import { activeVersions, components, publishedSurveys } from '../db/schema';
import { fieldedVersionsOf, type FieldedVersion, type FieldedVersions } from '../respondent/fielded-version';
import { headerNames, type Header } from './header-names';

/** A version's id-map both ways: design id → published id (as stored) and back. */
export interface IdMap {
  readonly version: number;
  readonly publishedOf: ReadonlyMap<string, string>;
  readonly designOf: ReadonlyMap<string, string>;
}

/** Oldest out first (a Map keeps insertion order). */
class Bounded<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}
  get(key: string): V | undefined {
    return this.entries.get(key);
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
  set(key: string, value: V): void {
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }
}

/** Not kept: a version published later may take the number. */
class UnknownVersion extends Error {
  constructor(surveyId: string, version: number) {
    super(`Survey ${surveyId} has no published version ${version}`);
  }
}

export class DataCaches {
  readonly versions: FieldedVersions;
  private readonly idMapCache = new Bounded<Promise<IdMap>>(200);
  private readonly indexes = new Bounded<ReadonlyMap<string, Component>>(50);
  private readonly plans = new Bounded<Promise<QuotaPlan>>(50);
  private readonly headerLists = new Bounded<Promise<Header[]>>(50);

  constructor(private readonly db: MainDatabase) {
    // The parsed versions the respondent pages read too (one copy per database).
    this.versions = fieldedVersionsOf(db);
  }

  /** Version numbers published for the survey, oldest first. */
  async versionNumbers(surveyId: string): Promise<number[]> {
    const rows = await this.db.select({ version: publishedSurveys.version }).from(publishedSurveys)
      .where(eq(publishedSurveys.survey_id, surveyId)).orderBy(asc(publishedSurveys.version));
    return rows.map((row) => row.version);
  }

  /** The active version, else the newest published, else null (nothing published). */
  async currentVersion(surveyId: string): Promise<number | null> {
    const [active] = await this.db.select({ version: activeVersions.version }).from(activeVersions).where(eq(activeVersions.survey_id, surveyId));
    if (active) return active.version;
    const all = await this.versionNumbers(surveyId);
    return all.at(-1) ?? null;
  }

  async fielded(surveyId: string, version: number): Promise<FieldedVersion | null> {
    return this.versions.get(surveyId, version);
  }

  /**
   * The design (server) id of a component named by its server id or by its cid (the draft engine's
   * client id: conditions and the condition builder name components by cid); null when unknown.
   */
  async designIdOf(surveyId: string, ref: string): Promise<string | null> {
    const [row] = await this.db.select({ id: components.id }).from(components)
      .where(and(eq(components.survey_id, surveyId), or(eq(components.client_ref, ref), sql`${components.id}::text = ${ref}`))).limit(1);
    return row?.id ?? null;
  }

  /** A version's components by (published) id, built once per version. */
  componentsById(fielded: FieldedVersion): ReadonlyMap<string, Component> {
    const key = fielded.publishedSurveyId;
    let index = this.indexes.get(key);
    if (!index) {
      index = new Map(fielded.components.map((component) => [component.id, component]));
      this.indexes.set(key, index);
    }
    return index;
  }

  /**
   * A version's quota plan with each definition's design id (what quota_counts are keyed by),
   * built once per version: the largest survey's components are walked once, not per deletion.
   */
  quotaPlan(surveyId: string, version: number): Promise<QuotaPlan> {
    const key = `${surveyId}:${version}`;
    let plan = this.plans.get(key);
    if (!plan) {
      plan = (async () => {
        const [fielded, idMap] = await Promise.all([this.fielded(surveyId, version), this.idMap(surveyId, version)]);
        if (!fielded || !idMap) throw new Error(`Survey ${surveyId} has no published version ${version}: no quota plan`);
        return quotaPlanOf(fielded.components, idMap.designOf);
      })();
      // A failed read is not kept: the next call tries again.
      plan.catch(() => this.plans.delete(key));
      this.plans.set(key, plan);
    }
    return plan;
  }

  /**
   * A version's columns (its datamap), built once per version: the largest survey's are 25,000
   * headers, read again by every visit to its Data tab and every export.
   */
  headers(surveyId: string, version: number): Promise<Header[] | null> {
    const key = `${surveyId}:${version}`;
    let list = this.headerLists.get(key);
    if (!list) {
      list = (async () => {
        const fielded = await this.fielded(surveyId, version);
        if (!fielded) throw new UnknownVersion(surveyId, version);
        return headerNames(fielded, await this.idMap(surveyId, version));
      })();
      list.catch(() => this.headerLists.delete(key));
      this.headerLists.set(key, list);
    }
    return list.catch((error: unknown) => {
      if (error instanceof UnknownVersion) return null;
      throw error;
    });
  }

  /** The id-maps of the survey's versions named (unknown versions are left out). */
  async idMaps(surveyId: string, versions: readonly number[]): Promise<IdMap[]> {
    const known = new Set(await this.versionNumbers(surveyId));
    const wanted = [...new Set(versions)].filter((version) => known.has(version));
    const found = new Map(wanted.map((version) => [version, this.idMapCache.get(`${surveyId}:${version}`)]));
    const missing = wanted.filter((version) => !found.get(version));
    if (missing.length > 0) {
      // One read for every version not yet cached.
      const loading = this.db.select({ version: publishedSurveys.version, id_map: publishedSurveys.id_map }).from(publishedSurveys)
        .where(and(eq(publishedSurveys.survey_id, surveyId), inArray(publishedSurveys.version, missing)));
      for (const version of missing) {
        const map = loading.then((rows) => {
          const row = rows.find((r) => r.version === version);
          if (!row) throw new Error(`Survey ${surveyId} has no published version ${version}`);
          const publishedOf = new Map(Object.entries(JSON.parse(row.id_map) as Record<string, string>));
          return { version, publishedOf, designOf: new Map([...publishedOf].map(([design, published]) => [published, design])) };
        });
        found.set(version, map);
        this.idMapCache.set(`${surveyId}:${version}`, map);
      }
    }
    return Promise.all(wanted.map((version) => found.get(version)!));
  }

  async idMap(surveyId: string, version: number): Promise<IdMap | null> {
    return (await this.idMaps(surveyId, [version]))[0] ?? null;
  }
}
