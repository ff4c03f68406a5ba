// The part of a survey a write batch needs, read by index instead of the whole survey: the rows it
// names (by id, parent id or client_ref) with their ancestors, the siblings it numbers, names and
// counts among, the subtrees it deletes, and — only when a question arrives somewhere — every
// question (the 100-question limit is survey-wide). The planner runs over the slice; if it asks
// for anything the slice does not hold (ComponentTree throws MissingRows), those rows are read and
// the batch is planned again, so the result is always the one the whole survey would give.
import { sql, type SQL } from 'drizzle-orm';
import { isComponentKind, isNamedKind, kindDef } from '../../../schema';
import { isUuid } from '../../access/survey-access';
import type { MainDatabase } from '../../context';
import { nodeFromDb, type ComponentNode } from './component-row';
import { ComponentTree, noRowsNeeded, type Coverage, type RowsNeeded } from './component-tree';

/** Nesting is a few levels deep; the bound only stops a corrupt cycle from recursing forever. */
const MAX_DEPTH = 64;

interface SliceRow {
  readonly id: string;
  readonly client_ref: string | null;
  readonly kind: string;
  readonly name: string;
  readonly order: number;
  readonly parent_id: string | null;
  readonly parent_kind: string | null;
  readonly fields: Record<string, unknown> | string;
  /** Read as part of a subtree: all its children were read too. */
  readonly in_subtree: boolean;
}

const asJson = (values: Iterable<string>) => JSON.stringify([...values]);
const uuids = (values: Iterable<string>) => sql`array(select jsonb_array_elements_text(${asJson(values)}::jsonb))::uuid[]`;
const texts = (values: Iterable<string>) => sql`array(select jsonb_array_elements_text(${asJson(values)}::jsonb))`;
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a batch's items will plainly need, read before the first planning run. */
export function rowsFirstNeeded(items: readonly unknown[]): RowsNeeded {
  const needed = noRowsNeeded();
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as { action?: unknown; id?: unknown; kind?: unknown; client_ref?: unknown; parent?: unknown; fields?: unknown };
    const parent = item.parent as { id?: unknown; index?: unknown } | null | undefined;
    const parentId = typeof parent?.id === 'string' ? parent.id : null;
    if (parentId !== null) needed.ids.add(parentId);
    if (typeof item.id === 'string') needed.ids.add(item.id);
    if (item.action === 'delete' && typeof item.id === 'string') needed.subtrees.add(item.id);
    // A post or a move lands among the children of its parent (order, names, codes, limits).
    const lands = item.action === 'post' || (item.action === 'patch' && parent !== undefined);
    if (lands && (parentId !== null || parent === null || parent === undefined)) needed.children.add(parentId ?? '');
    if (item.action === 'patch' && parent !== undefined) needed.questions = true; // a moved question is counted again
    if (item.action !== 'post') continue;
    if (typeof item.client_ref === 'string') needed.refs.add(item.client_ref);
    if (!isComponentKind(item.kind)) continue;
    if (item.kind === 'question') needed.questions = true;
    const fields = item.fields as { name?: unknown } | undefined;
    const named = typeof fields?.name === 'string' && fields.name !== '';
    if (!named && isNamedKind(item.kind) && kindDef(item.kind).nameScope === 'survey') {
      needed.namePrefixes.add((kindDef(item.kind).namePrefix ?? '').toLowerCase());
    }
  }
  return needed;
}

export class SurveySlice {
  private readonly nodes = new Map<string, ComponentNode>();
  private readonly coverage: Coverage = noRowsNeeded();
  /** Statements and rows read so far: what the tests pin (not the whole survey). */
  readonly reads = { statements: 0, rows: 0 };

  constructor(private readonly tx: MainDatabase, private readonly surveyId: string) {}

  /** A fresh tree over the rows read so far (planning changes the tree, so each run gets its own). */
  tree(): ComponentTree {
    return new ComponentTree(this.nodes.values(), this.coverage);
  }

  /** Reads what `needed` names and this slice does not hold yet, in one statement. */
  async read(needed: RowsNeeded): Promise<void> {
    const c = this.coverage;
    const fresh = <T>(wanted: Set<T>, held: Set<T>) => [...wanted].filter((key) => !held.has(key));
    const ids = fresh(needed.ids, c.ids);
    const refs = fresh(needed.refs, c.refs);
    const children = fresh(needed.children, c.children);
    const subtrees = fresh(needed.subtrees, c.subtrees);
    const prefixes = fresh(needed.namePrefixes, c.namePrefixes);
    const questions = needed.questions && !c.questions;
    // Ids that are no UUID name no row: known absent without asking (and a cast would fail).
    const validIds = ids.filter(isUuid);
    const parents = children.filter(isUuid);
    const root = children.includes('');
    const validSubtrees = subtrees.filter(isUuid);

    // Each branch a plain indexed lookup, and only the branches this read needs: PGlite plans a
    // statement in about the time it runs one, and without table statistics (no autovacuum) a
    // survey_id beside a unique id invites a scan of the survey's index entries, so ids and parent
    // ids are looked up alone and the survey is checked once on the rows found.
    const s = sql`${this.surveyId}::uuid`;
    const upFrom: SQL[] = [];
    if (validIds.length > 0) upFrom.push(sql`select id from components where id = any(${uuids(validIds)})`);
    if (refs.length > 0) upFrom.push(sql`select id from components where survey_id = ${s} and client_ref = any(${texts(refs)})`);
    if (questions) upFrom.push(sql`select id from components where survey_id = ${s} and kind = 'question'`);
    const found: SQL[] = [];
    if (parents.length > 0) found.push(sql`select id, false as in_subtree from components where parent_id = any(${uuids(parents)})`);
    if (root) found.push(sql`select id, false as in_subtree from components where survey_id = ${s} and parent_id is null`);
    for (const prefix of prefixes) found.push(sql`select id, false as in_subtree from components where survey_id = ${s} and lower(name) like ${likePrefix(prefix)}`);
    const ctes: SQL[] = [];
    if (upFrom.length > 0) {
      ctes.push(sql`up(id, parent_id, depth) as (
        select c.id, c.parent_id, 0 from components c where c.id in (${sql.join(upFrom, sql` union all `)})
        union all
        select c.id, c.parent_id, up.depth + 1 from components c join up on c.id = up.parent_id where up.depth < ${MAX_DEPTH})`);
      found.push(sql`select id, false as in_subtree from up`);
    }
    if (validSubtrees.length > 0) {
      ctes.push(sql`down(id, depth) as (
        select id, 0 from components where id = any(${uuids(validSubtrees)})
        union all
        select c.id, down.depth + 1 from components c join down on c.parent_id = down.id where down.depth < ${MAX_DEPTH})`);
      found.push(sql`select id, true as in_subtree from down`);
    }

    if (found.length > 0) {
      const result = await this.tx.execute(sql`
        ${ctes.length > 0 ? sql`with recursive ${sql.join(ctes, sql`, `)}` : sql``}
        select c.id, c.client_ref, c.kind, c.name, c."order", c.parent_id, c.parent_kind, c.fields, f.in_subtree
        from (select id, bool_or(in_subtree) as in_subtree from (${sql.join(found, sql` union all `)}) u group by id) f
        join components c on c.id = f.id
        where c.survey_id = ${s}`);
      const rows = (result as unknown as { rows: SliceRow[] }).rows;
      this.reads.statements++;
      this.reads.rows += rows.length;
      for (const row of rows) {
        if (row.in_subtree) c.children.add(row.id);
        if (this.nodes.has(row.id)) continue;
        // The drivers parse jsonb; a driver that did not would hand back its text.
        const fields = typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields;
        this.nodes.set(row.id, nodeFromDb({ ...row, fields }));
      }
    }
    for (const id of ids) c.ids.add(id);
    for (const ref of refs) c.refs.add(ref);
    for (const key of children) c.children.add(key);
    for (const id of subtrees) c.subtrees.add(id);
    for (const prefix of prefixes) c.namePrefixes.add(prefix);
    if (questions) c.questions = true;
  }
}
