// POST /admin/api/surveys/{id}/duplicate: a new draft survey owned by the caller, titled
// "<title> (copy)", with the same settings and the same component tree under new ids.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { components, surveys } from '../../db/schema';
import type { UserRow } from '../../http/principal';
import { createSurvey, type SurveyRow } from './service';

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Rewrites every old component id in serialised JSON to its new id (keys of `ids` lower-case). Ids
 * hide in many places (conditions' question_id and answers, routing items' item_id, quota criteria,
 * dynamic-text `dt-id="<question>.<answer>"` in rich text); since ids are UUIDs, replacing them in
 * the text catches all of them and cannot hit anything else. Publishing uses it too.
 */
export function remapIdsInJson(json: string, ids: ReadonlyMap<string, string>): string {
  return json.replace(uuidPattern, (id) => ids.get(id.toLowerCase()) ?? id);
}

function remapIds(fields: Record<string, unknown>, ids: ReadonlyMap<string, string>): Record<string, unknown> {
  return JSON.parse(remapIdsInJson(JSON.stringify(fields), ids)) as Record<string, unknown>;
}

export async function duplicateSurvey(ctx: AppContext, user: UserRow, sourceId: string): Promise<SurveyRow> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [source] = await tx.select().from(surveys).where(eq(surveys.id, sourceId));
    if (!source) throw new Error(`Survey ${sourceId} vanished while being duplicated`);
    const created = await createSurvey(tx, user, {
      title: `${source.title} (copy)`,
      description: source.description,
      region: source.region,
      default_language: source.default_language,
    });
    // A copy is a new draft: same look, languages and settings, no canvas or deployment history.
    const [copy] = await tx.update(surveys).set({
      theme: source.theme,
      additional_languages: source.additional_languages,
      privacy_config: source.privacy_config,
      development_fields: source.development_fields,
      created_at: now,
      updated_at: now,
    }).where(eq(surveys.id, created.id)).returning();
    if (!copy) throw new Error(`Survey copy ${created.id} vanished while being filled`);

    const rows = await tx.select().from(components).where(eq(components.survey_id, sourceId));
    const ids = new Map(rows.map((row) => [row.id.toLowerCase(), randomUUID()]));
    const copies = rows.map((row) => ({
      id: ids.get(row.id.toLowerCase())!,
      survey_id: copy.id,
      // client_ref is the author's draft id of the original; the copy is a new survey with none yet.
      client_ref: null,
      kind: row.kind,
      name: row.name,
      order: row.order,
      parent_id: row.parent_id ? (ids.get(row.parent_id.toLowerCase()) ?? null) : null,
      parent_kind: row.parent_id ? row.parent_kind : null,
      fields: remapIds(row.fields, ids),
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < copies.length; i += 1000) await tx.insert(components).values(copies.slice(i, i + 1000));
    return copy;
  });
}
