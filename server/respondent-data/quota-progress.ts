// The quotas query: the design survey's quotas, groups and definitions with target and count (the
// exact counts of quota_counts, keyed by design id), each criteria in words (schema's
// conditionWords, as the designer says it), and how many live completes match the criteria when
// SQL can answer that (trees of "answered" only; null, shown N/A, for any other function).
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ROOT, childrenByParent, childrenOfKind, componentSchema, type Component, type ConditionNode } from '../../schema';
import { componentVocabulary, conditionWords } from '../../schema/survey/condition-words';
import type { MainDatabase } from '../context';
import { components } from '../db/schema';
import { respondents } from '../db/region-schema';
import { nodeFromDb, toRecord } from '../admin/surveys/component-row';
import type { RegionDb } from '../respondent/region-rows';
import { counts as quotaCountsOf } from '../respondent/quota-counter';
import type { DataCaches } from './data-caches';
import { hasAnswerSql, publishedIdsOf } from './respondent-filter';

const quotaKinds = ['quota', 'quota_group', 'quota_definition'] as const;

/** Live design components, each with the cid conditions name it by (`client_ref ?? id`). */
async function designComponents(db: MainDatabase, surveyId: string, where: SQL): Promise<{ ref: string; component: Component }[]> {
  const rows = await db.select().from(components).where(and(eq(components.survey_id, surveyId), where));
  return rows.flatMap((row) => {
    const parsed = componentSchema.safeParse(toRecord(nodeFromDb(row)));
    return parsed.success && !parsed.data.deleted ? [{ ref: row.client_ref ?? row.id, component: parsed.data }] : [];
  });
}

function idsIn(node: ConditionNode | null, into: Set<string>): Set<string> {
  if (!node) return into;
  if (node.kind === 'group') {
    for (const item of node.items) idsIn(item, into);
  } else {
    if (node.question_id) into.add(node.question_id);
    for (const set of node.answers) for (const id of set) into.add(id);
  }
  return into;
}

/** The criteria as SQL over respondents, or null when a function in it has no SQL meaning here. */
async function criteriaSql(
  node: ConditionNode, surveyId: string, caches: DataCaches, get: (id: string) => Component | undefined,
): Promise<SQL | null> {
  if (node.kind === 'group') {
    if (node.items.length === 0) return sql`true`;
    const parts: SQL[] = [];
    for (const item of node.items) {
      const part = await criteriaSql(item, surveyId, caches, get);
      if (!part) return null;
      parts.push(part);
    }
    return sql`(${sql.join(parts, node.operator === 'and' ? sql` and ` : sql` or `)})`;
  }
  if (node.fn !== 'answered' || !node.question_id) return null;
  const ids = await publishedIdsOf(caches, surveyId, node.question_id);
  const sets = node.answers.filter((set) => set.length > 0);
  let held: SQL;
  if (sets.length === 0) {
    held = hasAnswerSql(ids);
  } else {
    const codeOf = (answerId: string) => {
      const answer = get(answerId);
      return answer?.kind === 'answer' ? answer.code : null;
    };
    const chosen = (code: string) => sql`exists (select 1 from response_codes a where a.respondent_id = ${respondents.id} and a.question_id in ${ids} and a.code = ${code})`;
    const alternatives = sets.map((set) => {
      const codes = set.map(codeOf);
      // A deleted answer is never chosen: the evaluator treats it the same way.
      if (codes.some((code) => code === null)) return sql`false`;
      return sql`(${sql.join(codes.map((code) => chosen(code!)), sql` and `)})`;
    });
    held = sql`(${sql.join(alternatives, sql` or `)})`;
  }
  return node.negate ? sql`not ${held}` : held;
}

/**
 * `kind` test (the preview path): criteria counts count test completes, and counts are 0, since
 * test respondents are checked against quotas but never counted.
 */
export async function quotaProgress(mainDb: MainDatabase, db: RegionDb, caches: DataCaches, surveyId: string, kind: 'live' | 'test' = 'live') {
  const quotaComponents = (await designComponents(mainDb, surveyId, inArray(components.kind, [...quotaKinds]))).map((c) => c.component);
  // Parents are server ids (columns), so the tree is keyed by them.
  const tree = childrenByParent(quotaComponents);
  const referenced = new Set<string>();
  for (const component of quotaComponents) if (component.kind === 'quota_definition') idsIn(component.criteria, referenced);
  const refs = [...referenced];
  const uuids = refs.filter((ref) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref));
  const others = refs.length
    ? await designComponents(mainDb, surveyId, uuids.length ? or(inArray(components.client_ref, refs), inArray(components.id, uuids))! : inArray(components.client_ref, refs))
    : [];
  // Criteria name components by cid; a component made outside the draft engine by its id.
  const byRef = new Map(others.flatMap(({ ref, component }) => [[ref, component], [component.id, component]] as const));
  const vocabulary = componentVocabulary((id) => byRef.get(id));
  const counted = kind === 'live' ? await quotaCountsOf(db, surveyId) : new Map<string, number>();
  const completes = and(eq(respondents.admin_survey_id, surveyId), eq(respondents.is_test, kind === 'test'), eq(respondents.status, 'complete'));
  const result = [];
  for (const quota of childrenOfKind(tree, ROOT, 'quota')) {
    const groups = [];
    for (const group of childrenOfKind(tree, quota.id, 'quota_group')) {
      const definitions = [];
      for (const definition of childrenOfKind(tree, group.id, 'quota_definition')) {
        const condition = definition.criteria ? await criteriaSql(definition.criteria, surveyId, caches, (id) => byRef.get(id)) : sql`true`;
        let criteriaCount: number | null = null;
        if (condition) {
          const [row] = await db.select({ n: count() }).from(respondents).where(and(completes, condition));
          criteriaCount = row?.n ?? 0;
        }
        definitions.push({
          id: definition.id, name: definition.name, code: definition.code, label: definition.label, target: definition.target,
          count: counted.get(definition.id) ?? 0,
          criteria: conditionWords(definition.criteria, vocabulary),
          criteriaCount,
        });
      }
      groups.push({ id: group.id, name: group.name, selectionMethod: group.single_selection_method ?? 'all', definitions });
    }
    result.push({ id: quota.id, name: quota.name, description: quota.description || null, groups });
  }
  return result;
}
