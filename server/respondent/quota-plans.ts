// A version's quota plan (schema/survey/respondent/quotas.ts) with its definitions' design ids,
// built once per version: the snapshot names components by published id, counts are kept by
// design id, and the version's id-map (stored beside the snapshot) joins the two.
import { and, eq } from 'drizzle-orm';
import { quotaPlanOf, type Component, type QuotaPlan } from '../../schema';
import type { MainDatabase } from '../context';
import { publishedSurveys } from '../db/schema';
import { designIdsOf } from './quota-counter';

/** Plans by admin survey and version; a version never changes, so an entry never goes stale. */
export class QuotaPlans {
  private readonly cache = new Map<string, QuotaPlan>();

  constructor(private readonly db: MainDatabase, private readonly capacity = 50) {}

  /** The plan of version `version` of `adminSurveyId`, whose components are `components` (the fielded version's). */
  async get(adminSurveyId: string, version: number, components: readonly Component[]): Promise<QuotaPlan> {
    const key = `${adminSurveyId}:${version}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const [row] = await this.db.select({ id_map: publishedSurveys.id_map }).from(publishedSurveys)
      .where(and(eq(publishedSurveys.survey_id, adminSurveyId), eq(publishedSurveys.version, version)));
    if (!row) throw new Error(`Survey ${adminSurveyId} has no published version ${version}: no id-map to key its quota counts by`);
    const plan = quotaPlanOf(components, designIdsOf(JSON.parse(row.id_map) as Record<string, string>));
    // Oldest out first: Map keeps insertion order.
    if (this.cache.size >= this.capacity) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, plan);
    return plan;
  }
}
